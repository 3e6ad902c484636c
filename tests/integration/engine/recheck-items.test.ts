import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { recheckQuotes } from "../../../src/engine/index.ts";
import type { QuoteToRecheck } from "../../../src/engine/index.ts";
import {
  hnId,
  MARKETS,
  redditComments,
  redditThreads,
  youtubeCommentId,
} from "../../fakes/markets/corpus.ts";
import type { Item, Market } from "../../fakes/markets/market.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { optionsFor } from "./helpers.ts";

let fakes: Fakes;
const market = MARKETS[0]!;
const original = structuredClone({
  reddit: market.reddit,
  hackernews: market.hackernews,
  youtube: market.youtube,
});

beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.close();
});
afterEach(() => {
  fakes.control.reset();
  Object.assign(market, structuredClone(original));
});

/** Text that arrives the same through every vendor's format: one line, nothing to escape. */
const plain = (item: Item) => !/[\n&<>'"]/.test(item.text);

function redditQuotes(count: number): { quote: QuoteToRecheck; item: Item }[] {
  const ref = redditThreads().find(
    (thread) => thread.market === market && thread.thread.comments.some(plain),
  )!;
  return redditComments(ref)
    .filter((comment) => comment.depth === 0 && plain(comment.item))
    .slice(0, count)
    .map((comment) => ({
      item: comment.item,
      quote: {
        evidenceId: `reddit:t1_${comment.id}`,
        platform: "reddit",
        kind: "comment",
        text: comment.item.text,
      },
    }));
}

function hnQuotes(count: number): { quote: QuoteToRecheck; item: Item }[] {
  return market.hackernews
    .flatMap((thread) => thread.comments.filter(plain))
    .slice(0, count)
    .map((item) => ({
      item,
      quote: {
        evidenceId: `hackernews:${hnId(market, item.key)}`,
        platform: "hackernews",
        kind: "comment",
        text: item.text,
      },
    }));
}

function youtubeQuotes(count: number): { quote: QuoteToRecheck; item: Item }[] {
  return market.youtube
    .flatMap((thread) => thread.comments.filter(plain))
    .slice(0, count)
    .map((item) => ({
      item,
      quote: {
        evidenceId: `youtube:${youtubeCommentId(market, item.key)}`,
        platform: "youtube",
        kind: "comment",
        text: item.text,
      },
    }));
}

function remove(market: Market, item: Item) {
  for (const platform of ["reddit", "hackernews", "youtube"] as const) {
    for (const thread of market[platform]) {
      const index = thread.comments.indexOf(item);
      if (index >= 0) thread.comments.splice(index, 1);
    }
  }
}

const options = () => ({ ...optionsFor(fakes), paceMs: 0 });

test("items still there word for word are verbatim; a deleted one is gone; an edited one changed", async () => {
  const reddit = redditQuotes(3);
  const hn = hnQuotes(3);
  const youtube = youtubeQuotes(3);
  expect(reddit).toHaveLength(3);
  expect(hn).toHaveLength(3);
  expect(youtube).toHaveLength(3);
  remove(market, reddit[0]!.item);
  reddit[1]!.item.text = `${reddit[1]!.item.text} (edited: never mind)`;
  remove(market, hn[0]!.item);
  hn[1]!.item.text = "Deleted by the author.";
  remove(market, youtube[2]!.item);

  const results = await recheckQuotes(
    [...reddit, ...hn, ...youtube].map(({ quote }) => quote),
    options(),
  );
  const outcome = new Map(results.map((result) => [result.evidenceId, result.outcome]));
  expect([...reddit, ...hn, ...youtube].map(({ quote }) => outcome.get(quote.evidenceId))).toEqual([
    "gone",
    "changed",
    "verbatim",
    "gone",
    "changed",
    "verbatim",
    "verbatim",
    "verbatim",
    "gone",
  ]);
});

test("a quote cut with an ellipsis is verbatim when the source still starts with its words", async () => {
  const [entry] = hnQuotes(1);
  const words = entry!.quote.text.split(" ");
  const cut = `${words.slice(0, Math.max(3, words.length - 2)).join(" ")}…`;
  const [result] = await recheckQuotes([{ ...entry!.quote, text: cut }], options());
  expect(result?.outcome).toBe("verbatim");
});

test("a source that fails is unreachable, never gone", async () => {
  fakes.control.set("hackernews", { failure: "500" });
  const results = await recheckQuotes(
    hnQuotes(2).map(({ quote }) => quote),
    {
      ...options(),
      http: { timeoutMs: 2_000, retries: 1, maxBackoffMs: 10 },
    },
  );
  expect(results.map((result) => result.outcome)).toEqual(["unreachable", "unreachable"]);
});

test("a rate limit is waited out as Retry-After asks, and a platform that stays limited is left for the next run", async () => {
  // One refusal, asking for a second: the item is read after the wait.
  fakes.control.set("youtube", { failure: "429", failCount: 1, retryAfterSeconds: 1 });
  const started = Date.now();
  const [first] = await recheckQuotes(
    youtubeQuotes(1).map(({ quote }) => quote),
    options(),
  );
  expect(first?.outcome).toBe("verbatim");
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);

  // Limited throughout: one item is recorded unreachable, the others are not asked for at all.
  fakes.control.set("youtube", {
    failure: "429",
    failCount: Number.POSITIVE_INFINITY,
    retryAfterSeconds: 0,
  });
  const before = fakes.control.services.youtube.requests.length;
  const results = await recheckQuotes(
    youtubeQuotes(3).map(({ quote }) => quote),
    {
      ...options(),
      http: { timeoutMs: 2_000, retries: 1, maxBackoffMs: 10 },
    },
  );
  expect(results).toEqual([expect.objectContaining({ outcome: "unreachable" })]);
  expect(fakes.control.services.youtube.requests.length - before).toBe(2);
});

test("items no platform can read again by id (web-search finds, videos) are not sampled", async () => {
  const results = await recheckQuotes(
    [
      { evidenceId: "x:123", platform: "twitter", kind: "post", text: "a post" },
      { evidenceId: "tiktok:abc", platform: "tiktok", kind: "video", text: "a video" },
      {
        evidenceId: "youtube:dQw4w9WgXcQ",
        platform: "youtube",
        kind: "video",
        text: "a description",
      },
    ],
    options(),
  );
  expect(results).toEqual([]);
});
