import { z } from "zod";
import type { SourceSettings } from "../types.ts";
import type { Source } from "./source.ts";
import { createWebSearchSource } from "./web-search.ts";

export const exaSearchSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      text: z.string().nullish(),
      summary: z.string().nullish(),
      author: z.string().nullish(),
      publishedDate: z.string().nullish(),
    }),
  ),
});

export function exaResults(body: z.infer<typeof exaSearchSchema>) {
  return body.results.map((result) => ({
    url: result.url,
    title: result.title ?? null,
    text: result.text ?? result.summary ?? "",
    author: result.author ?? null,
    publishedAt: result.publishedDate ?? null,
  }));
}

export function createExaSource(settings: SourceSettings["exa"]): Source {
  return createWebSearchSource(
    "exa",
    settings.apiKey ? [] : ["EXA_API_KEY"],
    async (context, search) => {
      const request = {
        query: search.query,
        numResults: search.maxResults,
        ...(search.domain ? { includeDomains: [search.domain] } : {}),
        contents: { text: { maxCharacters: 1500 } },
      };
      const body = await context.getJson({
        url: `${settings.baseUrl}/search`,
        method: "POST",
        headers: { "x-api-key": settings.apiKey ?? "", "content-type": "application/json" },
        body: JSON.stringify(request),
        schema: exaSearchSchema,
        cacheKey: JSON.stringify(request),
      });
      return exaResults(body);
    },
  );
}
