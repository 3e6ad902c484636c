import { z } from "zod";
import type { SourceSettings } from "../types.ts";
import type { Source } from "./source.ts";
import { createWebSearchSource } from "./web-search.ts";

export const tavilySearchSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
      published_date: z.string().nullish(),
    }),
  ),
});

export function tavilyResults(body: z.infer<typeof tavilySearchSchema>) {
  return body.results.map((result) => ({
    url: result.url,
    title: result.title ?? null,
    text: result.content ?? "",
    publishedAt: result.published_date ?? null,
  }));
}

export function createTavilySource(settings: SourceSettings["tavily"]): Source {
  return createWebSearchSource(
    "tavily",
    settings.apiKey ? [] : ["TAVILY_API_KEY"],
    async (context, search) => {
      const request = {
        query: search.query,
        search_depth: "basic",
        topic: "general",
        max_results: search.maxResults,
        ...(search.domain ? { include_domains: [search.domain] } : {}),
      };
      const body = await context.getJson({
        url: `${settings.baseUrl}/search`,
        method: "POST",
        headers: { authorization: `Bearer ${settings.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify(request),
        schema: tavilySearchSchema,
        cacheKey: JSON.stringify(request),
      });
      return tavilyResults(body);
    },
  );
}
