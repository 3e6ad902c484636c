import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { stableNumber, topicFrom } from "./content.ts";

export function startGithubFake(): Promise<FakeService> {
  return startFakeService("github", (request) => {
    if (request.path !== "/search/repositories") return { status: 404, json: { message: "Not Found" } };
    const query = request.query.get("q") ?? "";
    const topic = topicFrom(query);
    const slug = topic.words.join("-") || "project";
    const items = [0, 1, 2].map((index) => ({
      id: 900_000 + stableNumber(`${query}${index}`, 99_999),
      name: `${index === 0 ? topic.products[4]?.slug : slug}${index === 2 ? "-cli" : ""}`,
      full_name: `${["acme", "opensauce", "devtools"][index]}/${index === 0 ? topic.products[4]?.slug : slug}${index === 2 ? "-cli" : ""}`,
      owner: { login: ["acme", "opensauce", "devtools"][index] },
      html_url: `https://github.com/${["acme", "opensauce", "devtools"][index]}/${index === 0 ? topic.products[4]?.slug : slug}${index === 2 ? "-cli" : ""}`,
      description: index === 0 ? (topic.products[4]?.tagline ?? slug) : `A minimal ${topic.phrase} ${index === 2 ? "for the terminal" : "you can self-host"}`,
      fork: false,
      created_at: `20${19 + index}-03-0${index + 1}T10:00:00Z`,
      homepage: index === 0 ? `https://${topic.products[4]?.slug}.example.org` : "",
      stargazers_count: 2400 - index * 900,
      language: "TypeScript",
      topics: [topic.words[0] ?? "productivity", "self-hosted"],
    }));
    return { json: { total_count: items.length, incomplete_results: false, items } };
  });
}
