import type { FakeRequest, FakeResponse, FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import type { IndexedComment, RedditThreadRef } from "./markets/corpus.ts";
import {
  matchesAllWords,
  redditComments,
  redditThreads,
  searchTokens,
  unixDaysAgo,
} from "./markets/corpus.ts";

/** Reddit's search drops common English words before matching the rest, all of them required. */
const IGNORED_WORDS = new Set(
  "a an and are as at be but by do for from how i in is it my of on or so that the this to was we what when with you your".split(
    " ",
  ),
);
const TOKEN = "fake-reddit-token";

function listing(children: unknown[]) {
  return {
    kind: "Listing",
    data: {
      after: null,
      dist: children.length,
      modhash: "",
      geo_filter: "",
      children,
      before: null,
    },
  };
}

function postThing(ref: RedditThreadRef) {
  const { thread } = ref;
  return {
    kind: "t3",
    data: {
      id: ref.id,
      name: `t3_${ref.id}`,
      title: thread.title,
      selftext: thread.text,
      author: thread.author,
      subreddit: thread.subreddit,
      subreddit_name_prefixed: `r/${thread.subreddit}`,
      permalink: ref.permalink,
      url: `https://www.reddit.com${ref.permalink}`,
      ups: thread.score,
      score: thread.score,
      num_comments: redditComments(ref).length,
      created_utc: unixDaysAgo(thread.daysAgo),
      is_self: true,
    },
  };
}

function commentData(ref: RedditThreadRef, comment: IndexedComment, replies: unknown) {
  return {
    id: comment.id,
    name: `t1_${comment.id}`,
    body: comment.item.text,
    author: comment.item.author,
    subreddit: ref.thread.subreddit,
    link_id: `t3_${ref.id}`,
    parent_id: comment.parentId,
    permalink: comment.permalink,
    ups: comment.item.score,
    score: comment.item.score,
    depth: comment.depth,
    created_utc: unixDaysAgo(comment.item.daysAgo),
    replies,
  };
}

function moreThing(parentId: string, depth: number, children: IndexedComment[]) {
  const [first] = children;
  return {
    kind: "more",
    data: {
      count: children.length,
      name: `t1_${first?.id ?? "_"}`,
      id: first?.id ?? "_",
      parent_id: parentId,
      depth,
      children: children.map((child) => child.id),
    },
  };
}

/** The comment tree as /comments/{id} returns it: cut at `depth`, the rest of each branch left as a "more" stub. */
function commentTree(ref: RedditThreadRef, maxDepth: number, limit: number): unknown[] {
  const all = redditComments(ref);
  let budget = limit;
  const build = (parentId: string, depth: number): unknown[] => {
    const children = all.filter((comment) => comment.parentId === parentId);
    if (children.length === 0) return [];
    if (depth >= maxDepth) return [moreThing(parentId, depth, children)];
    const shown: unknown[] = [];
    for (const [index, child] of children.entries()) {
      if (budget <= 0) {
        shown.push(moreThing(parentId, depth, children.slice(index)));
        break;
      }
      budget -= 1;
      const replies = build(`t1_${child.id}`, depth + 1);
      shown.push({
        kind: "t1",
        data: commentData(ref, child, replies.length > 0 ? listing(replies) : ""),
      });
    }
    return shown;
  };
  return build(`t3_${ref.id}`, 0);
}

function search(request: FakeRequest, threads: RedditThreadRef[]): FakeResponse {
  const subreddit = /^\/r\/([^/]+)\/search$/.exec(request.path)?.[1];
  const restrict = subreddit !== undefined && request.query.get("restrict_sr") !== "false";
  const words = searchTokens(request.query.get("q") ?? "").filter(
    (word) => !IGNORED_WORDS.has(word),
  );
  const limit = Number(request.query.get("limit") ?? 25);
  const found = threads
    .filter((ref) => !restrict || ref.thread.subreddit?.toLowerCase() === subreddit?.toLowerCase())
    .filter((ref) =>
      matchesAllWords(words, `${ref.thread.title}\n${ref.thread.text}`, "all-stemmed"),
    )
    .sort((a, b) => b.thread.score - a.thread.score || a.id.localeCompare(b.id))
    .slice(0, limit);
  return { json: listing(found.map(postThing)) };
}

function comments(request: FakeRequest, ref: RedditThreadRef, depthCap: number): FakeResponse {
  const depth = Math.min(depthCap, Number(request.query.get("depth") ?? 10));
  const limit = Number(request.query.get("limit") ?? 200);
  return { json: [listing([postThing(ref)]), listing(commentTree(ref, depth, limit))] };
}

/** /api/morechildren: the asked-for comments and everything under them, flattened, each naming its parent. */
function moreChildren(request: FakeRequest, threads: RedditThreadRef[]): FakeResponse {
  const linkId = (request.query.get("link_id") ?? "").replace(/^t3_/, "");
  const wanted = new Set((request.query.get("children") ?? "").split(",").filter(Boolean));
  const ref = threads.find((thread) => thread.id === linkId);
  if (!ref)
    return {
      json: {
        json: {
          errors: [["INVALID_ID", "that link does not exist", "link_id"]],
          data: { things: [] },
        },
      },
    };
  const all = redditComments(ref);
  const included = new Set<string>();
  for (const comment of all) {
    if (wanted.has(comment.id) || included.has(comment.parentId.replace(/^t1_/, "")))
      included.add(comment.id);
  }
  const things = all
    .filter((comment) => included.has(comment.id))
    .map((comment) => ({ kind: "t1", data: commentData(ref, comment, "") }));
  return { json: { json: { errors: [], data: { things } } } };
}

/**
 * /api/info?id=t1_…,t3_…: the things asked for that exist, in a listing; a deleted or unknown id
 * is simply left out, as Reddit does.
 */
function info(request: FakeRequest, threads: RedditThreadRef[]): FakeResponse {
  const wanted = new Set((request.query.get("id") ?? "").split(",").filter(Boolean));
  const things: unknown[] = [];
  for (const ref of threads) {
    if (wanted.has(`t3_${ref.id}`)) things.push(postThing(ref));
    for (const comment of redditComments(ref)) {
      if (wanted.has(`t1_${comment.id}`))
        things.push({ kind: "t1", data: commentData(ref, comment, "") });
    }
  }
  return { json: listing(things) };
}

/**
 * OAuth app-only token, search, comment trees and "more" expansion, in Reddit's wire format.
 * `depthCap` is how deep the server serves a tree whatever the client asks, as Reddit does for
 * large threads.
 */
export function startRedditFake(options: { depthCap?: number } = {}): Promise<FakeService> {
  const depthCap = options.depthCap ?? 10;
  const threads = redditThreads();
  return startFakeService("reddit", (request) => {
    if (request.path === "/api/v1/access_token") {
      if (!request.headers.authorization?.startsWith("Basic "))
        return { status: 401, json: { message: "Unauthorized", error: 401 } };
      return { json: { access_token: TOKEN, token_type: "bearer", expires_in: 86400, scope: "*" } };
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return { status: 401, json: { message: "Unauthorized", error: 401 } };
    if (request.path === "/search" || /^\/r\/[^/]+\/search$/.test(request.path))
      return search(request, threads);
    if (request.path === "/api/morechildren") return moreChildren(request, threads);
    if (request.path === "/api/info") return info(request, threads);
    const articleId = /^\/comments\/([a-z0-9]+)$/.exec(request.path)?.[1];
    const ref = threads.find((thread) => thread.id === articleId);
    if (ref) return comments(request, ref, depthCap);
    return { status: 404, json: { message: "Not Found", error: 404 } };
  });
}
