import { z } from "zod";
import type { HttpSettings } from "../http/request-json.ts";
import { requestJson } from "../http/request-json.ts";
import { SourceError } from "../http/source-error.ts";
import { htmlToText, normaliseWhitespace } from "../text/format.ts";
import {
  redditCommentsToEvidence,
  redditListingSchema,
  redditPostToEvidence,
  readerFor,
} from "../sources/reddit.ts";
import {
  appReviewFeedUrl,
  appReviewOf,
  appReviewSchema,
  appReviewText,
  describeAppStoreRefusal,
  itunesSearchSchema,
  reviewFeedSchema,
} from "../sources/appstore.ts";
import type { AppReview } from "../sources/appstore.ts";
import {
  blueskyPostsSchema,
  blueskyPostToEvidence,
  blueskyPostUriOf,
  readWithBlueskySession,
} from "../sources/bluesky.ts";
import type { BlueskyGetJson } from "../sources/bluesky.ts";
import { githubHeaders } from "../sources/github.ts";
import {
  githubIssueCommentSchema,
  githubIssueItemOf,
  githubIssueSchema,
  githubIssueToEvidence,
  visibleIssueText,
} from "../sources/github-issues.ts";
import {
  awaitStackExchangeTurn,
  describeStackExchangeRefusal,
  noteStackExchangeAnswer,
  stackExchangeAnswersSchema,
  stackExchangeAnswerText,
  stackExchangeItemOf,
  stackExchangeQuery,
  stackExchangeQuestionsSchema,
  stackExchangeQuestionToEvidence,
} from "../sources/stackexchange.ts";
import type { SourceSettings } from "../types.ts";
import type { RecheckablePlatform } from "../../contract/integrity.ts";

/** What a reader needs of a quoted item: its evidence id, and its link (a store review's names its app). */
export interface ItemToReadAgain {
  evidenceId: string;
  url?: string;
}

/**
 * Reading one quoted item again by its id, through the platform's own API, and turning it into
 * text exactly as the source module did when it was quoted. null: the platform says it is not
 * there (deleted, removed, 404). A SourceError: the platform did not answer, or could not be
 * asked about this item.
 */
export type ReadItemAgain = (
  item: ItemToReadAgain,
  signal: AbortSignal,
  deadline: number,
) => Promise<string | null>;

const GONE_STATUSES = new Set([404, 410]);

/** A 404 or 410 is the platform saying the item is not there; anything else is a failure to ask. */
async function orGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SourceError && error.status !== null && GONE_STATUSES.has(error.status))
      return null;
    throw error;
  }
}

function redditReader(
  settings: SourceSettings["reddit"],
  http: HttpSettings,
): ReadItemAgain | null {
  if (!settings.clientId || !settings.clientSecret) return null;
  return async ({ evidenceId }, signal, deadline) => {
    const fullname = evidenceId.replace(/^reddit:/, "");
    const read = readerFor(settings, ({ cacheKey: _uncached, ...request }) =>
      requestJson(http, { ...request, signal, deadline }),
    );
    const url = `${settings.apiUrl}/api/info?${new URLSearchParams({ id: fullname, raw_json: "1" })}`;
    const listing = await orGone(() => read({ url, schema: redditListingSchema, cacheKey: false }));
    const thing = listing?.data.children.find((child) => child.data.name === fullname);
    if (!thing) return null;
    // The same conversions as when quoted: a "[deleted]" or "[removed]" body yields nothing.
    if (thing.kind === "t3") return redditPostToEvidence(thing.data)?.text ?? null;
    const [comment] = redditCommentsToEvidence(
      { kind: "Listing", data: { children: [{ ...thing, data: { ...thing.data, replies: "" } }] } },
      null,
    ).comments;
    return comment?.text ?? null;
  };
}

const hnItemAgainSchema = z.object({
  id: z.number(),
  type: z.string().nullish(),
  title: z.string().nullish(),
  text: z.string().nullish(),
});

function hackerNewsReader(
  settings: SourceSettings["hackernews"],
  http: HttpSettings,
): ReadItemAgain {
  return async ({ evidenceId }, signal, deadline) => {
    const item = await orGone(() =>
      requestJson(http, {
        url: `${settings.baseUrl}/items/${encodeURIComponent(evidenceId.replace(/^hackernews:/, ""))}`,
        schema: hnItemAgainSchema,
        signal,
        deadline,
      }),
    );
    if (!item) return null;
    const text =
      item.type === "comment"
        ? htmlToText(item.text ?? "")
        : htmlToText([item.title, item.text].filter(Boolean).join("\n"));
    return text || null;
  };
}

const youtubeCommentsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        textOriginal: z.string().nullish(),
        textDisplay: z.string().nullish(),
      }),
    }),
  ),
});

function youtubeReader(
  settings: SourceSettings["youtube"],
  http: HttpSettings,
): ReadItemAgain | null {
  const key = settings.apiKey;
  if (!key) return null;
  return async ({ evidenceId }, signal, deadline) => {
    const commentId = evidenceId.replace(/^youtube:/, "");
    const params = new URLSearchParams({ part: "snippet", id: commentId, textFormat: "plainText" });
    const body = await orGone(() =>
      requestJson(http, {
        url: `${settings.baseUrl}/comments?${params}&key=${encodeURIComponent(key)}`,
        schema: youtubeCommentsSchema,
        signal,
        deadline,
      }),
    );
    const comment = body?.items.find((item) => item.id === commentId);
    if (!comment) return null;
    const text = normaliseWhitespace(
      comment.snippet.textOriginal ?? htmlToText(comment.snippet.textDisplay ?? ""),
    );
    return text || null;
  };
}

/** An id this reader cannot ask about: not the platform's answer, so never "gone". */
const notAsked = (evidenceId: string) =>
  new SourceError("failed", `no way to ask the platform for ${evidenceId}`);

/**
 * Stack Exchange `/answers/{id}` and `/questions/{id}` on the item's site, with the `withbody`
 * filter and the key the source uses. A deleted item is left out of `items`. The quota and the
 * back-offs are the source's own (one quota per address and day), so the re-check never spends
 * the research's reserve.
 */
function stackExchangeReader(
  settings: SourceSettings["stackexchange"],
  http: HttpSettings,
): ReadItemAgain {
  return async ({ evidenceId }, signal, deadline) => {
    const asked = stackExchangeItemOf(evidenceId);
    if (!asked) throw notAsked(evidenceId);
    const method = asked.kind === "answer" ? "answers" : "questions";
    await awaitStackExchangeTurn(settings.baseUrl, method, signal, deadline);
    const url = `${settings.baseUrl}/${method}/${asked.id}?${stackExchangeQuery({ site: asked.site }, settings.key)}`;
    if (asked.kind === "answer") {
      const body = await requestJson(http, {
        url,
        schema: stackExchangeAnswersSchema,
        signal,
        deadline,
        describeRefusal: describeStackExchangeRefusal,
      });
      noteStackExchangeAnswer(settings.baseUrl, method, body);
      const answer = body.items.find((each) => String(each.answer_id) === asked.id);
      return (answer && stackExchangeAnswerText(answer)) || null;
    }
    const body = await requestJson(http, {
      url,
      schema: stackExchangeQuestionsSchema,
      signal,
      deadline,
      describeRefusal: describeStackExchangeRefusal,
    });
    noteStackExchangeAnswer(settings.baseUrl, method, body);
    const question = body.items.find((each) => String(each.question_id) === asked.id);
    return question ? stackExchangeQuestionToEvidence(asked.site, question).text : null;
  };
}

/**
 * GitHub `GET /repos/{owner}/{repo}/issues/{number}` and `/issues/comments/{id}`, with the
 * source's headers (its token raises the hourly limit). A deleted issue answers 410, a deleted
 * comment or a repository gone or made private 404.
 */
function githubIssuesReader(settings: SourceSettings["github"], http: HttpSettings): ReadItemAgain {
  const headers = githubHeaders(settings);
  return async ({ evidenceId }, signal, deadline) => {
    const asked = githubIssueItemOf(evidenceId);
    if (!asked) throw notAsked(evidenceId);
    const issues = `${settings.baseUrl}/repos/${asked.repository}/issues`;
    if (asked.commentId !== null) {
      const comment = await orGone(() =>
        requestJson(http, {
          url: `${issues}/comments/${asked.commentId}`,
          headers,
          schema: githubIssueCommentSchema,
          signal,
          deadline,
        }),
      );
      return (comment && visibleIssueText(comment.body)) || null;
    }
    const issue = await orGone(() =>
      requestJson(http, {
        url: `${issues}/${asked.number}`,
        headers,
        schema: githubIssueSchema,
        signal,
        deadline,
      }),
    );
    return issue ? githubIssueToEvidence(issue).text : null;
  };
}

/**
 * Bluesky `app.bsky.feed.getPosts?uris=…` through the account's host, with the session the
 * source signed in with (shared: sign-ins are limited far more tightly than reads). A deleted
 * post, or one whose account is gone, is left out of `posts`.
 */
