import type { FeedbackPlatform } from "../../contract/report.ts";
import { stackExchangeSiteOf } from "../sources/stackexchange.ts";

/** What of a quote says where it was written. */
export interface PlacedItem {
  platform: FeedbackPlatform | string;
  url: string;
  subreddit?: string;
  /** The app a store review is of. */
  reviewOf?: string;
  /** The repository ("owner/name") an issue was filed on. */
  issueOf?: string;
}

export interface Community {
  name: string;
  url: string;
}

/**
 * The community a quote came from, named by the source itself: its subreddit, Hacker News, its
 * Stack Exchange site, the app's store page, the repository's issue tracker. Null for platforms
 * with no community to name (a YouTube comment, a post on X).
 */
export function communityOf(item: PlacedItem): Community | null {
  if (item.subreddit && /^[A-Za-z0-9_]+$/.test(item.subreddit))
    return { name: `r/${item.subreddit}`, url: `https://www.reddit.com/r/${item.subreddit}/` };
  if (item.platform === "hackernews")
    return { name: "Hacker News", url: "https://news.ycombinator.com/" };
  if (item.platform === "stackexchange") return stackExchangeSiteOf(item.url);
  if (item.platform === "appstore" && item.reviewOf && /^https:\/\//.test(item.url))
    return { name: `${item.reviewOf} (App Store)`, url: item.url.replace(/#.*$/, "") };
  if (item.platform === "githubissues" && item.issueOf && /^[\w.-]+\/[\w.-]+$/.test(item.issueOf))
    return {
      name: `${item.issueOf} issues (GitHub)`,
      url: `https://github.com/${item.issueOf}/issues`,
    };
  return null;
}
