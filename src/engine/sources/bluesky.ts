import { z } from "zod";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";
import { SourceError } from "../http/source-error.ts";
import { renewWhenRefused } from "../http/renew-when-refused.ts";
import { normaliseWhitespace } from "../text/format.ts";
import { isStopword, stem } from "../text/words.ts";
import type { Evidence, FoundProduct, SourceSettings } from "../types.ts";
import type { Source, SourceContext, SourceRequest } from "./source.ts";
import { mostPromising, productAsThread, productsByName, queriesFor } from "./source.ts";

/**
 * Bluesky, with a free account's app password: `com.atproto.server.createSession` on the
 * account's host (the PDS, bsky.social by default), then `app.bsky.feed.searchPosts`, which the
 * PDS proxies to the main AppView, and `app.bsky.feed.getPostThread` for the replies of the most
 * promising posts.
 *
 * Matching rules: searchPosts matches posts holding every word of `q` (the plan's short
 * all-words queries), English posts only (`lang=en`), most engaging first (`sort=top`). A post is
 * quoted as its text, verbatim, with its author's handle and its bsky.app link; a reply under it
 * the same way, with the post as its thread. Rate limits answer 429 with `ratelimit-reset`
 * (Unix seconds), honoured like every service's Retry-After. A session is created once and
 * reused across reports until it expires, since sign-ins are limited far more tightly than reads.
 */

const SEARCHES = { full: 3, preview: 1 };
/**
 * The plan's words searched alone, beside its phrases. A post is a sentence or two and must hold
 * every word of a search, so the phrases found 24 of the held-out markets' 78 on-topic posts; the
 * words they share most, each alone, found 50 (ADR 0020, seventh round).
 */
const WIDE_SEARCHES = { full: 3, preview: 0 };
/**
 * What a post found by one word must score to be kept: a search for one word brings back
 * everyone's posts that use it, and the gate's usual bar let a third of those through off topic.
 */
const WIDE_SEARCH_BAR = 3;
/** Found products whose users' posts are searched by the product's name, in a later wave. */
const PRODUCTS_SEARCHED = { full: 3, preview: 1 };
const POSTS_PER_SEARCH = { full: 25, preview: 10 };
const THREADS_READ = { full: 4, preview: 0 };
/** Access tokens last about two hours; one is renewed well before that. */
const SESSION_REUSE_MS = 90 * 60 * 1000;

const sessionSchema = z.object({ accessJwt: z.string(), did: z.string() });

const postViewSchema = z.object({
  uri: z.string(),
  author: z.object({ did: z.string(), handle: z.string(), displayName: z.string().nullish() }),
  record: z.object({ text: z.string().nullish(), createdAt: z.string().nullish() }).passthrough(),
  replyCount: z.number().nullish(),
  likeCount: z.number().nullish(),
  indexedAt: z.string().nullish(),
});
type PostView = z.infer<typeof postViewSchema>;

export const blueskySearchSchema = z.object({
  posts: z.array(postViewSchema),
  cursor: z.string().nullish(),
});

/** `app.bsky.feed.getPosts`: the posts asked for that exist; a deleted one is left out. */
export const blueskyPostsSchema = z.object({ posts: z.array(postViewSchema) });

/** A reply in a thread view; blocked or deleted replies come as other shapes and are skipped. */
const threadReplySchema = z.object({ post: postViewSchema.optional() }).passthrough();
export const blueskyThreadSchema = z.object({
  thread: z.object({
    post: postViewSchema.optional(),
    replies: z.array(threadReplySchema).nullish(),
  }),
});

const xrpcErrorSchema = z.object({ error: z.string(), message: z.string().nullish() });

/** The service's own reason for a refusal: a wrong app password says so in plain words. */
export function describeBlueskyRefusal(status: number, body: unknown): SourceError | null {
  const parsed = xrpcErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error, message } = parsed.data;
  if (status === 401 && /password|identifier/i.test(message ?? ""))
    return new SourceError(
      "failed",
      "the account's sign-in was refused; check the app password",
      status,
    );
  return new SourceError(
    "failed",
    `${error}${message ? `: ${message}` : ""}`.slice(0, 200),
    status,
  );
}

