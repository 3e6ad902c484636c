import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import type { Market, Product } from "./markets/market.ts";
import {
  allProducts,
  appReviewId,
  appStoreId,
  appStorePage,
  isoDaysAgo,
  matchesAllWords,
  productHomepage,
  searchTokens,
} from "./markets/corpus.ts";

interface ListedApp {
  market: Market;
  product: Product;
  id: number;
}

function apps(): ListedApp[] {
  return allProducts().flatMap(({ market, product }) =>
    product.appStore ? [{ market, product, id: appStoreId(market, product) }] : [],
  );
}

/** The Search API's software result, with the fields it really sends that the engine may read. */
function searchResult({ market, product, id }: ListedApp) {
  const listing = product.appStore!;
  return {
    wrapperType: "software",
    kind: "software",
    trackId: id,
    trackName: product.name,
    bundleId: `com.${product.name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.app`,
    sellerName: `${product.name} Ltd`,
    artistName: `${product.name} Ltd`,
    sellerUrl: productHomepage(product) ?? undefined,
    trackViewUrl: `${appStorePage(market, product)}?uo=4`,
    description: listing.description,
    averageUserRating: listing.averageRating,
    userRatingCount: listing.ratingCount,
    primaryGenreName: listing.genre,
    genres: [listing.genre],
    price: 0,
    formattedPrice: "Free",
    currency: "USD",
    releaseDate: isoDaysAgo(900),
  };
}

/** Reviews a page of the feed holds, and the pages it serves at most (the 500 most recent). */
const FEED_PAGE_SIZE = 50;
const FEED_PAGES = 10;

/**
 * The customer-reviews feed: labels everywhere, newest first, `entry` a list (an object for one),
 * 50 reviews a page.
 */
function reviewFeed({ market, product }: ListedApp, page: number) {
  const onPage =
    page > FEED_PAGES
      ? []
      : product.appStore!.reviews.slice((page - 1) * FEED_PAGE_SIZE, page * FEED_PAGE_SIZE);
  const entries = onPage.map((review) => ({
    author: {
      uri: { label: `https://itunes.apple.com/us/reviews/id${appReviewId(market, review)}0` },
      name: { label: review.author },
      label: "",
    },
    updated: { label: isoDaysAgo(review.daysAgo).replace(".000Z", "-07:00") },
    "im:rating": { label: String(review.stars) },
    "im:version": { label: "4.2.1" },
    id: { label: appReviewId(market, review) },
    title: { label: review.title },
    content: { label: review.text, attributes: { type: "text" } },
    link: {
      attributes: {
        rel: "related",
        href: `https://itunes.apple.com/us/review?id=${appStoreId(market, product)}&type=Purple%20Software`,
      },
    },
    "im:voteSum": { label: String(review.score) },
    "im:contentType": { attributes: { term: "Application", label: "Application" } },
    "im:voteCount": { label: String(review.score + 1) },
  }));
  return {
    feed: {
      author: {
        name: { label: "iTunes Store" },
        uri: { label: "http://www.apple.com/us/itunes/" },
      },
      ...(entries.length === 0 ? {} : { entry: entries.length === 1 ? entries[0] : entries }),
      updated: { label: isoDaysAgo(0) },
      title: { label: "iTunes Store: Customer Reviews" },
    },
  };
}

const FEED_PATH =
  /^\/([a-z]{2})\/rss\/customerreviews\/page=(\d+)\/id=(\d+)\/sortby=mostrecent\/json$/i;

/**
 * Apple's iTunes Search API (`/search?term&entity=software`: every word of the term in the app's
 * name, description or genre; `/lookup?id=`: the apps of those ids the store still lists) and its
 * customer-reviews feed (50 reviews a page, newest first, 10 pages at most; an unknown app or a
 * page past the end answers a feed with no entries, as the real one does).
 */
export function startAppStoreFake(): Promise<FakeService> {
  return startFakeService("appstore", (request) => {
    if (request.path === "/search") {
      if (request.query.get("entity") !== "software")
        return { json: { resultCount: 0, results: [] } };
      const words = searchTokens(request.query.get("term") ?? "");
      const limit = Math.min(200, Number(request.query.get("limit") ?? 50));
      const found = apps()
        .filter(({ product }) =>
          matchesAllWords(
            words,
            `${product.name}\n${product.appStore!.description}\n${product.appStore!.genre}`,
            "all-stemmed",
          ),
        )
        .sort((a, b) => b.product.appStore!.ratingCount - a.product.appStore!.ratingCount)
        .slice(0, limit);
      return { json: { resultCount: found.length, results: found.map(searchResult) } };
    }
    if (request.path === "/lookup") {
      const ids = new Set((request.query.get("id") ?? "").split(",").map(Number));
      const found = apps().filter((app) => ids.has(app.id));
      return { json: { resultCount: found.length, results: found.map(searchResult) } };
    }
    const feed = FEED_PATH.exec(request.path);
    if (feed) {
      // The listings as they are now: an app or a review removed since (a planted deletion) is
      // not served, and an edit shows.
      const app = apps().find((candidate) => candidate.id === Number(feed[3]));
      if (!app) return { json: { feed: { author: { name: { label: "iTunes Store" } } } } };
      return { json: reviewFeed(app, Math.max(1, Number(feed[2]))) };
    }
    return { status: 404, text: "Not Found" };
  });
}
