import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { stableNumber } from "./content.ts";
import {
  allProducts,
  isoDaysAgo,
  matchesAllWords,
  productHomepage,
  searchTokens,
} from "./markets/corpus.ts";

/** Qualifiers (`language:go`, `stars:>10`) narrow a search; they are not words to match. */
function queryWords(query: string): string[] {
  return query
    .split(/\s+/)
    .filter((part) => part && !part.includes(":"))
    .flatMap(searchTokens);
}

/** GitHub repository search: every word required, in the name, description or topics. */
export function startGithubFake(): Promise<FakeService> {
  const repositories = allProducts().flatMap(({ product }) =>
    product.github ? [{ product, github: product.github }] : [],
  );
  return startFakeService("github", (request) => {
    if (request.path !== "/search/repositories")
      return { status: 404, json: { message: "Not Found" } };
    const words = queryWords(request.query.get("q") ?? "");
    if (words.length === 0)
      return {
        status: 422,
        json: {
          message: "Validation Failed",
          errors: [{ resource: "Search", field: "q", code: "missing" }],
        },
      };
    const perPage = Number(request.query.get("per_page") ?? 30);
    const found = repositories
      .filter(({ product, github }) =>
        matchesAllWords(
          words,
          `${github.repo.replace(/[/-]/g, " ")} ${product.description} ${github.topics.join(" ")}`,
          "all-stemmed",
        ),
      )
      .sort((a, b) => b.github.stars - a.github.stars);
    const items = found.slice(0, perPage).map(({ product, github }) => {
      const [owner = "owner"] = github.repo.split("/");
      return {
        id: 900_000 + stableNumber(github.repo, 99_999),
        name: github.repo.split("/")[1] ?? github.repo,
        full_name: github.repo,
        owner: { login: owner },
        html_url: `https://github.com/${github.repo}`,
        description: product.description,
        fork: false,
        created_at: isoDaysAgo(github.daysAgo),
        homepage: productHomepage(product) ?? "",
        stargazers_count: github.stars,
        language: "TypeScript",
        topics: github.topics,
      };
    });
    return { json: { total_count: found.length, incomplete_results: false, items } };
  });
}
