import { z } from "zod";
import type { SourceSettings } from "../types.ts";
import type { Source } from "./source.ts";
import { emitWebResults, webSearchesFor } from "./web-search.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

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
  return {
    name: "tavily",
    label: SOURCE_LABELS.tavily,
    purpose: "competitors on the web and public TikTok and Facebook posts",
    missing: settings.apiKey ? [] : ["TAVILY_API_KEY"],
    async gather(context) {
      await Promise.all(
        webSearchesFor(context).map(async (search) => {
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
          emitWebResults(context, tavilyResults(body), "tavily");
        }),
      );
    },
  };
}
