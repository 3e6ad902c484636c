import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { recheckQuotes } from "../../../src/engine/index.ts";
import type { QuoteToRecheck } from "../../../src/engine/index.ts";
import { resetBlueskySessions } from "../../../src/engine/sources/bluesky.ts";
import { resetStackExchangeState } from "../../../src/engine/sources/stackexchange.ts";
import {
  appReviewId,
  appReviewUrl,
  blueskyDid,
  blueskyRecordKey,
  githubCommentId,
  githubIssueNumber,
  MARKETS,
  stackExchangeId,
} from "../../fakes/markets/corpus.ts";
import type { AppReview, Item, Product } from "../../fakes/markets/market.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { optionsFor } from "./helpers.ts";

// Stack Exchange, GitHub issues, Bluesky and App Store quotes read again through each platform's
// by-id API on its fake (ADR 0028, addendum): the other three platforms are in recheck-items.test.ts.

let fakes: Fakes;
const market = MARKETS[0]!;
const original = structuredClone({
  stackexchange: market.stackexchange,
  bluesky: market.bluesky,
  githubIssues: market.githubIssues,
  products: market.products,
});

beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.close();
});
beforeEach(() => {
  resetStackExchangeState();
  resetBlueskySessions();
});
afterEach(() => {
  fakes.control.reset();
  fakes.control.github.resetInSeconds = 60;
  fakes.control.bluesky.resetInSeconds = 300;
  Object.assign(market, structuredClone(original));
});

const options = () => ({ ...optionsFor(fakes), paceMs: 0 });
/** Few retries, short back-offs: a failing fake answers quickly. */
const failFast = () => ({ ...options(), http: { timeoutMs: 2_000, retries: 1, maxBackoffMs: 10 } });

interface Quoted {
  quote: QuoteToRecheck;
  item: Item;
  /** Where the item sits in the fake market, so a test can delete it. */
  list: Item[];
}

/** The text the source module made of an item when quoting it: the fakes' wire formats round-trip it. */
function stackExchangeQuotes(count: number): Quoted[] {
  const questions = market.stackexchange!;
  const answers = questions.flatMap((question) =>
    question.comments.map((answer) => ({
      item: answer,
      list: question.comments,
      quote: {
        evidenceId: `stackexchange:${question.site ?? "softwarerecs"}:a${stackExchangeId(market, answer.key)}`,
        platform: "stackexchange" as const,
        kind: "comment",
        text: answer.text,
      },
    })),
  );
  const asked = questions.map((question) => ({
    item: question as Item,
    list: questions as Item[],
    quote: {
      evidenceId: `stackexchange:${question.site ?? "softwarerecs"}:q${stackExchangeId(market, question.key)}`,
      platform: "stackexchange" as const,
      kind: "post",
      text: `${question.title}\n${question.text}`,
    },
  }));
  // Answers and questions alternate, so both by-id methods are read.
  return answers
    .flatMap((answer, index) => (asked[index] ? [answer, asked[index]] : [answer]))
    .slice(0, count);
}

function blueskyQuotes(count: number): Quoted[] {
  const posts = market.bluesky!;
  const withReplies = posts.flatMap((post) => [
    { item: post, list: posts },
    ...(post.replies ?? []).map((reply) => ({ item: reply, list: post.replies! })),
  ]);
  return withReplies.slice(0, count).map(({ item, list }) => ({
    item,
    list,
    quote: {
      evidenceId: `bluesky:${blueskyDid(item.author)}:${blueskyRecordKey(market, item)}`,
      platform: "bluesky",
      kind: list === posts ? "post" : "comment",
      text: item.text,
    },
  }));
}

function githubQuotes(count: number): Quoted[] {
  const issues = market.githubIssues!;
  return issues
    .flatMap((issue) => {
      const id = `githubissues:${issue.repo}#${githubIssueNumber(market, issue)}`;
      return [
        {
          item: issue as Item,
          list: issues as Item[],
          quote: {
            evidenceId: id,
            platform: "githubissues" as const,
            kind: "post",
            text: `${issue.title}\n${issue.text}`,
          },
        },
        ...issue.comments.map((comment) => ({
          item: comment,
          list: issue.comments,
          quote: {
            evidenceId: `${id}/${githubCommentId(market, comment)}`,
            platform: "githubissues" as const,
            kind: "comment",
            text: comment.text,
          },
        })),
      ];
    })
    .slice(0, count);
}

