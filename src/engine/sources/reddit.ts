import { z } from "zod";
import type { Evidence, SourceSettings } from "../types.ts";
import { normaliseWhitespace, unixToIso } from "../text/format.ts";
import type { Source, SourceContext, SourceRequest } from "./source.ts";
import { renewWhenRefused } from "../http/renew-when-refused.ts";
import { mostPromising, queriesFor } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

const REDDIT_WEB = "https://www.reddit.com";

export const redditTokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().optional(),
});

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
    // A post whose body repeats its title would quote itself twice.
    text: normaliseWhitespace(
      post.selftext && !post.selftext.startsWith(post.title)
        ? `${post.title}\n${post.selftext}`
        : post.selftext || post.title,
    ),
    author: post.author ?? null,
    url: `${REDDIT_WEB}${post.permalink}`,
    createdAt: unixToIso(post.created_utc),
    score: post.ups ?? null,
    subreddit: post.subreddit,
    comments: post.num_comments ?? 0,
  };
}

const moreSchema = z.object({ children: z.array(z.string()) });

export const redditMoreChildrenSchema = z.object({
  json: z.object({ data: z.object({ things: z.array(thingSchema) }).optional() }),
});

function commentToEvidence(
  data: unknown,
  postTitle: string | null,
  thread?: string,
): Evidence | null {
  const parsed = commentSchema.safeParse(data);
  if (!parsed.success) return null;
  const comment = parsed.data;
  const body = normaliseWhitespace(comment.body);
  if (!body || body === "[deleted]" || body === "[removed]") return null;
  return {
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
    ...(thread ? { thread } : {}),
  };
}

export interface CommentTree {
  comments: Evidence[];
  /** Ids of comments the tree left out as "more" stubs, to expand with /api/morechildren. */
  moreIds: string[];
}

/** Flattens a comment tree; deleted comments carry no text and are skipped, "more" stubs are collected. */
export function redditCommentsToEvidence(
  listing: z.infer<typeof redditListingSchema>,
  postTitle: string | null,
  thread?: string,
): CommentTree {
  const tree: CommentTree = { comments: [], moreIds: [] };
  const walk = (children: Array<z.infer<typeof thingSchema>>) => {
    for (const child of children) {
      if (child.kind === "more") {
        tree.moreIds.push(...(moreSchema.safeParse(child.data).data?.children ?? []));
        continue;
      }
      if (child.kind !== "t1") continue;
      const comment = commentToEvidence(child.data, postTitle, thread);
      if (comment) tree.comments.push(comment);
      const replies = redditListingSchema.safeParse(child.data.replies);
      if (replies.success) walk(replies.data.data.children);
    }
  };
  walk(listing.data.children);
  return tree;
}

/** The comments /api/morechildren returns, flat; a nested "more" inside is left for another day. */
export function redditMoreChildrenToEvidence(
  body: z.infer<typeof redditMoreChildrenSchema>,
  postTitle: string | null,
  thread?: string,
): Evidence[] {
  return (body.json.data?.things ?? []).flatMap((thing) => {
    const comment = thing.kind === "t1" ? commentToEvidence(thing.data, postTitle, thread) : null;
    return comment ? [comment] : [];
  });
}

/**
 * Threads read per report, and how deep: as deep as Reddit serves (ten levels, 200 comments) in
 * one request; what it still leaves as "more" stubs (large threads) is expanded once more.
 */
const THREADS = { full: 6, preview: 2 };
const COMMENT_DEPTH = 10;
const MORE_CHILDREN_LIMIT = 100;

/** How a caller fetches JSON: the research's cached `getJson`, or the re-check's plain request. */
export type RedditGetJson = <T>(request: SourceRequest<T>) => Promise<T>;

interface StoredToken {
  accessToken: Promise<string>;
  expiresAt: number;
}

/**
 * Application tokens by client, shared across reports and the re-check: Reddit grants one for
 * `expires_in` seconds (a day), and asking anew on every report put a round trip on the path of
 * the slowest source.
 */
const tokens = new Map<string, StoredToken>();
/** A token is renewed this long before Reddit says it expires, so no request carries a dying one. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** When the answer gives no lifetime: Reddit's documented hour. */
const DEFAULT_TOKEN_SECONDS = 3600;

/** Forgets every token (tests start each case without one). */
export function resetRedditTokens(): void {
  tokens.clear();
}

const tokenKeyOf = (settings: SourceSettings["reddit"]) =>
  `${settings.authUrl}|${settings.clientId ?? ""}`;