/** `at://did:plc:…/app.bsky.feed.post/3kq…` → the post's key, the last part. */
const recordKeyOf = (uri: string) => uri.split("/").at(-1) ?? uri;

/**
 * A post's `at://` address from its evidence id (`bluesky:<did>:<key>`, made below). A DID has
 * colons of its own; a record key has none.
 */
export function blueskyPostUriOf(evidenceId: string): string | null {
  const match = /^bluesky:(did:.+):([^:]+)$/.exec(evidenceId);
  return match ? `at://${match[1]}/app.bsky.feed.post/${match[2]}` : null;
}

/** `thread`: what a reply answers, or the product a post was found by, as context for judging it. */
export function blueskyPostToEvidence(post: PostView, thread?: string): Evidence | null {
  const text = normaliseWhitespace(post.record.text ?? "");
  if (!text) return null;
  const key = recordKeyOf(post.uri);
  return {
    id: `bluesky:${post.author.did}:${key}`,
    platform: "bluesky",
    source: "bluesky",
    kind: thread ? "comment" : "post",
    title: null,
    text,
    author: post.author.handle,
    url: `https://bsky.app/profile/${post.author.handle}/post/${key}`,
    createdAt: post.record.createdAt ?? post.indexedAt ?? null,
    score: post.likeCount ?? null,
    ...(thread ? { thread } : {}),
  };
}

/** A sign-in, shared by every read that starts while it is young enough to use. */
interface StoredSession {
  accessJwt: Promise<string>;
  startedAt: number;
}
/** Sessions by host and account, shared across reports and the re-check. */
const sessions = new Map<string, StoredSession>();

/** Forgets every session (tests start each case signed out). */
export function resetBlueskySessions(): void {
  sessions.clear();
}

/** How a caller fetches JSON: the research's cached `getJson`, or the re-check's plain request. */
export type BlueskyGetJson = <T>(request: SourceRequest<T>) => Promise<T>;

const sessionKeyOf = (settings: SourceSettings["bluesky"]) =>
  `${settings.serviceUrl}|${settings.identifier ?? ""}`;

/** The current session, or one sign-in that every concurrent read shares. */
function sessionFor(settings: SourceSettings["bluesky"], getJson: BlueskyGetJson): StoredSession {
  const key = sessionKeyOf(settings);
  const stored = sessions.get(key);
  if (stored && Date.now() - stored.startedAt < SESSION_REUSE_MS) return stored;
  const fresh: StoredSession = {
    accessJwt: getJson({
      url: `${settings.serviceUrl}/xrpc/com.atproto.server.createSession`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: settings.identifier, password: settings.appPassword }),
      schema: sessionSchema,
      cacheKey: false,
      describeRefusal: describeBlueskyRefusal,
    }).then((body) => body.accessJwt),
    startedAt: Date.now(),
  };
  sessions.set(key, fresh);
  fresh.accessJwt.catch(() => forget(key, fresh));
  return fresh;
}

function forget(key: string, stored: StoredSession) {
  if (sessions.get(key) === stored) sessions.delete(key);
}

/**
 * A read through the account's host with the shared session (sign-ins are limited far more
 * tightly than reads); an expired token (401) is renewed once.
 */
export async function readWithBlueskySession<T>(
  settings: SourceSettings["bluesky"],
  getJson: BlueskyGetJson,
  path: string,
  params: URLSearchParams,
  schema: z.ZodType<T>,
): Promise<T> {
  const url = `${settings.serviceUrl}/xrpc/${path}?${params}`;
  const attempt = async (session: StoredSession) =>
    getJson({
      url,
      headers: { authorization: `Bearer ${await session.accessJwt}` },
      schema,
      cacheKey: url,
      describeRefusal: describeBlueskyRefusal,
    });
  return renewWhenRefused(
    () => sessionFor(settings, getJson),
    (session) => forget(sessionKeyOf(settings), session),
    attempt,
  );
}

/**
 * The words the plan's queries share most, at least two queries each, most shared first: the
 * problem's own words ("invoices", "bibs"), which people write whatever else they say.
 */
