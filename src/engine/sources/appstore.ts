import { z } from "zod";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";
import { SourceError } from "../http/source-error.ts";
import { normaliseWhitespace, splitSentences } from "../text/format.ts";
import type { Evidence, FoundProduct, SourceSettings } from "../types.ts";
import type { Source, SourceContext } from "./source.ts";
import { mostPromising } from "./source.ts";

/**
 * Apple's App Store, no key: apps found with the iTunes Search API (`/search?entity=software`)
 * by the plan's category names, and the recent customer reviews of the most promising ones from
 * the store's public review feed (`/<country>/rss/customerreviews/page=1/id=<app>/sortby=mostrecent/json`).
 * In a later wave, the products other sources found are looked up by name too (`isListingOf`:
 * the developer's site is theirs, or the app is named after them), and the reviews of those that
 * have an app are read whatever their words: they are that competitor's users.
 *
 * Matching rules: the Search API matches an app's name, developer and keywords (every word, in
 * practice); the feed lists an app's reviews newest first, 50 a page. A review is quoted as its
 * title and text, verbatim, with its stars, author and date; low stars are pains with the
 * incumbent, high stars what it does well. Apple publishes no rate limit for these endpoints
 * (about 20 calls a minute in practice): a wave makes at most eight calls, and three lookups with
 * their reviews in a later wave (fewer in a preview); HTTP 429 and 5xx are retried with back-off honouring Retry-After like every source's calls.
 */

const SEARCHES = { full: 4, preview: 1 };
/** Products other sources found, looked up on the store by name (a call each, then their reviews). */
const LOOKUPS = { full: 3, preview: 1 };
const APPS_PER_SEARCH = { full: 8, preview: 5 };
const APPS_WITH_REVIEWS = { full: 4, preview: 1 };

/** Words that name a kind of listing, not what an app does. */
const LISTING_WORDS = new Set(["software", "app", "apps", "tool", "tools", "platform", "system"]);

export const itunesSearchSchema = z.object({
  resultCount: z.number().nullish(),
  results: z.array(
    z.object({
      trackId: z.number(),
      trackName: z.string(),
      trackViewUrl: z.string(),
      sellerName: z.string().nullish(),
      artistName: z.string().nullish(),
      sellerUrl: z.string().nullish(),
      description: z.string().nullish(),
      averageUserRating: z.number().nullish(),
      userRatingCount: z.number().nullish(),
      primaryGenreName: z.string().nullish(),
      releaseDate: z.string().nullish(),
    }),
  ),
});
type App = z.infer<typeof itunesSearchSchema>["results"][number];

const label = z.object({ label: z.string() });
export const appReviewSchema = z.object({
  id: label,
  author: z.object({ name: label }).nullish(),
  updated: label.nullish(),
  title: label.nullish(),
  content: label.nullish(),
  "im:rating": label.nullish(),
  "im:voteSum": label.nullish(),
});
export type AppReview = z.infer<typeof appReviewSchema>;

/** One entry is sent as an object, several as a list, none as nothing. */
export const reviewFeedSchema = z.object({
  feed: z.object({
    entry: z
      .union([z.array(z.unknown()), z.unknown()])
      .optional()
      .transform((entry) => (entry === undefined ? [] : Array.isArray(entry) ? entry : [entry])),
  }),
});

/** One page of an app's review feed in a country's store: 50 reviews, newest first. */
export function appReviewFeedUrl(
  baseUrl: string,
  country: string,
  appId: number | string,
  page: number,
): string {
  return `${baseUrl}/${country}/rss/customerreviews/page=${page}/id=${appId}/sortby=mostrecent/json`;
}

/** Apple answers 403 when a caller asks too often (about 20 calls a minute): a rate limit, not a ban. */
export function describeAppStoreRefusal(status: number): SourceError | null {
  return status === 403
    ? new SourceError("rate-limited", "the store refused more requests for now (HTTP 403)", status)
    : null;
}

/** The app's store page, opened on its reviews; a review's id tells reviews of one page apart. */
function reviewsPage(app: App): string {
  const page = new URL(app.trackViewUrl);
  page.search = "?see-all=reviews";
  page.hash = "";
  return page.href;
}

