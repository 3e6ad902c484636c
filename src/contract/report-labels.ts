import type { FeedbackPlatform, Platform, RedditInsights, SourceName } from "./report.ts";
import type { Confidence } from "./verdict.ts";

/** Display names shared by the server (progress lines) and the web app (report, preview). */
export const PLATFORM_LABELS: Record<Platform, string> = {
  reddit: "Reddit",
  hackernews: "Hacker News",
  youtube: "YouTube",
  twitter: "X (Twitter)",
  tiktok: "TikTok",
  facebook: "Facebook",
  stackexchange: "Stack Exchange",
  appstore: "App Store",
  bluesky: "Bluesky",
  githubissues: "GitHub issues",
  producthunt: "Product Hunt",
  github: "GitHub",
  web: "Web",
};

/** Short names for sentences such as "No posts found on X for this idea." */
export const PLATFORM_SHORT_LABELS: Record<FeedbackPlatform, string> = {
  reddit: "Reddit",
  hackernews: "Hacker News",
  youtube: "YouTube",
  twitter: "X",
  tiktok: "TikTok",
  facebook: "Facebook",
  stackexchange: "Stack Exchange",
  appstore: "App Store",
  bluesky: "Bluesky",
  githubissues: "GitHub issues",
};

export const SOURCE_LABELS: Record<SourceName, string> = {
  hackernews: "Hacker News",
  reddit: "Reddit",
  youtube: "YouTube",
  x: "X",
  tavily: "Tavily web search",
  brave: "Brave web search",
  exa: "Exa web search",
  producthunt: "Product Hunt",
  github: "GitHub",
  stackexchange: "Stack Exchange",
  appstore: "App Store",
  bluesky: "Bluesky",
  githubissues: "GitHub issues",
};

/** Which sources feed each platform's comments: TikTok and Facebook posts arrive only through web search, X posts through both. */
export const FEEDBACK_PLATFORM_SOURCES: Record<FeedbackPlatform, readonly SourceName[]> = {
  reddit: ["reddit"],
  hackernews: ["hackernews"],
  youtube: ["youtube"],
  twitter: ["x", "tavily", "brave", "exa"],
  tiktok: ["tavily", "brave", "exa"],
  facebook: ["tavily", "brave", "exa"],
  stackexchange: ["stackexchange"],
  appstore: ["appstore"],
  bluesky: ["bluesky"],
  githubissues: ["githubissues"],
};

/** How the overall sentiment reads, in the report and in its exports. */
export const SENTIMENT_LABELS: Record<RedditInsights["overallSentiment"]["label"], string> = {
  positive: "Positive",
  neutral: "Neutral",
  negative: "Negative",
  mixed: "Mixed",
  unknown: "Not enough to tell",
};

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** The same words on the cards and in every export: how many gathered discussions name the product. */
export const MENTIONS_LABEL = "Named in discussions";
