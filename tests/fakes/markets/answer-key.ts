import type { Competitor, FeedbackPlatform } from "../../../src/contract/report.ts";
import type { Item, Market, Product } from "./market.ts";
import {
  appReviewUrl,
  blueskyPostUrl,
  githubIssueCommentUrl,
  githubIssueUrl,
  githubUrl,
  hnId,
  productHomepage,
  productHuntUrl,
  redditComments,
  redditThreads,
  socialPostUrl,
  stackExchangeAnswerUrl,
  stackExchangeQuestionUrl,
  xPostId,
  SERVED_MARKETS,
  xUsername,
  youtubeCommentId,
  youtubeVideoId,
} from "./corpus.ts";

/** A quotable item of the corpus, under the permalink the engine shows for it. */
export interface KeyedItem {
  market: Market;
  platform: FeedbackPlatform;
  item: Item;
}

/** Every quotable item of every market by its permalink: what `npm run bench:quality` scores quotes against. */
export function quotableItems(markets: Market[]): Map<string, KeyedItem> {
  const byUrl = new Map<string, KeyedItem>();
  const add = (url: string, market: Market, platform: FeedbackPlatform, item: Item) =>
    byUrl.set(url, { market, platform, item });
  for (const ref of redditThreads().filter((thread) => markets.includes(thread.market))) {
    add(`https://www.reddit.com${ref.permalink}`, ref.market, "reddit", ref.thread);
    for (const comment of redditComments(ref))
      add(`https://www.reddit.com${comment.permalink}`, ref.market, "reddit", comment.item);
  }
  for (const market of markets) {
    for (const thread of market.hackernews) {
      add(
        `https://news.ycombinator.com/item?id=${hnId(market, thread.key)}`,
        market,
        "hackernews",
        thread,
      );
      for (const comment of thread.comments)
        add(
          `https://news.ycombinator.com/item?id=${hnId(market, comment.key)}`,
          market,
          "hackernews",
          comment,
        );
    }
    for (const video of market.youtube) {
      for (const comment of video.comments)
        add(
          `https://www.youtube.com/watch?v=${youtubeVideoId(market, video.key)}&lc=${youtubeCommentId(market, comment.key)}`,
          market,
          "youtube",
          comment,
        );
    }
    for (const post of market.x)
      add(
        `https://x.com/${xUsername(post.author)}/status/${xPostId(market, post.key)}`,
        market,
        "twitter",
        post,
      );
    for (const post of market.tiktok)
      add(socialPostUrl("tiktok", market, post), market, "tiktok", post);
    for (const post of market.facebook)
      add(socialPostUrl("facebook", market, post), market, "facebook", post);
    for (const product of market.products)
      for (const review of product.appStore?.reviews ?? [])
        add(appReviewUrl(market, product, review), market, "appstore", review);
    const addPost = (post: Item) => {
      add(blueskyPostUrl(market, post), market, "bluesky", post);
      (post.replies ?? []).forEach(addPost);
    };
    (market.bluesky ?? []).forEach(addPost);
    for (const issue of market.githubIssues ?? []) {
      add(githubIssueUrl(market, issue), market, "githubissues", issue);
      for (const comment of issue.comments)
        add(githubIssueCommentUrl(market, issue, comment), market, "githubissues", comment);
    }
    for (const question of market.stackexchange ?? []) {
      add(stackExchangeQuestionUrl(market, question), market, "stackexchange", question);
      for (const answer of question.comments)
        add(stackExchangeAnswerUrl(market, question, answer), market, "stackexchange", answer);
    }
  }
  return byUrl;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

function normalisedName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/**
 * The corpus product a report's competitor is, by its site, its listing or its name. A competitor
 * whose link is another market's product's site is that product, whatever its name: two served
 * markets may each have a product of the same name on different sites, and a profile read from
 * one must never be scored against the other's.
 */
export function productFor(
  competitor: Competitor,
  sourceUrls: string[],
  market: Market,
): Product | undefined {
  const host = hostOf(competitor.link);
  const ownHost = (product: Product) => host !== null && host === hostOf(productHomepage(product));
  const elsewhere = SERVED_MARKETS.some(
    (other) => other !== market && other.products.some(ownHost),
  );
  if (elsewhere && !market.products.some(ownHost)) return undefined;
  return market.products.find((product) => {
    const launch = product.showHn
      ? `https://news.ycombinator.com/item?id=${hnId(market, `showhn:${product.name}`)}`
      : null;
    const urls = [
      productHomepage(product),
      productHuntUrl(product),
      githubUrl(product),
      launch,
    ].filter((url): url is string => Boolean(url));
    return (
      (host !== null && host === hostOf(productHomepage(product))) ||
      normalisedName(product.name) === normalisedName(competitor.name) ||
      (product.github &&
        normalisedName(product.github.repo.split("/")[1] ?? "") ===
          normalisedName(competitor.name)) ||
      sourceUrls.some((url) => urls.some((own) => url.split("?")[0] === own))
    );
  });
}
