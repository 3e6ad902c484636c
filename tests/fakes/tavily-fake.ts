import type { FakeService } from "./fake-server.ts";
import { jsonBody, startFakeService } from "./fake-server.ts";
import { webResults } from "./web-search-content.ts";

export async function startTavilyFake(): Promise<FakeService> {
  const service: FakeService = await startFakeService("tavily", (request) => {
    if (request.path !== "/search" || request.method !== "POST")
      return { status: 404, json: { detail: "Not Found" } };
    if (!request.headers.authorization?.startsWith("Bearer "))
      return {
        status: 401,
        json: { detail: { error: "Unauthorized: missing or invalid API key." } },
      };
    const body = jsonBody(request);
    const query = String(body.query ?? "");
    const domains = Array.isArray(body.include_domains) ? body.include_domains.map(String) : [];
    const results = webResults(query, domains[0] ?? null, Number(body.max_results ?? 5)).map(
      (result, index) => ({
        url: result.url,
        title: result.title,
        content: result.content,
        score: Math.round((0.95 - index * 0.07) * 1000) / 1000,
        raw_content: null,
      }),
    );
    return {
      json: {
        query,
        follow_up_questions: null,
        answer: null,
        images: [],
        results,
        response_time: 0.42,
        request_id: "fake-request",
      },
    };
  });
  return service;
}