/** The client's current token, or one request for it that every concurrent read shares. */
function tokenFor(settings: SourceSettings["reddit"], getJson: RedditGetJson): StoredToken {
  const key = tokenKeyOf(settings);
  const stored = tokens.get(key);
  if (stored && Date.now() < stored.expiresAt) return stored;
  const credentials = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString(
    "base64",
  );
  const fresh: StoredToken = {
    accessToken: getJson({
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
    }).then((answer) => {
      const lifetimeMs = (answer.expires_in ?? DEFAULT_TOKEN_SECONDS) * 1000;
      fresh.expiresAt = Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS);
      return answer.access_token;
    }),
    expiresAt: Number.POSITIVE_INFINITY,
  };
  tokens.set(key, fresh);
  fresh.accessToken.catch(() => forget(key, fresh));
  return fresh;
}

function forget(key: string, stored: StoredToken) {
  if (tokens.get(key) === stored) tokens.delete(key);
}

/**
 * Reads through the API with the client's shared token; a token Reddit no longer accepts (401)
 * is renewed once.
 */
export function readerFor(
  settings: SourceSettings["reddit"],
  getJson: RedditGetJson,
): RedditGetJson {
  return async (request) => {
    const attempt = async (stored: StoredToken) =>
      getJson({
        ...request,
        headers: {
          ...request.headers,
          authorization: `Bearer ${await stored.accessToken}`,
          "user-agent": settings.userAgent,
        },
      });
    return renewWhenRefused(
      () => tokenFor(settings, getJson),
      (stored) => forget(tokenKeyOf(settings), stored),
      attempt,
    );
  };
}

export function createRedditSource(settings: SourceSettings["reddit"]): Source {
  const missing = [
    ...(settings.clientId ? [] : ["REDDIT_CLIENT_ID"]),
    ...(settings.clientSecret ? [] : ["REDDIT_CLIENT_SECRET"]),
  ];
  return {
    name: "reddit",
    label: SOURCE_LABELS.reddit,
    purpose: "posts and comments from communities",
    missing,
    async gather(context) {
      const read = readerFor(settings, context.getJson);
      const searchOnce = async (path: string, query: string, restrict: boolean) => {
        const params = new URLSearchParams({
          q: query,
          sort: "relevance",
          t: "all",
          limit: "25",
          type: "link",
          raw_json: "1",
          ...(restrict ? { restrict_sr: "1" } : {}),
        });
        const url = `${settings.apiUrl}${path}?${params}`;
        const listing = await read({ url, schema: redditListingSchema, cacheKey: url });
        const found = listing.data.children
          .map((child) => redditPostToEvidence(child.data))
          .filter((post) => post !== null);
        context.emit(found.map(({ comments: _comments, ...post }) => post));
        return found;
      };
      const [mainQuery = context.understanding.idea] = context.understanding.queries;
      const searches = [
        ...queriesFor(context, 8, 2).map((query) => searchOnce("/search", query, false)),
        ...context.understanding.communities
          .slice(0, context.preview ? 1 : 3)
          .map((community) =>
            searchOnce(`/r/${encodeURIComponent(community)}/search`, mainQuery, true),
          ),
      ];
      const posts = (await Promise.all(searches)).flat();
      context.searched();
      const threads = mostPromising(
        context,
        posts,
        context.preview ? THREADS.preview : THREADS.full,
        (post) => Math.log10(1 + post.comments) / 2,
      ).filter((post) => post.comments > 0);
      await Promise.all(threads.map((post) => readThread(context, read, post)));
    },
  };

  async function readThread(
    context: SourceContext,
    read: RedditGetJson,
    post: Evidence,
  ): Promise<void> {
    const articleId = post.id.replace(/^reddit:t3_/, "");
    const params = new URLSearchParams({
      limit: "200",
      depth: String(COMMENT_DEPTH),
      sort: "top",
      raw_json: "1",
    });
    const url = `${settings.apiUrl}/comments/${articleId}?${params}`;
    const [, listing] = await read({ url, schema: redditCommentsSchema, cacheKey: url });
    const tree = redditCommentsToEvidence(listing, post.title, post.text);
    context.emit(tree.comments);
    if (tree.moreIds.length === 0) return;
    // Replies below the depth limit (often the useful ones, answering a question) arrive as stubs.
    const moreParams = new URLSearchParams({
      link_id: `t3_${articleId}`,
      children: tree.moreIds.slice(0, MORE_CHILDREN_LIMIT).join(","),
      api_type: "json",
      limit_children: "false",
      raw_json: "1",
    });
    const moreUrl = `${settings.apiUrl}/api/morechildren?${moreParams}`;
    const more = await read({ url: moreUrl, schema: redditMoreChildrenSchema, cacheKey: moreUrl });
    context.emit(redditMoreChildrenToEvidence(more, post.title, post.text));
  }
}
