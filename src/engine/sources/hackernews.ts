import { z } from "zod";
import type { SourceSettings, Evidence } from "../types.ts";
import { htmlToText, unixToIso } from "../text/format.ts";
import type { Source, SourceContext } from "./source.ts";
import { mostPromising, queriesFor } from "./source.ts";
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
  const text = htmlToText(
    isComment ? (hit.comment_text ?? "") : [hit.title, hit.story_text].filter(Boolean).join("\n"),
  );
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
    facts:
      isLaunch && hit.url
        ? { homepage: hit.url, launchedAt: hit.created_at ?? undefined }
        : undefined,
  };
}

const hnItemSchema: z.ZodType<HnItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    type: z.string().nullish(),
    author: z.string().nullish(),
    created_at: z.string().nullish(),
    created_at_i: z.number().nullish(),
    text: z.string().nullish(),
    title: z.string().nullish(),
    points: z.number().nullish(),
    children: z.array(hnItemSchema).default([]),
  }),
);
export interface HnItem {
  id: number;
  type?: string | null;
  author?: string | null;
  created_at?: string | null;
  created_at_i?: number | null;
  text?: string | null;
  title?: string | null;
  points?: number | null;
  children: HnItem[];
}
export { hnItemSchema };

/** Every comment of a story's tree (Algolia's /items/{id}), as evidence under the story's title. */
export function hnThreadToEvidence(story: HnItem): Evidence[] {
  const out: Evidence[] = [];
  const thread = htmlToText(`${story.title ?? ""}\n${story.text ?? ""}`);
  const walk = (children: HnItem[]) => {
    for (const child of children) {
      const text = htmlToText(child.text ?? "");
      if (child.type === "comment" && text) {
        out.push({
          id: `hackernews:${child.id}`,
          platform: "hackernews",
          source: "hackernews",
          kind: "comment",
          title: story.title ?? null,
          text,
          author: child.author ?? null,
          url: hnPermalink(String(child.id)),
          createdAt: child.created_at ?? unixToIso(child.created_at_i),
          score: child.points ?? null,
          thread,
        });
      }
      walk(child.children);
    }
  };
  walk(story.children);
  return out;
}

/** Discussion threads read whole per report: a comment search only finds comments that repeat the query's words. */
const THREADS = { full: 3, preview: 1 };

export function createHackerNewsSource(settings: SourceSettings["hackernews"]): Source {
  const search = async (
    context: SourceContext,
    query: string,
    tags: string,
    hitsPerPage: number,
  ) => {
    const params = new URLSearchParams({ query, tags, hitsPerPage: String(hitsPerPage) });
    const url = `${settings.baseUrl}/search?${params}`;
    const body = await context.getJson({ url, schema: hnSearchSchema, cacheKey: url });
    const items = body.hits.map(hnHitToEvidence).filter((item) => item !== null);
    context.emit(items);
    return items;
  };
  const readThread = async (context: SourceContext, story: Evidence) => {
    const url = `${settings.baseUrl}/items/${story.id.replace(/^hackernews:/, "")}`;
    context.emit(
      hnThreadToEvidence(await context.getJson({ url, schema: hnItemSchema, cacheKey: url })),
    );
  };
  return {
    name: "hackernews",
    label: SOURCE_LABELS.hackernews,
    purpose: "developer and founder discussions and Show HN launches",
    missing: [],
    async gather(context) {
      const queries = queriesFor(context, 8, 2);
      const stories = await Promise.all(
        queries.map(async (query) => {
          const [, found] = await Promise.all([
            search(context, query, "comment", context.preview ? 15 : 30),
            search(context, query, "(story,show_hn)", context.preview ? 10 : 20),
          ]);
          return found;
        }),
      );
      context.searched();
      const discussions = stories.flat().filter((story) => story.kind === "post");
      await Promise.all(
        mostPromising(context, discussions, context.preview ? THREADS.preview : THREADS.full).map(
          (story) => readThread(context, story),
        ),
      );
    },
  };
}
