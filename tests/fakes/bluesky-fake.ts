import type { FakeResponse, FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import type { Item, Market } from "./markets/market.ts";
import {
  blueskyDid,
  blueskyHandle,
  blueskyPostUri,
  isoDaysAgo,
  matchesAllWords,
  SERVED_MARKETS,
  searchTokens,
} from "./markets/corpus.ts";

/** The app password the fake accepts; any other is refused as a wrong one. */
export const BLUESKY_FAKE_APP_PASSWORD = "fake-abcd-efgh-ijkl";

/** What tests change: expire every session, or spend the read limit. */
export interface BlueskyFakeState {
  /** Reads left in the current window; at 0 a read answers 429 with `ratelimit-reset`. */
  readsRemaining: number;
  /** Seconds until the window resets, as `ratelimit-reset` says it. */
  resetInSeconds: number;
  sessionsCreated: number;
  /** Ends every access token issued so far: the next read answers 401 ExpiredToken. */
  expireSessions(): void;
}

interface Post {
  market: Market;
  item: Item;
  uri: string;
  replies: Post[];
}

function posts(): Post[] {
  const toPost = (market: Market, item: Item): Post => ({
    market,
    item,
    uri: blueskyPostUri(market, item),
    replies: (item.replies ?? []).map((reply) => toPost(market, reply)),
  });
  return SERVED_MARKETS.flatMap((market) =>
    (market.bluesky ?? []).map((item) => toPost(market, item)),
  );
}

/** Every post and reply by its `at://` address. */
function postsByUri(list: Post[]): Map<string, Post> {
  const byUri = new Map<string, Post>();
  const index = (post: Post) => {
    byUri.set(post.uri, post);
    post.replies.forEach(index);
  };
  list.forEach(index);
  return byUri;
}

/** A post view as the AppView sends it: author, record, counts. */
function postView(post: Post) {
  const { item } = post;
  const createdAt = isoDaysAgo(item.daysAgo);
  return {
    uri: post.uri,
    cid: `bafyrei${post.uri.split("/").at(-1)}`,
    author: {
      did: blueskyDid(item.author),
      handle: blueskyHandle(item.author),
      displayName: item.author.split(".")[0],
      labels: [],
      createdAt: isoDaysAgo(900),
    },
    record: { $type: "app.bsky.feed.post", text: item.text, createdAt, langs: ["en"] },
    replyCount: post.replies.length,
    repostCount: Math.floor(item.score / 4),
    likeCount: item.score,
    quoteCount: 0,
    indexedAt: createdAt,
    labels: [],
  };
}

function xrpcError(status: number, error: string, message: string): FakeResponse {
  return { status, json: { error, message } };
}

/**
 * A Bluesky PDS (bsky.social) proxying reads to the AppView: `createSession` with an app
 * password, then `app.bsky.feed.searchPosts` (every word of `q`, stemmed; `sort=top` by likes,
 * `latest` by date; `limit` up to 100; a cursor for the next page) and
 * `app.bsky.feed.getPostThread` (the post and its replies to `depth`), and
 * `app.bsky.feed.getPosts` (the posts of up to 25 `uris` that exist). Reads need the session's
 * bearer token; every answer carries the `ratelimit-*` headers, and a spent window answers 429.
 */
export async function startBlueskyFake(): Promise<FakeService & { bluesky: BlueskyFakeState }> {
  const all = posts();
  const byUri = postsByUri(all);
  const tokens = new Set<string>();
  const state: BlueskyFakeState = {
    readsRemaining: 3_000,
    resetInSeconds: 300,
    sessionsCreated: 0,
    expireSessions: () => tokens.clear(),
  };
  const limitHeaders = () => ({
    "ratelimit-limit": "3000",
    "ratelimit-remaining": String(Math.max(0, state.readsRemaining)),
    "ratelimit-reset": String(Math.floor(Date.now() / 1000) + state.resetInSeconds),
    "ratelimit-policy": "3000;w=300",
  });
  const read = (request: { headers: Record<string, unknown> }, answer: () => FakeResponse) => {
    const token = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!token) return xrpcError(401, "AuthMissing", "Authentication Required");
    if (!tokens.has(token)) return xrpcError(401, "ExpiredToken", "Token has expired");
    if (state.readsRemaining <= 0)
      return {
        ...xrpcError(429, "RateLimitExceeded", "Rate Limit Exceeded"),
        headers: limitHeaders(),
      };
    state.readsRemaining -= 1;
    const response = answer();
    return { ...response, headers: { ...limitHeaders(), ...response.headers } };
  };
  const service = await startFakeService("bluesky", (request) => {
    if (request.path === "/xrpc/com.atproto.server.createSession") {
      if (request.method !== "POST") return xrpcError(400, "InvalidRequest", "Method not allowed");
      const body = JSON.parse(request.body || "{}") as { identifier?: string; password?: string };
      if (!body.identifier || body.password !== BLUESKY_FAKE_APP_PASSWORD)
        return xrpcError(401, "AuthenticationRequired", "Invalid identifier or password");
      state.sessionsCreated += 1;
      const accessJwt = `fake-access-${state.sessionsCreated}`;
      tokens.add(accessJwt);
      return {
        json: {
          accessJwt,
          refreshJwt: `fake-refresh-${state.sessionsCreated}`,
          handle: blueskyHandle(body.identifier),
          did: blueskyDid(body.identifier),
          active: true,
        },
      };
    }
    if (request.path === "/xrpc/app.bsky.feed.searchPosts")
      return read(request, () => {
        const words = searchTokens(request.query.get("q") ?? "");
        if (words.length === 0) return xrpcError(400, "InvalidRequest", "Error: q is required");
        const limit = Math.min(100, Number(request.query.get("limit") ?? 25));
        const offset = Number(request.query.get("cursor") ?? 0);
        const found = all
          .filter((post) => matchesAllWords(words, post.item.text, "all-stemmed"))
          .sort((a, b) =>
            request.query.get("sort") === "latest"
              ? a.item.daysAgo - b.item.daysAgo
              : b.item.score - a.item.score || a.uri.localeCompare(b.uri),
          );
        const page = found.slice(offset, offset + limit);
        return {
          json: {
            posts: page.map(postView),
            hitsTotal: found.length,
            ...(offset + limit < found.length ? { cursor: String(offset + limit) } : {}),
          },
        };
      });
    if (request.path === "/xrpc/app.bsky.feed.getPostThread")
      return read(request, () => {
        const post = byUri.get(request.query.get("uri") ?? "");
        if (!post) return xrpcError(400, "NotFound", "Post not found");
        const depth = Number(request.query.get("depth") ?? 6);
        const thread = (node: Post, level: number): unknown => ({
          $type: "app.bsky.feed.defs#threadViewPost",
          post: postView(node),
          ...(level < depth
            ? { replies: node.replies.map((reply) => thread(reply, level + 1)) }
            : {}),
        });
        return { json: { thread: thread(post, 0) } };
      });
    if (request.path === "/xrpc/app.bsky.feed.getPosts")
      return read(request, () => {
        const uris = request.query.getAll("uris");
        if (uris.length === 0 || uris.length > 25)
          return xrpcError(400, "InvalidRequest", "Error: uris must have 1 to 25 items");
        // Read from the markets as they are now: a post removed since (a planted deletion) is
        // left out, as the AppView leaves out a deleted one; an edit shows.
        const current = postsByUri(posts());
        return {
          json: {
            posts: uris.flatMap((uri) => {
              const post = current.get(uri);
              return post ? [postView(post)] : [];
            }),
          },
        };
      });
    return xrpcError(404, "MethodNotImplemented", "Method Not Implemented");
  });
  return Object.assign(service, { bluesky: state });
}
