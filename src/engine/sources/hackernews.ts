import { z } from "zod";
import type { SourceSettings, Evidence } from "../types.ts";
import { htmlToText, unixToIso } from "../text.ts";
import type { Source, SourceContext } from "./source.ts";
import { queriesFor } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

export const hnSearchSchema = z.object({
  hits: z.array(
    z.object({
      objectID: z.string(),
      created_at: z.string().nullish(),
      created_at_i: z.number().nullish(),
      author: z.string().nullish(),
      title: z.string().nullish(),
      url: z.string().nullish(),
      points: z.number().nullish(),
      story_text: z.string().nullish(),
      comment_text: z.string().nullish(),
      story_title: z.string().nullish(),
      _tags: z.array(z.string()).default([]),
    }),
  ),
});
type HnHit = z.infer<typeof hnSearchSchema>["hits"][number];

export function hnPermalink(id: string): string {
  return `https://news.ycombinator.com/item?id=${id}`;
}

export function hnHitToEvidence(hit: HnHit): Evidence | null {
  const isComment = hit._tags.includes("comment");
  const text = htmlToText(isComment ? (hit.comment_text ?? "") : [hit.title, hit.story_text].filter(Boolean).join("\n"));
  if (!text) return null;
  const isLaunch = hit._tags.includes("show_hn") || /^show hn:/i.test(hit.title ?? "");
  return {
    id: `hackernews:${hit.objectID}`,
    platform: "hackernews",
    source: "hackernews",
    kind: isComment ? "comment" : isLaunch ? "launch" : "post",
    title: isComment ? (hit.story_title ?? null) : (hit.title ?? null),
    text,
    author: hit.author ?? null,
    url: hnPermalink(hit.objectID),
    createdAt: hit.created_at ?? unixToIso(hit.created_at_i),
    score: hit.points ?? null,
    facts: isLaunch && hit.url ? { homepage: hit.url, launchedAt: hit.created_at ?? undefined } : undefined,
  };
}

export function createHackerNewsSource(settings: SourceSettings["hackernews"]): Source {
  const search = async (context: SourceContext, query: string, tags: string, hitsPerPage: number) => {
    const params = new URLSearchParams({ query, tags, hitsPerPage: String(hitsPerPage) });
    const url = `${settings.baseUrl}/search?${params}`;
    const body = await context.getJson({ url, schema: hnSearchSchema, cacheKey: url });
    context.emit(body.hits.map(hnHitToEvidence).filter((item) => item !== null));
  };
  return {
    name: "hackernews",
    label: SOURCE_LABELS.hackernews,
    purpose: "developer and founder discussions and Show HN launches",
    missing: [],
    async gather(context) {
      const queries = queriesFor(context, 2);
      await Promise.all(
        queries.flatMap((query) => [
          search(context, query, "comment", context.preview ? 20 : 40),
          search(context, query, "(story,show_hn)", context.preview ? 10 : 20),
        ]),
      );
    },
  };
}