/**
 * What a review's evidence id (`appstore:review<id>`) and link (its app's store page, made by
 * reviewsPage) name: the review, its app and the store's country. Older links without a
 * country are read in `country`.
 */
export function appReviewOf(
  evidenceId: string,
  url: string | undefined,
  country: string,
): { reviewId: string; appId: string; country: string } | null {
  const reviewId = /^appstore:review(\d+)$/.exec(evidenceId)?.[1];
  const path = url && URL.canParse(url) ? new URL(url).pathname : "";
  const appId = /\/id(\d+)\/?$/.exec(path)?.[1];
  if (!reviewId || !appId) return null;
  return { reviewId, appId, country: /^\/([a-z]{2})\//.exec(path)?.[1] ?? country };
}

/** Lower-case words: "Groomsy — Dog Grooming" → "groomsy dog grooming". */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const hostOf = (url: string | null | undefined) =>
  url && URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, "") : null;

/**
 * Whether a store listing is the product another source found: its developer's site is the
 * product's, or its name is the product's name, alone or followed by a description
 * ("Groomsy: Dog Grooming Scheduler"). A shorter name would match other apps by accident.
 */
export function isListingOf(app: App, product: FoundProduct): boolean {
  const site = hostOf(product.homepage);
  if (site && hostOf(app.sellerUrl) === site) return true;
  const name = wordsOf(product.name);
  const track = wordsOf(app.trackName);
  return name.length >= 4 && (track === name || track.startsWith(`${name} `));
}

export function appToEvidence(app: App, foundAs?: FoundProduct): Evidence {
  const description = normaliseWhitespace(app.description ?? "");
  const opening = splitSentences(description).slice(0, 2).join(" ");
  const page = new URL(app.trackViewUrl);
  page.search = "";
  // A listing found by a product's name is titled as that product, so it joins its competitor.
  const name = foundAs?.name ?? app.trackName;
  return {
    id: `appstore:app${app.trackId}`,
    platform: "appstore",
    source: "appstore",
    kind: "product",
    title: name,
    text: opening ? `${app.trackName}: ${opening}` : app.trackName,
    author: app.sellerName ?? app.artistName ?? null,
    url: page.href,
    createdAt: app.releaseDate ?? null,
    score: app.userRatingCount ?? null,
    facts: {
      launchedAt: app.releaseDate ?? undefined,
      homepage: app.sellerUrl || undefined,
      topics: app.primaryGenreName ? [app.primaryGenreName] : undefined,
      storeRating:
        typeof app.averageUserRating === "number" && app.userRatingCount
          ? { average: app.averageUserRating, count: app.userRatingCount }
          : undefined,
    },
  };
}

/**
 * A review's quoted words, its title and text; null for an entry that is not a review with words.
 * The re-check reads a review again the same way.
 */
export function appReviewText(review: AppReview): string | null {
  const stars = Number(review["im:rating"]?.label);
  const content = review.content?.label.trim() ?? "";
  // An entry without stars is the app itself (older feeds list it first), not a review.
  if (!Number.isInteger(stars) || stars < 1 || stars > 5 || !content) return null;
  const title = review.title?.label.trim();
  return title ? `${title}\n${content}` : content;
}

export function reviewToEvidence(
  app: App,
  appEvidence: Evidence,
  review: AppReview,
): Evidence | null {
  const text = appReviewText(review);
  if (text === null) return null;
  const votes = Number(review["im:voteSum"]?.label);
  return {
    id: `appstore:review${review.id.label}`,
    platform: "appstore",
    source: "appstore",
    kind: "comment",
    title: appEvidence.title ?? app.trackName,
    text,
    author: review.author?.name.label ?? null,
    url: `${reviewsPage(app)}#review-${review.id.label}`,
    createdAt: review.updated?.label ?? null,
    score: Number.isFinite(votes) ? votes : null,
    // appReviewText only passes a review with 1 to 5 stars.
    rating: Number(review["im:rating"]?.label),
    thread: appEvidence.text,
    threadKind: "product",
  };
}

/**
 * What the store's search is asked: the plan's first short query in users' words, then its
 * category names as the store reads them ("appointment reminder software" → "appointment
 * reminder"), then its second query.
 */