function appStoreQuotes(count: number, product?: Product): (Quoted & { product: Product })[] {
  return market.products
    .filter((candidate) => candidate.appStore && (!product || candidate === product))
    .flatMap((listed) =>
      listed.appStore!.reviews.map((review) => ({
        product: listed,
        item: review as Item,
        list: listed.appStore!.reviews as Item[],
        quote: {
          evidenceId: `appstore:review${appReviewId(market, review)}`,
          platform: "appstore" as const,
          kind: "comment",
          text: `${review.title}\n${review.text}`,
          url: appReviewUrl(market, listed, review),
        },
      })),
    )
    .slice(0, count);
}

const isLeaf = (item: Item) =>
  (item.replies ?? []).length === 0 &&
  !("comments" in item && Array.isArray(item.comments) && item.comments.length > 0);
const remove = ({ item, list }: Quoted) => list.splice(list.indexOf(item), 1);
const edit = ({ item }: Quoted) => {
  item.text = `${item.text} (edited: never mind)`;
};

async function outcomes(quoted: Quoted[], run = options()) {
  const results = await recheckQuotes(
    quoted.map(({ quote }) => quote),
    run,
  );
  const byId = new Map(results.map((result) => [result.evidenceId, result.outcome]));
  return quoted.map(({ quote }) => byId.get(quote.evidenceId) ?? "not read");
}

describe.each([
  ["stackexchange", "stackexchange", stackExchangeQuotes],
  ["bluesky", "bluesky", blueskyQuotes],
  ["githubissues", "github", githubQuotes],
] as const)("%s", (_platform, service, quotesOf) => {
  test("an item still there word for word is verbatim, an edited one changed, a deleted one gone", async () => {
    const quoted = quotesOf(6);
    expect(quoted).toHaveLength(6);
    // A question, an issue or a post with replies would take its replies with it: delete a leaf.
    const deleted = quoted.findIndex((entry, index) => index >= 2 && isLeaf(entry.item));
    const edited = [1, deleted === 5 ? 4 : 5];
    expect(deleted).toBeGreaterThan(0);
    edited.forEach((index) => edit(quoted[index]!));
    remove(quoted[deleted]!);
    expect(await outcomes(quoted)).toEqual(
      quoted.map((_, index) =>
        index === deleted ? "gone" : edited.includes(index) ? "changed" : "verbatim",
      ),
    );
  });

  test("a platform that fails is unreachable, never gone", async () => {
    fakes.control.set(service, { failure: "500" });
    expect(await outcomes(quotesOf(2), failFast())).toEqual(["unreachable", "unreachable"]);
  });
});

