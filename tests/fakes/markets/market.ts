/**
 * An invented market: what the search fakes serve, filtered by each query the way the real
 * service filters it, and the answer key `npm run bench:quality` scores a report against.
 *
 * Every item is labelled: `onTopic` says whether a founder of the market's idea should see it
 * as user feedback. Off-topic items are there on purpose and share surface words with the idea
 * (a post about beard-grooming kits for a dog-groomer booking app), as real search results do.
 */

/** Days before the fakes' fixed "now" (FIXED_EPOCH_SECONDS), so reports are reproducible. */
export type DaysAgo = number;

/** One piece of user-written text: a comment, a reply, a post, a tweet. */
export interface Item {
  /** Unique within the market; the fakes derive every native id and permalink from it. */
  key: string;
  author: string;
  text: string;
  /** The answer key: would a founder of this market's idea want to read this as feedback? */
  onTopic: boolean;
  /** The answer key for spend evidence: the text states a price or an amount paid or that would be paid, that someone pays (or stopped paying) for a tool or service, or complains about a price. */
  spend?: boolean;
  daysAgo: DaysAgo;
  /** Upvotes, points or likes. */
  score: number;
  /**
   * Reddit: replies, to any depth (the fake cuts deep branches into "more" stubs). Bluesky: the
   * post's replies, served as its thread.
   */
  replies?: Item[];
}

/** A Reddit post, an HN story or a YouTube video, with the comments under it. */
export interface Thread extends Item {
  title: string;
  /** Reddit only. */
  subreddit?: string;
  /** YouTube only: the channel. The video's own text is its description. */
  channel?: string;
  /** Stack Exchange only: the site's API name ("softwarerecs", "freelancing"). Comments are its answers. */
  site?: string;
  comments: Item[];
}

/** A post on a platform whose API is closed to us, found through a domain-restricted web search. */
export interface SocialPost extends Item {
  /** TikTok: the caption's first line; Facebook: the group's name. */
  title: string;
}

export interface Plan {
  name: string;
  /**
   * As the page writes it: "$29", "€12", "Free", "Contact us" (a sales-led tier), or a
   * per-transaction price such as "2.4% + 20c".
   */
  price: string;
  /** As the page writes it: "/month", "per user / month", "per transaction", "" for free, one-off or "Contact us". */
  period: string;
  items: string[];
}

export interface Feature {
  heading: string;
  text: string;
}

/** A product's own website: rendered to HTML by render-site.ts, served by the sites fake. */
export interface Site {
  /** Host of the homepage, e.g. "shiftnudge.io"; the pricing page is at /pricing. */
  domain: string;
  headline: string;
  subheadline: string;
  features: Feature[];
  plans: Plan[];
  /** A sentence of the page that states the year, e.g. "Founded in 2019 in Leeds." */
  foundedSentence?: string;
  /**
   * The answer key: the year the company was founded, as `foundedSentence` states it. Absent when
   * the site states no founding year, even if other years appear on its pages.
   */
  foundedYear?: number;
  /** Which of the renderer's layouts the pages use, so extraction is not tuned to one. */
  layout: "cards" | "table" | "prose";
  /**
   * Where the pricing page lives when it is not /pricing, e.g. "/plans"; the navigation links to
   * it, and /pricing then answers the site's "page not found" page.
   */
  pricingPath?: string;
  /** A bar above the navigation, e.g. "New in 2025: offline mode for field crews". Not a founding statement. */
  announcement?: string;
  /** Dated release notes on the homepage, e.g. "March 2023: CSV export". Not a founding statement, not features. */
  changelog?: string[];
  /** Customer quotes on the homepage; they may name years ("A customer since 2018"). */
  testimonials?: Array<{ quote: string; author: string }>;
  /** A founder's story on the homepage under its own heading, e.g. "Why I built it". Not a feature. */
  story?: { heading: string; text: string };
}

/** A customer review on Apple's App Store: a title, the text, and 1 to 5 stars. */
export interface AppReview extends Item {
  title: string;
  stars: 1 | 2 | 3 | 4 | 5;
}

/** A product's iOS app, as the App Store lists it. */
export interface AppListing {
  /** The store's genre ("Productivity", "Business", "Health & Fitness"). */
  genre: string;
  /** What the store page says: the average and how many ratings it is of. */
  averageRating: number;
  ratingCount: number;
  /** The store description's opening, as the developer wrote it. */
  description: string;
  /** Most recent first, as the store's review feed lists them. */
  reviews: AppReview[];
}

/**
 * An issue on an open-source project's GitHub tracker: a feature request, a bug report, or
 * someone asking whether a tool for their problem exists. Its comments are the replies under it.
 */
export interface TrackerIssue extends Item {
  title: string;
  /** "owner/name": a product's own `github.repo` for issues on a competitor, any other repository otherwise. */
  repo: string;
  /** As the tracker labels it: "enhancement", "feature request", "bug", "question"; may be empty. */
  labels: string[];
  /** Reactions on the issue (👍 and the rest); the tracker sorts "most reacted" by this. */
  reactions: number;
  /** Defaults to open. */
  state?: "open" | "closed";
  comments: Item[];
}

/** A product a search or launch site may return: a real competitor, or a look-alike. */
export interface Product {
  name: string;
  /** The answer key: a founder would call this a competitor or alternative to the idea. */
  competitor: boolean;
  tagline: string;
  /** One or two plain sentences, as a launch page or repository describes it. */
  description: string;
  site?: Site;
  productHunt?: { votes: number; comments: number; daysAgo: DaysAgo; topics: string[] };
  github?: { repo: string; stars: number; topics: string[]; daysAgo: DaysAgo };
  showHn?: { points: number; daysAgo: DaysAgo; author: string; text: string };
  /** Its iOS app on the App Store, with customer reviews; absent when it has none. */
  appStore?: AppListing;
}

/** A page of the open web that is neither a discussion nor a product's site: a listicle, a blog post, a news story. */
export interface Article {
  url: string;
  title: string;
  text: string;
  daysAgo: DaysAgo;
}

export interface Market {
  slug: string;
  /** What a founder would type (at most 500 characters). */
  idea: string;
  /** Product Hunt lists by topic: the topic slugs this market's launches sit under. */
  productHuntTopics: string[];
  reddit: Thread[];
  hackernews: Thread[];
  youtube: Thread[];
  x: Item[];
  tiktok: SocialPost[];
  facebook: SocialPost[];
  /** Questions on Stack Exchange sites, with their answers as comments; absent in older markets. */
  stackexchange?: Thread[];
  /** Bluesky posts (text only, no title), each with its replies; absent in older markets. */
  bluesky?: Item[];
  /** Issues on GitHub trackers, on competitors' repositories and others; absent in older markets. */
  githubIssues?: TrackerIssue[];
  products: Product[];
  articles: Article[];
}