export function appStoreTerms(context: SourceContext): string[] {
  const heads = context.understanding.categories.map((category) =>
    category
      .split(/\s+/)
      .filter((word) => !LISTING_WORDS.has(word.toLowerCase()))
      .join(" "),
  );
  const [first, second] = context.understanding.queries;
  return [...new Set([first, ...heads, second])]
    .filter((term): term is string => Boolean(term?.trim()))
    .slice(0, context.preview ? SEARCHES.preview : SEARCHES.full);
}

export function createAppStoreSource(settings: SourceSettings["appstore"]): Source {
  const search = async (context: SourceContext, term: string) => {
    const params = new URLSearchParams({
      term,
      entity: "software",
      country: settings.country,
      limit: String(context.preview ? APPS_PER_SEARCH.preview : APPS_PER_SEARCH.full),
    });
    const url = `${settings.baseUrl}/search?${params}`;
    const body = await context.getJson({
      url,
      schema: itunesSearchSchema,
      cacheKey: url,
      describeRefusal: describeAppStoreRefusal,
    });
    // A store search by category words returns apps for everyone who uses those words: one
    // whose listing never names the idea's audience is someone else's tool, its reviews someone
    // else's conversation.
    const found = body.results
      .map((app) => ({ app, evidence: appToEvidence(app) }))
      .filter(({ evidence }) => !context.relevance(evidence).fromStranger);
    context.emit(found.map(({ evidence }) => evidence));
    return found;
  };
  /** The store listing of a product another source found, if the store has one. */
  const lookUp = async (context: SourceContext, product: FoundProduct) => {
    const params = new URLSearchParams({
      term: product.name,
      entity: "software",
      country: settings.country,
      limit: "5",
    });
    const url = `${settings.baseUrl}/search?${params}`;
    const body = await context.getJson({
      url,
      schema: itunesSearchSchema,
      cacheKey: url,
      describeRefusal: describeAppStoreRefusal,
    });
    const app = body.results.find((candidate) => isListingOf(candidate, product));
    if (!app) return null;
    const evidence = appToEvidence(app, product);
    context.emit([evidence]);
    return { app, evidence };
  };
  const readReviews = async (context: SourceContext, app: App, appEvidence: Evidence) => {
    const url = appReviewFeedUrl(settings.baseUrl, settings.country, app.trackId, 1);
    const body = await context.getJson({
      url,
      schema: reviewFeedSchema,
      cacheKey: url,
      describeRefusal: describeAppStoreRefusal,
    });
    context.emit(
      body.feed.entry.flatMap((entry) => {
        const parsed = appReviewSchema.safeParse(entry);
        const review = parsed.success ? reviewToEvidence(app, appEvidence, parsed.data) : null;
        return review ? [review] : [];
      }),
    );
  };
  return {
    name: "appstore",
    label: SOURCE_LABELS.appstore,
    purpose: "App Store reviews of the apps people already use",
    missing: [],
    async gather(context) {
      // A repository's name is rarely an app's: products with their own site are looked up first.
      const products = (context.understanding.products ?? [])
        .toSorted((a, b) => Number(a.repository !== null) - Number(b.repository !== null))
        .slice(0, context.preview ? LOOKUPS.preview : LOOKUPS.full);
      const [found, lookedUp] = await Promise.all([
        Promise.all(appStoreTerms(context).map((term) => search(context, term))),
        Promise.all(products.map((product) => lookUp(context, product))),
      ]);
      context.searched();
      const listed = lookedUp.flatMap((entry) => (entry ? [entry] : []));
      const byId = new Map(found.flat().map((entry) => [entry.evidence.id, entry]));
      const promising = mostPromising(
        context,
        [...byId.values()]
          .filter(({ evidence }) => !listed.some((entry) => entry.evidence.id === evidence.id))
          .map(({ evidence }) => evidence),
        context.preview ? APPS_WITH_REVIEWS.preview : APPS_WITH_REVIEWS.full,
      );
      // A found competitor's reviews are read whatever their words: they are its users'.
      await Promise.all([
        ...listed.map(({ app, evidence }) => readReviews(context, app, evidence)),
        ...promising.map((evidence) => readReviews(context, byId.get(evidence.id)!.app, evidence)),
      ]);
    },
  };
}
