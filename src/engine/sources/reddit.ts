import { z } from "zod";
import type { Evidence, SourceSettings } from "../types.ts";
import { normaliseWhitespace, unixToIso } from "../text.ts";
import type { Source, SourceContext } from "./source.ts";
import { queriesFor } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

const REDDIT_WEB = "https://www.reddit.com";

export const redditTokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });

const thingSchema = z.object({ kind: z.string(), data: z.record(z.string(), z.unknown()) });
export const redditListingSchema = z.object({
  kind: z.literal("Listing"),
  data: z.object({ children: z.array(thingSchema) }),
});
export const redditCommentsSchema = z.tuple([redditListingSchema, redditListingSchema]);

const postSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  selftext: z.string().nullish(),
  author: z.string().nullish(),
  subreddit: z.string(),
  permalink: z.string(),
  ups: z.number().nullish(),
  num_comments: z.number().nullish(),
  created_utc: z.number().nullish(),
});
const commentSchema = z.object({
  name: z.string(),
  body: z.string(),
  author: z.string().nullish(),
  subreddit: z.string(),
  permalink: z.string(),
  ups: z.number().nullish(),
  created_utc: z.number().nullish(),
  replies: z.unknown().optional(),
});

export function redditPostToEvidence(data: unknown): (Evidence & { comments: number }) | null {
  const parsed = postSchema.safeParse(data);
  if (!parsed.success) return null;
  const post = parsed.data;
  return {
    id: `reddit:${post.name}`,
    platform: "reddit",
    source: "reddit",
    kind: "post",
    title: post.title,
    text: normaliseWhitespace([post.title, post.selftext].filter(Boolean).join("\n")),
    author: post.author ?? null,
    url: `${REDDIT_WEB}${post.permalink}`,
    createdAt: unixToIso(post.created_utc),
    score: post.ups ?? null,
    subreddit: post.subreddit,
    comments: post.num_comments ?? 0,
  };
}

/** Flattens a comment tree; "more" stubs and deleted comments carry no text and are skipped. */
export function redditCommentsToEvidence(listing: z.infer<typeof redditListingSchema>, postTitle: string | null): Evidence[] {
  const items: Evidence[] = [];
  const walk = (children: Array<z.infer<typeof thingSchema>>) => {
    for (const child of children) {
      if (child.kind !== "t1") continue;
      const parsed = commentSchema.safeParse(child.data);
      if (!parsed.success) continue;
      const comment = parsed.data;
      const body = normaliseWhitespace(comment.body);
      if (body && body !== "[deleted]" && body !== "[removed]") {
        items.push({
          id: `reddit:${comment.name}`,
          platform: "reddit",
          source: "reddit",
          kind: "comment",
          title: postTitle,
          text: body,
          author: comment.author ?? null,
          url: `${REDDIT_WEB}${comment.permalink}`,
          createdAt: unixToIso(comment.created_utc),
          score: comment.ups ?? null,
          subreddit: comment.subreddit,
        });
      }
      const replies = redditListingSchema.safeParse(comment.replies);
      if (replies.success) walk(replies.data.data.children);
    }
  };
  walk(listing.data.children);
  return items;
}

export function createRedditSource(settings: SourceSettings["reddit"]): Source {
  const missing = [
    ...(settings.clientId ? [] : ["REDDIT_CLIENT_ID"]),
    ...(settings.clientSecret ? [] : ["REDDIT_CLIENT_SECRET"]),
  ];
  const fetchToken = async (context: SourceContext) => {
    const credentials = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const token = await context.getJson({
      url: `${settings.authUrl}/api/v1/access_token`,
      method: "POST",
      headers: {
        authorization: `Basic ${credentials}`,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": settings.userAgent,
      },
      body: "grant_type=client_credentials",
      schema: redditTokenSchema,
      cacheKey: false,
    });
    return token.access_token;
  };
  return {
    name: "reddit",
    label: SOURCE_LABELS.reddit,
    purpose: "posts and comments from communities",
    missing,
    async gather(context) {
      const token = await fetchToken(context);
      const headers = { authorization: `Bearer ${token}`, "user-agent": settings.userAgent };
      const posts = (
        await Promise.all(
          queriesFor(context, 2).map(async (query) => {
            const params = new URLSearchParams({ q: query, sort: "relevance", t: "all", limit: "25", type: "link", raw_json: "1" });
            const url = `${settings.apiUrl}/search?${params}`;
            const listing = await context.getJson({ url, headers, schema: redditListingSchema, cacheKey: url });
            const found = listing.data.children.map((child) => redditPostToEvidence(child.data)).filter((post) => post !== null);
            context.emit(found.map(({ comments: _comments, ...post }) => post));
            return found;
          }),
        )
      ).flat();
      const threads = [...new Map(posts.map((post) => [post.id, post])).values()]
        .filter((post) => post.comments > 0)
        .sort((a, b) => b.comments - a.comments || a.id.localeCompare(b.id))
        .slice(0, context.preview ? 2 : 5);
      await Promise.all(
        threads.map(async (post) => {
          const articleId = post.id.replace(/^reddit:t3_/, "");
          const params = new URLSearchParams({ limit: "40", depth: "2", sort: "top", raw_json: "1" });
          const url = `${settings.apiUrl}/comments/${articleId}?${params}`;
          const [, comments] = await context.getJson({ url, headers, schema: redditCommentsSchema, cacheKey: url });
          context.emit(redditCommentsToEvidence(comments, post.title));
        }),
      );
    },
  };
}