function blueskyReader(
  settings: SourceSettings["bluesky"],
  http: HttpSettings,
): ReadItemAgain | null {
  if (!settings.identifier || !settings.appPassword) return null;
  return async ({ evidenceId }, signal, deadline) => {
    const uri = blueskyPostUriOf(evidenceId);
    if (!uri) throw notAsked(evidenceId);
    const getJson: BlueskyGetJson = ({ cacheKey: _uncached, ...request }) =>
      requestJson(http, { ...request, signal, deadline });
    const body = await readWithBlueskySession(
      settings,
      getJson,
      "app.bsky.feed.getPosts",
      new URLSearchParams({ uris: uri }),
      blueskyPostsSchema,
    );
    const post = body.posts.find((each) => each.uri === uri);
    return (post && blueskyPostToEvidence(post)?.text) ?? null;
  };
}

/** Apple's review feed serves an app's 500 most recent reviews: 10 pages of 50. */
const REVIEW_FEED_PAGES = 10;
const REVIEW_FEED_PAGE_SIZE = 50;

/** What one run has read of an app's review feed, so its other quoted reviews cost nothing more. */
interface FeedRead {
  reviews: Map<string, AppReview>;
  pagesRead: number;
  ended: boolean;
  listed?: Promise<boolean>;
}

/**
 * The App Store has no way to ask for one review: the store's customer-reviews feed (the one the
 * source reads) is paged through, newest first, until the review's id turns up or the feed ends
 * (Apple serves 10 pages). A review not among them may be deleted or may only have aged past the
 * feed's 500: nothing tells the two apart, so it is unreachable, never gone. Only an app the
 * store no longer lists (iTunes `/lookup` by id finds nothing) takes its reviews with it: gone.
 */
function appStoreReader(settings: SourceSettings["appstore"], http: HttpSettings): ReadItemAgain {
  const feeds = new Map<string, FeedRead>();
  return async ({ evidenceId, url }, signal, deadline) => {
    const asked = appReviewOf(evidenceId, url, settings.country);
    if (!asked) throw notAsked(evidenceId);
    const key = `${asked.country}/${asked.appId}`;
    const feed: FeedRead = feeds.get(key) ?? { reviews: new Map(), pagesRead: 0, ended: false };
    feeds.set(key, feed);
    while (!feed.reviews.has(asked.reviewId) && !feed.ended) {
      const body = await requestJson(http, {
        url: appReviewFeedUrl(settings.baseUrl, asked.country, asked.appId, feed.pagesRead + 1),
        schema: reviewFeedSchema,
        signal,
        deadline,
        describeRefusal: describeAppStoreRefusal,
      });
      feed.pagesRead += 1;
      for (const entry of body.feed.entry) {
        const parsed = appReviewSchema.safeParse(entry);
        if (parsed.success) feed.reviews.set(parsed.data.id.label, parsed.data);
      }
      feed.ended =
        body.feed.entry.length < REVIEW_FEED_PAGE_SIZE || feed.pagesRead >= REVIEW_FEED_PAGES;
    }
    const review = feed.reviews.get(asked.reviewId);
    if (review) return appReviewText(review);
    feed.listed ??= requestJson(http, {
      url: `${settings.baseUrl}/lookup?${new URLSearchParams({ id: asked.appId, country: asked.country })}`,
      schema: itunesSearchSchema,
      signal,
      deadline,
      describeRefusal: describeAppStoreRefusal,
    }).then((found) => found.results.some((app) => String(app.trackId) === asked.appId));
    // A failed lookup is asked again by the next review of this app, not remembered.
    const listed = await feed.listed.catch((error: unknown) => {
      feed.listed = undefined;
      throw error;
    });
    if (!listed) return null;
    throw new SourceError(
      "failed",
      `review ${asked.reviewId} is not among the ${feed.reviews.size} the store's feed lists`,
    );
  };
}

/** The platforms this server can re-read, each with its reader; one without its key is left out. */
export function createItemReaders(
  sources: SourceSettings,
  http: HttpSettings,
): Partial<Record<RecheckablePlatform, ReadItemAgain>> {
  const readers = {
    reddit: redditReader(sources.reddit, http),
    hackernews: hackerNewsReader(sources.hackernews, http),
    youtube: youtubeReader(sources.youtube, http),
    stackexchange: stackExchangeReader(sources.stackexchange, http),
    githubissues: githubIssuesReader(sources.github, http),
    bluesky: blueskyReader(sources.bluesky, http),
    appstore: appStoreReader(sources.appstore, http),
  };
  return Object.fromEntries(Object.entries(readers).filter(([, reader]) => reader !== null));
}