describe("stackexchange's shared quota", () => {
  test("a spent quota (throttle_violation) is a rate limit: the platform is left for the next run", async () => {
    fakes.control.stackexchange.quotaRemaining = 0;
    const before = fakes.control.services.stackexchange.requests.length;
    expect(await outcomes(stackExchangeQuotes(3), failFast())).toEqual([
      "unreachable",
      "not read",
      "not read",
    ]);
    expect(fakes.control.services.stackexchange.requests.length - before).toBe(1);
  });

  test("the research's reserve is kept: once the quota falls to it, the re-check stops asking", async () => {
    fakes.control.stackexchange.quotaRemaining = 11;
    expect(await outcomes(stackExchangeQuotes(3), failFast())).toEqual([
      "verbatim",
      "unreachable",
      "not read",
    ]);
    expect(fakes.control.services.stackexchange.requests).toHaveLength(1);
  });

  test("a back-off the service asks for is waited out before the next read", async () => {
    fakes.control.stackexchange.backoffSeconds = 1;
    const started = Date.now();
    const quoted = stackExchangeQuotes(4).filter(({ quote }) => quote.kind === "comment");
    expect(await outcomes(quoted)).toEqual(["verbatim", "verbatim"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

test("bluesky: a spent read limit (429, ratelimit-reset an hour away) leaves the platform for the next run", async () => {
  fakes.control.bluesky.readsRemaining = 0;
  fakes.control.bluesky.resetInSeconds = 3_600;
  const before = fakes.control.services.bluesky.requests.length;
  expect(await outcomes(blueskyQuotes(3), failFast())).toEqual([
    "unreachable",
    "not read",
    "not read",
  ]);
  // One sign-in and one read: a reset past the run's budget is not waited for.
  expect(
    fakes.control.services.bluesky.requests
      .slice(before)
      .map((request) => request.path.replace("/xrpc/", "")),
  ).toEqual(["com.atproto.server.createSession", "app.bsky.feed.getPosts"]);
});

test("github: a deleted issue (410) and a deleted comment (404) are both gone", async () => {
  const issues = market.githubIssues!;
  const quoted = githubQuotes(100);
  const withComments = issues.find((issue) => issue.comments.length > 0)!;
  const comment = quoted.find(({ item }) => item === withComments.comments[0])!;
  const other = quoted.find(
    ({ item }) => issues.includes(item as never) && item !== (withComments as Item),
  )!;
  remove(comment);
  remove(other);
  expect(await outcomes([comment, other])).toEqual(["gone", "gone"]);
});

test("github: a spent hourly limit (403, x-ratelimit-remaining 0) leaves the platform for the next run", async () => {
  fakes.control.github.coreRemaining = 0;
  fakes.control.github.resetInSeconds = 3_600;
  const before = fakes.control.services.github.requests.length;
  expect(await outcomes(githubQuotes(3), failFast())).toEqual([
    "unreachable",
    "not read",
    "not read",
  ]);
  expect(fakes.control.services.github.requests.length - before).toBe(1);
});

describe("appstore", () => {
  const reviewer = (index: number): AppReview => ({
    key: `extra-review-${index}`,
    author: `reviewer${index}`,
    title: `Review ${index}`,
    text: `An older opinion, number ${index}.`,
    stars: 4,
    onTopic: false,
    daysAgo: 1,
    score: 0,
  });

  test("a review still in the feed is verbatim, an edited one changed; a deleted one is unreachable while its app is listed", async () => {
    const quoted = appStoreQuotes(4);
    remove(quoted[2]!);
    edit(quoted[1]!);
    expect(await outcomes(quoted)).toEqual(["verbatim", "changed", "unreachable", "verbatim"]);
  });

  test("the reviews of an app the store no longer lists are gone", async () => {
    const [first] = appStoreQuotes(1);
    const quoted = appStoreQuotes(3, first!.product);
    delete first!.product.appStore;
    expect(await outcomes(quoted)).toEqual(["gone", "gone", "gone"]);
    // The feed (empty) once and the lookup once: the app's other reviews cost nothing more.
    expect(fakes.control.services.appstore.requests.map((request) => request.path)).toEqual([
      expect.stringMatching(/\/us\/rss\/customerreviews\/page=1\/id=\d+\/sortby=mostrecent\/json$/),
      "/lookup",
    ]);
  });

  test("the feed is paged newest first until the review turns up, once per app in a run", async () => {
    const [first] = appStoreQuotes(1);
    const quoted = appStoreQuotes(2, first!.product);
    // Sixty newer reviews push the quoted ones to the feed's second page.
    first!.product.appStore!.reviews.unshift(...Array.from({ length: 60 }, (_, i) => reviewer(i)));
    expect(await outcomes(quoted)).toEqual(["verbatim", "verbatim"]);
    expect(
      fakes.control.services.appstore.requests.map(
        (request) => /page=(\d+)/.exec(request.path)?.[1],
      ),
    ).toEqual(["1", "2"]);
  });

  test("a review past the pages the feed serves is unreachable, not gone", async () => {
    const [first] = appStoreQuotes(1);
    first!.product.appStore!.reviews.unshift(...Array.from({ length: 500 }, (_, i) => reviewer(i)));
    expect(await outcomes([first!])).toEqual(["unreachable"]);
    expect(fakes.control.services.appstore.requests).toHaveLength(11);
  });

  test("a store that fails is unreachable, never gone", async () => {
    fakes.control.set("appstore", { failure: "500" });
    expect(await outcomes(appStoreQuotes(2), failFast())).toEqual(["unreachable", "unreachable"]);
  });

  test("a store refusing more requests (403) is a rate limit: the platform is left for the next run", async () => {
    fakes.control.set("appstore", { failure: "403" });
    expect(await outcomes(appStoreQuotes(3), failFast())).toEqual([
      "unreachable",
      "not read",
      "not read",
    ]);
    expect(fakes.control.services.appstore.requests).toHaveLength(1);
  });

  test("a review without its app's link cannot be asked for: unreachable", async () => {
    const [first] = appStoreQuotes(1);
    const { url: _url, ...withoutLink } = first!.quote;
    expect(await outcomes([{ ...first!, quote: withoutLink }])).toEqual(["unreachable"]);
    expect(fakes.control.services.appstore.requests).toHaveLength(0);
  });
});
