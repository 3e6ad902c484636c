import {
  emptyPlatformFeedback,
  linkStatusSchema,
  type Competitor,
  type Fact,
  type FeedbackItem,
  type FeedbackPlatform,
  type Insight,
  type MarketSummary,
  type PlatformFeedback,
  type RedditFeedbackItem,
} from "../../../contract/report.ts";
import type { LegacyReport } from "../../../contract/stored-report.ts";

/** Older reports never recorded where a figure came from, so none of them can be shown as a fact. */
export const LEGACY_BASIS = "From an older report that did not record its sources";

/**
 * Results saved in a shape older than the Report schema, read leniently: what can be recovered,
 * typed, with no provenance (every figure an estimate, every link unverified).
 */
export function normaliseLegacyReport(raw: Record<string, unknown>): LegacyReport {
  const redditInsights = legacyRedditInsights(raw.redditInsights);
  const topLevelGaps = toInsights(raw.marketGaps);
  return {
    competitors: asArray(raw.competitors)
      .map(legacyCompetitor)
      .filter((item): item is Competitor => item !== null),
    platformFeedback: legacyFeedback(raw.platformFeedback),
    redditInsights,
    marketSummary: legacyMarketSummary(raw.marketSummary),
    marketGaps: topLevelGaps.length > 0 ? topLevelGaps : (redditInsights?.marketGaps ?? []),
    insights: toInsights(raw.insights),
    pivotSuggestions: toStrings(raw.pivotSuggestions),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** Lists that were sometimes strings, sometimes objects with a text, sometimes one comma-joined string. */
function toStrings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  return asArray(value)
    .map((item) =>
      isRecord(item) ? (text(item.text) ?? text(item.value) ?? text(item.name)) : text(item),
    )
    .filter((item): item is string => item !== null);
}

function toInsights(value: unknown): Insight[] {
  return toStrings(value).map((item) => ({ text: item, evidenceIds: [] }));
}

function legacyFact(value: unknown): Fact | null {
  if (isRecord(value)) {
    const inner = text(value.value);
    if (!inner) return null;
    return {
      value: inner,
      isEstimate: value.isEstimate !== false,
      basis: text(value.basis) ?? LEGACY_BASIS,
      evidenceIds: toStrings(value.evidenceIds),
    };
  }
  const inner = text(value);
  return inner ? { value: inner, isEstimate: true, basis: LEGACY_BASIS, evidenceIds: [] } : null;
}

function legacyCompetitor(value: unknown): Competitor | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  if (!name) return null;
  const status = linkStatusSchema.safeParse(value.linkStatus);
  const platforms =
    typeof value.platforms === "string"
      ? value.platforms.split(/\s*,\s*/).filter(Boolean)
      : toStrings(value.platforms);
  return {
    name,
    description: text(value.description) ?? "",
    link: text(value.link) ?? text(value.url) ?? text(value.website),
    // Nobody checked these links, so the honest label is "unverified" unless the data says otherwise.
    linkStatus: status.success ? status.data : "unverified",
    pricing: legacyFact(value.pricing),
    estimatedDownloads: legacyFact(value.estimatedDownloads),
    estimatedARR: legacyFact(value.estimatedARR),
    platforms,
    fundingStatus: legacyFact(value.fundingStatus),
    launchYear: legacyFact(value.launchYear),
    keyFeatures: toStrings(value.keyFeatures),
    topFeatures: toStrings(value.topFeatures),
    whyUsersLoveIt: toStrings(value.whyUsersLoveIt).join(" "),
    mentionCount: typeof value.mentionCount === "number" ? value.mentionCount : 0,
    evidenceIds: toStrings(value.evidenceIds),
  };
}

/** Older results used display names as keys ("Reddit", "TikTok", "Twitter", "X"). */
const PLATFORM_ALIASES: Record<string, FeedbackPlatform> = {
  reddit: "reddit",
  hackernews: "hackernews",
  "hacker news": "hackernews",
  hn: "hackernews",
  youtube: "youtube",
  twitter: "twitter",
  x: "twitter",
  "twitter/x": "twitter",
  "x (twitter)": "twitter",
  tiktok: "tiktok",
  facebook: "facebook",
};

function legacyFeedbackItem(
  value: unknown,
  platform: FeedbackPlatform,
  index: number,
): RedditFeedbackItem | null {
  if (typeof value === "string") value = { comment: value };
  if (!isRecord(value)) return null;
  const comment = text(value.comment) ?? text(value.text) ?? text(value.quote);
  if (!comment) return null;
  const upvotes = typeof value.upvotes === "number" ? Math.round(value.upvotes) : null;
  return {
    evidenceId: text(value.evidenceId) ?? `legacy-${platform}-${index}`,
    comment,
    featureRequest: text(value.featureRequest),
    context: text(value.context) ?? "",
    sourceUrl: text(value.sourceUrl) ?? text(value.url) ?? "",
    author: text(value.author),
    createdAt: text(value.createdAt),
    subreddit: (text(value.subreddit) ?? "").replace(/^r\//i, ""),
    upvotes,
  };
}

function legacyFeedback(value: unknown): PlatformFeedback {
  const feedback = emptyPlatformFeedback();
  if (!isRecord(value)) return feedback;
  for (const [key, items] of Object.entries(value)) {
    const platform = PLATFORM_ALIASES[key.trim().toLowerCase()];
    if (!platform) continue;
    const parsed = asArray(items)
      .map((item, index) => legacyFeedbackItem(item, platform, index))
      .filter((item): item is RedditFeedbackItem => item !== null);
    if (platform === "reddit") feedback.reddit.push(...parsed);
    else feedback[platform].push(...parsed.map(stripReddit));
  }
  return feedback;
}

function stripReddit({
  subreddit: _subreddit,
  upvotes: _upvotes,
  ...item
}: RedditFeedbackItem): FeedbackItem {
  return item;
}

const SENTIMENT_LABELS = ["positive", "negative", "mixed", "neutral"] as const;

function legacyRedditInsights(value: unknown): LegacyReport["redditInsights"] {
  if (!isRecord(value)) return null;
  const sentimentText = isRecord(value.overallSentiment)
    ? (text(value.overallSentiment.label) ?? "")
    : (text(value.overallSentiment) ?? "");
  const lower = sentimentText.toLowerCase();
  const label = SENTIMENT_LABELS.find((candidate) => lower.includes(candidate)) ?? "unknown";
  return {
    basedOn: ["reddit"],
    overallSentiment: { label, score: null, basis: sentimentText || LEGACY_BASIS },
    topPainPoints: toInsights(value.topPainPoints),
    featureOpportunities: toInsights(value.featureOpportunities).slice(0, 5),
    marketGaps: toInsights(value.marketGaps),
    actionableInsights: toInsights(value.actionableInsights),
  };
}

function legacyMarketSummary(value: unknown): MarketSummary | null {
  if (!isRecord(value)) return null;
  const summary = {
    marketOpportunity: text(value.marketOpportunity) ?? "",
    keyTakeaways: toStrings(value.keyTakeaways),
    recommendedFocus: text(value.recommendedFocus) ?? "",
    targetSegment: text(value.targetSegment) ?? "",
    differentiationStrategy: text(value.differentiationStrategy) ?? "",
    evidenceIds: [],
  };
  const empty =
    !summary.marketOpportunity &&
    summary.keyTakeaways.length === 0 &&
    !summary.recommendedFocus &&
    !summary.targetSegment &&
    !summary.differentiationStrategy;
  return empty ? null : summary;
}
