import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { FIXED_EPOCH_SECONDS, platformTexts, stableNumber, topicFrom } from "./content.ts";

/** Algolia HN Search: /search with tags=comment or (story,show_hn), as in the recorded fixtures. */
export function startHackerNewsFake(): Promise<FakeService> {
  return startFakeService("hackernews", (request) => {
    if (request.path !== "/search") return { status: 404, json: { message: "Not Found" } };
    const query = request.query.get("query") ?? "";
    const topic = topicFrom(query);
    const tags = request.query.get("tags") ?? "";
    const base = 40_000_000 + stableNumber(query, 100_000) * 10;
    if (tags === "comment") {
      const hits = platformTexts(topic, "hackernews", 8).map((text, index) => ({
        created_at: new Date((FIXED_EPOCH_SECONDS - index * 86_400) * 1000).toISOString(),
        created_at_i: FIXED_EPOCH_SECONDS - index * 86_400,
        author: `hn_user${index}`,
        comment_text: `<p>${text.replace(/'/g, "&#x27;")}</p>`,
        story_id: base,
        story_title: `Ask HN: How do you handle ${topic.phrase}?`,
        points: null,
        objectID: String(base + index + 1),
        _tags: ["comment", `author_hn_user${index}`, `story_${base}`],
      }));
      return { json: { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 40, query, params: request.query.toString(), processingTimeMS: 3 } };
    }
    const hits = topic.products.slice(0, 3).map((product, index) => ({
      created_at: new Date((FIXED_EPOCH_SECONDS - index * 3_000_000) * 1000).toISOString(),
      created_at_i: FIXED_EPOCH_SECONDS - index * 3_000_000,
      title: `Show HN: ${product.name} – ${product.tagline}`,
      url: `https://${product.slug}.example.com`,
      author: `founder${index}`,
      points: 120 - index * 30,
      story_text: "",
      comment_text: null,
      num_comments: 40 - index * 10,
      objectID: String(base + 100 + index),
      _tags: ["story", "show_hn", `author_founder${index}`],
    }));
    return { json: { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, query, params: request.query.toString(), processingTimeMS: 2 } };
  });
}
