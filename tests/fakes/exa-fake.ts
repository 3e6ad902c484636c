import type { FakeService } from "./fake-server.ts";
import { jsonBody, startFakeService } from "./fake-server.ts";
import { stableId } from "./content.ts";
import { webResults } from "./web-search-content.ts";

export async function startExaFake(): Promise<FakeService> {
  const service: FakeService = await startFakeService("exa", (request) => {
    if (request.path !== "/search" || request.method !== "POST")
      return { status: 404, json: { error: "Not Found" } };
    if (!request.headers["x-api-key"]) return { status: 401, json: { error: "Missing API key" } };
    const body = jsonBody(request);
    const domains = Array.isArray(body.includeDomains) ? body.includeDomains.map(String) : [];
    const results = webResults(
      String(body.query ?? ""),
      domains[0] ?? null,
      Number(body.numResults ?? 10),
    ).map((result) => ({
      id: result.url,
      url: result.url,
      title: result.title,
      publishedDate: `${result.publishedDate}T00:00:00.000Z`,
      author: null,
      text: result.content,
    }));
    return {
      json: { requestId: stableId(String(body.query), 16), resolvedSearchType: "neural", results },
    };
  });
  return service;
}