export function mostSharedWords(queries: string[], count: number): string[] {
  const tally = new Map<string, { word: string; queries: number }>();
  for (const query of queries) {
    const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => word.length > 2 && !isStopword(word),
    );
    for (const key of new Set(words.map(stem))) {
      const entry = tally.get(key) ?? {
        word: words.find((word) => stem(word) === key)!,
        queries: 0,
      };
      tally.set(key, { ...entry, queries: entry.queries + 1 });
    }
  }
  return [...tally.values()]
    .filter((entry) => entry.queries >= 2)
    .sort((a, b) => b.queries - a.queries || a.word.localeCompare(b.word))
    .slice(0, count)
    .map((entry) => entry.word);
}

export function createBlueskySource(settings: SourceSettings["bluesky"]): Source {
  const missing = [
    ...(settings.identifier ? [] : ["BLUESKY_IDENTIFIER"]),
    ...(settings.appPassword ? [] : ["BLUESKY_APP_PASSWORD"]),
  ];
  const read = <T>(
    context: SourceContext,
    path: string,
    params: URLSearchParams,
    schema: z.ZodType<T>,
  ): Promise<T> => readWithBlueskySession(settings, context.getJson, path, params, schema);

  /**
   * Searches once; returns the posts with replies, with their `at://` address to read them by.
   * Posts found by a product's name are read under that product, as its store reviews are: its
   * users rarely say what it is for ("Slotback's texts ran out on the 19th").
   */
  const search = async (
    context: SourceContext,
    query: string,
    options: { product?: FoundProduct; wide?: boolean } = {},
  ) => {
    const { product, wide = false } = options;
    const limit = context.preview ? POSTS_PER_SEARCH.preview : POSTS_PER_SEARCH.full;
    const params = new URLSearchParams({ q: query, sort: "top", lang: "en", limit: String(limit) });
    const body = await read(context, "app.bsky.feed.searchPosts", params, blueskySearchSchema);
    const posts = body.posts.flatMap((post) => {
      const evidence = blueskyPostToEvidence(post, product && productAsThread(product));
      if (!evidence) return [];
      if (wide) {
        const judgement = context.relevance(evidence);
        if (!judgement.onTopic || judgement.score < WIDE_SEARCH_BAR) return [];
      }
      return [{ evidence, post }];
    });
    context.emit(posts.map(({ evidence }) => evidence));
    return posts
      .filter(({ post }) => (post.replyCount ?? 0) > 0)
      .map(({ evidence, post }) => ({ ...evidence, uri: post.uri }));
  };

  const readReplies = async (context: SourceContext, post: Evidence & { uri: string }) => {
    const params = new URLSearchParams({ uri: post.uri, depth: "1", parentHeight: "0" });
    const body = await read(context, "app.bsky.feed.getPostThread", params, blueskyThreadSchema);
    context.emit(
      (body.thread.replies ?? []).flatMap(({ post: reply }) => {
        const evidence = reply ? blueskyPostToEvidence(reply, post.text) : null;
        return evidence ? [evidence] : [];
      }),
    );
  };

  return {
    name: "bluesky",
    label: SOURCE_LABELS.bluesky,
    purpose: "posts and replies on Bluesky",
    missing,
    async gather(context) {
      const queries = queriesFor(context, SEARCHES.full, SEARCHES.preview);
      const words = mostSharedWords(
        context.understanding.queries,
        context.preview ? WIDE_SEARCHES.preview : WIDE_SEARCHES.full,
      );
      const products = productsByName(
        context,
        context.preview ? PRODUCTS_SEARCHED.preview : PRODUCTS_SEARCHED.full,
      );
      const withReplies = (
        await Promise.all([
          ...queries.map((query) => search(context, query)),
          ...words.map((word) => search(context, word, { wide: true })),
          ...products.map((product) => search(context, product.name, { product })),
        ])
      ).flat();
      context.searched();
      const limit = context.preview ? THREADS_READ.preview : THREADS_READ.full;
      const promising = mostPromising(context, withReplies, limit);
      await Promise.all(promising.map((post) => readReplies(context, post)));
    },
  };
}
