import { z } from "zod";
import type { SourceSettings } from "../types.ts";
import { htmlToText } from "../text/format.ts";
import type { Source } from "./source.ts";
import { createWebSearchSource } from "./web-search.ts";

export const braveSearchSchema = z.object({
  web: z
    .object({
      results: z.array(
        z.object({
          url: z.string(),
          title: z.string().nullish(),
          description: z.string().nullish(),
          page_age: z.string().nullish(),
        }),
      ),
    })
    .optional(),
});

export function braveResults(body: z.infer<typeof braveSearchSchema>) {
  return (body.web?.results ?? []).map((result) => ({
    url: result.url,
    title: result.title ? htmlToText(result.title) : null,
    text: htmlToText(result.description ?? ""),
    publishedAt: result.page_age ?? null,
  }));
}

export function createBraveSource(settings: SourceSettings["brave"]): Source {
  return createWebSearchSource(
    "brave",
    settings.apiKey ? [] : ["BRAVE_API_KEY"],
    async (context, search) => {
      const query = search.domain ? `${search.query} site:${search.domain}` : search.query;
      const params = new URLSearchParams({ q: query, count: String(search.maxResults) });
      const url = `${settings.baseUrl}/web/search?${params}`;
      const headers = { "x-subscription-token": settings.apiKey ?? "" };
      const body = await context.getJson({
        url,
        headers,
        schema: braveSearchSchema,
        cacheKey: url,
      });
      return braveResults(body);
    },
  );
}
