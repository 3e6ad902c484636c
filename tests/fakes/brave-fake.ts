import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { webResults } from "./web-search-content.ts";

export async function startBraveFake(): Promise<FakeService> {
  const service: FakeService = await startFakeService("brave", (request) => {
    if (request.path !== "/web/search") return { status: 404, json: { type: "ErrorResponse" } };
    if (!request.headers["x-subscription-token"])
      return {
        status: 422,
        json: { type: "ErrorResponse", error: { code: "SUBSCRIPTION_TOKEN_INVALID" } },
      };
    const query = request.query.get("q") ?? "";
    const domain = /site:(\S+)/.exec(query)?.[1] ?? null;
    const results = webResults(query, domain, Number(request.query.get("count") ?? 10)).map(
      (result) => ({
        title: result.title,
        url: result.url,
        is_source_local: false,
        description: result.content.replace(/(\w+Hub|\w+ly)/, "<strong>$1</strong>"),
        page_age: `${result.publishedDate}T00:00:00`,
        language: "en",
        family_friendly: true,
        type: "search_result",
        meta_url: {
          scheme: "https",
          netloc: new URL(result.url).host,
          hostname: new URL(result.url).hostname,
          path: "",
        },
      }),
    );
    return {
      json: {
        query: { original: query },
        mixed: { type: "mixed", main: [] },
        type: "search",
        web: { type: "search", results, family_friendly: true },
      },
    };
  });
  return service;
}
