import { z } from "./zod.ts";
import { LIMITS } from "./site.ts";
import { verdictSchema } from "./verdict.ts";
import { interviewKitSchema } from "./interview-kit.ts";
import { spendEvidenceSchema } from "./spend-evidence.ts";

/**
 * The research report and the progress events of the engine. Shared by the engine, the server
 * and the web app, so every field is plain JSON and every claim can be traced to a source.
 */

export const IDEA_MAX_LENGTH = LIMITS.ideaMaxLength;

export const FEEDBACK_PLATFORMS = [
  "reddit",
  "hackernews",
  "youtube",
  "twitter",
  "tiktok",
  "facebook",
  "stackexchange",
  "appstore",
  "bluesky",
  "githubissues",
] as const;
export type FeedbackPlatform = (typeof FEEDBACK_PLATFORMS)[number];

/** Where evidence comes from: the feedback platforms, and the sources of products and pages. */
export const platformSchema = z.enum([...FEEDBACK_PLATFORMS, "producthunt", "github", "web"]);
export type Platform = z.infer<typeof platformSchema>;

export const sourceNameSchema = z.enum([
  "hackernews",
  "reddit",
  "youtube",
  "x",
  "tavily",
  "brave",
  "exa",
  "producthunt",
  "github",
  "stackexchange",
  "appstore",
  "bluesky",
  "githubissues",
]);
export type SourceName = z.infer<typeof sourceNameSchema>;

/**
 * A value that is either stated by a source (isEstimate false, basis names the source) or an
 * estimate (isEstimate true, basis says how it was reached) so the UI can label it honestly.
 */
/** Where on a product's own website a fact is written: the page and its verbatim words. */
export const pageSnippetSchema = z.object({ url: z.string(), snippet: z.string() });
export type PageSnippet = z.infer<typeof pageSnippetSchema>;

export const factSchema = z.object({
  value: z.string(),
  isEstimate: z.boolean(),
  basis: z.string(),
  evidenceIds: z.array(z.string()),
  /** Set when the fact was read on the product's own pages; optional because older reports lack it. */
  pageSnippets: z.array(pageSnippetSchema).optional(),
});
export type Fact = z.infer<typeof factSchema>;

export const linkStatusSchema = z.enum(["search", "verified", "unverified"]);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const competitorSchema = z.object({
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  /** "search": the link came from a search or product result; "verified": fetched successfully. */
  linkStatus: linkStatusSchema,
  pricing: factSchema.nullable(),
  estimatedDownloads: factSchema.nullable(),
  estimatedARR: factSchema.nullable(),
  platforms: z.array(z.string()),
  fundingStatus: factSchema.nullable(),
  launchYear: factSchema.nullable(),
  /** The average stars and their count on the product's App Store listing; absent in older reports. */
  storeRating: factSchema.nullable().optional(),
  keyFeatures: z.array(z.string()),
  /** Where each key feature is written on the product's pages, in the same order; absent in older reports. */
  keyFeatureSnippets: z.array(pageSnippetSchema).optional(),
  /** The product's own pages that were read for this profile. */
  pagesRead: z.array(z.string()).optional(),
  topFeatures: z.array(z.string()),
  whyUsersLoveIt: z.string(),
  mentionCount: z.number().int().nonnegative(),
  evidenceIds: z.array(z.string()).min(1),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const feedbackItemSchema = z.object({
  evidenceId: z.string(),
  /** Verbatim text of the fetched item, at most trimmed with an ellipsis. */
  comment: z.string(),
  featureRequest: z.string().nullable(),
  context: z.string(),
  sourceUrl: z.string(),
  author: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** A store review's stars (1-5), as its author gave them; absent for everything else. */
  rating: z.number().int().min(1).max(5).optional(),
  /** The app a store review is of, as the store names it; absent for everything else. */
  reviewOf: z.string().optional(),
  /** The repository ("owner/name") an issue or its comment was filed on; absent for everything else. */
  issueOf: z.string().optional(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const redditFeedbackItemSchema = feedbackItemSchema.extend({
  subreddit: z.string(),
  upvotes: z.number().int().nullable(),
});
export type RedditFeedbackItem = z.infer<typeof redditFeedbackItemSchema>;

export const platformFeedbackSchema = z.object({
  reddit: z.array(redditFeedbackItemSchema),
  hackernews: z.array(feedbackItemSchema),
  youtube: z.array(feedbackItemSchema),
  twitter: z.array(feedbackItemSchema),
  tiktok: z.array(feedbackItemSchema),
  facebook: z.array(feedbackItemSchema),
  /** Added after reports were first stored: older reports read it as empty. */
  stackexchange: z.array(feedbackItemSchema).default([]),
  appstore: z.array(feedbackItemSchema).default([]),
  bluesky: z.array(feedbackItemSchema).default([]),
  githubissues: z.array(feedbackItemSchema).default([]),
});
export type PlatformFeedback = z.infer<typeof platformFeedbackSchema>;

/** Feedback with every platform present and empty: the one starting point for building one. */
export function emptyPlatformFeedback(): PlatformFeedback {
  return Object.fromEntries(
    FEEDBACK_PLATFORMS.map((platform) => [platform, []]),
  ) as unknown as PlatformFeedback;
}

export const insightSchema = z.object({
  text: z.string(),
  evidenceIds: z.array(z.string()).min(1),
});
export type Insight = z.infer<typeof insightSchema>;

export const sentimentSchema = z.object({
  label: z.enum(["positive", "neutral", "negative", "mixed", "unknown"]),
  /** Mean AFINN comparative score of the items, or null when nothing was analysed. */
  score: z.number().nullable(),
  basis: z.string(),
});

/** Machine-scored tone of one platform's gathered discussion items: counts, not opinions. */
export const platformSentimentSchema = sentimentSchema.extend({
  items: z.number().int().nonnegative(),
  positive: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
});
export type PlatformSentiment = z.infer<typeof platformSentimentSchema>;

/** Feedback platforms added after reports were first stored: older reports read them as empty. */
export const LATER_FEEDBACK_PLATFORMS: ReadonlySet<FeedbackPlatform> = new Set([
  "stackexchange",
  "appstore",
  "bluesky",
  "githubissues",
]);

const NOTHING_GATHERED: PlatformSentiment = {
  label: "unknown",
  score: null,
  basis: "Nothing was gathered from this platform",
  items: 0,
  positive: 0,
  negative: 0,
};

export const redditInsightsSchema = z.object({
  /** Platforms the insights were drawn from: Reddit when it returned evidence, otherwise the others. */
  basedOn: z.array(platformSchema),
  overallSentiment: sentimentSchema,
  topPainPoints: z.array(insightSchema),
  featureOpportunities: z.array(insightSchema).max(5),
  marketGaps: z.array(insightSchema),
  actionableInsights: z.array(insightSchema),
});
export type RedditInsights = z.infer<typeof redditInsightsSchema>;

export const marketSummarySchema = z.object({
  marketOpportunity: z.string(),
  keyTakeaways: z.array(z.string()),
  recommendedFocus: z.string(),
  targetSegment: z.string(),
  differentiationStrategy: z.string(),
  evidenceIds: z.array(z.string()),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const sectionNameSchema = z.enum([
  "competitors",
  "platformFeedback",
  "redditInsights",
  "marketSummary",
]);
export type SectionName = z.infer<typeof sectionNameSchema>;

export const sectionInfoSchema = z.object({
  generatedBy: z.enum(["ai", "evidence-only"]),
  /** Set when the section would be richer with a model, saying why and how to add one. */
  note: z.string().nullable(),
});

export const sourceRefSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  source: sourceNameSchema,
  kind: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: z.string().nullable(),
  score: z.number().nullable(),
  /** A store review's stars (1-5); absent for everything else. */
  rating: z.number().int().min(1).max(5).optional(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const warningSchema = z.object({
  code: z.enum([
    "not-configured",
    "timeout",
    "rate-limited",
    "failed",
    "malformed-response",
    "no-evidence",
    "model-fallback",
    "model-not-configured",
    "dropped-unsupported-claims",
  ]),
  source: z.string().nullable(),
  message: z.string(),
});
export type Warning = z.infer<typeof warningSchema>;

export const stageNameSchema = z.enum([
  "understanding",
  "gathering",
  "ranking",
  "competitors",
  "feedback",
  "insights",
  "summary",
  "verdict",
  "assembling",
]);
export type StageName = z.infer<typeof stageNameSchema>;

export const STAGE_LABELS: Record<StageName, string> = {
  understanding: "Understanding your idea",
  gathering: "Searching public conversations and products",
  ranking: "Ranking evidence by relevance",
  competitors: "Researching competitors",
  feedback: "Collecting user feedback",
  insights: "Finding market gaps",
  summary: "Generating insights",
  verdict: "Weighing the evidence",
  assembling: "Assembling the report",
};

export const stageTimingSchema = z.object({
  stage: stageNameSchema,
  ms: z.number().nonnegative(),
});

export const modelCallUsageSchema = z.object({
  stage: stageNameSchema,
  model: z.string(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  costUsd: z.number().nullable(),
  ok: z.boolean(),
});

export const usageSchema = z.object({
  calls: z.array(modelCallUsageSchema),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** Null when a model without a known price was used. */
  estimatedCostUsd: z.number().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;

export const reportSchema = z.object({
  idea: z.string().max(IDEA_MAX_LENGTH),
  generatedAt: z.string(),
  mode: z.enum(["ai", "evidence-only"]),
  preview: z.boolean(),
  understanding: z.object({
    keywords: z.array(z.string()),
    queries: z.array(z.string()),
    category: z.string(),
    audience: z.string(),
  }),
  competitors: z.array(competitorSchema).max(LIMITS.maxCompetitors),
  platformFeedback: platformFeedbackSchema,
  redditInsights: redditInsightsSchema,
  /** Optional because reports stored before it existed lack it. */
  sentimentByPlatform: z
    .object(
      Object.fromEntries(
        FEEDBACK_PLATFORMS.map((platform) => [
          platform,
          LATER_FEEDBACK_PLATFORMS.has(platform)
            ? platformSentimentSchema.default(NOTHING_GATHERED)
            : platformSentimentSchema,
        ]),
      ) as Record<FeedbackPlatform, typeof platformSentimentSchema>,
    )
    .optional(),
  marketSummary: marketSummarySchema,
  /** Optional because reports stored before it existed lack it. */
  verdict: verdictSchema.optional(),
  /** The interview kit (ADR 0029); optional because reports stored before it existed lack it. */
  interviewKit: interviewKitSchema.optional(),
  /** Spend evidence (ADR 0030); optional because reports stored before it existed lack it. */
  spendEvidence: spendEvidenceSchema.optional(),
  sections: z.record(sectionNameSchema, sectionInfoSchema),
  sources: z.array(sourceRefSchema),
  warnings: z.array(warningSchema),
  timings: z.object({
    stages: z.array(stageTimingSchema),
    totalMs: z.number().nonnegative(),
    budgetMs: z.number().positive(),
  }),
  usage: usageSchema,
  metadata: z.object({
    totalCompetitors: z.number().int().nonnegative(),
    totalPlatformFeedback: z.number().int().nonnegative(),
    totalInsights: z.number().int().nonnegative(),
    totalEvidence: z.number().int().nonnegative(),
    /**
     * What the integrity checks refused of the model's answer, counts only (never the refused
     * text); absent in reports made before it was counted (ADR 0028).
     */
    refused: z
      .object({
        quotes: z.number().int().nonnegative(),
        links: z.number().int().nonnegative(),
        figures: z.number().int().nonnegative(),
        ids: z.number().int().nonnegative(),
        items: z.number().int().nonnegative(),
      })
      .optional(),
  }),
});
export type Report = z.infer<typeof reportSchema>;

export const progressEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("stage-started"), stage: stageNameSchema, label: z.string() }),
  z.object({
    type: z.literal("stage-finished"),
    stage: stageNameSchema,
    label: z.string(),
    ms: z.number(),
  }),
  z.object({
    type: z.literal("source-finished"),
    source: sourceNameSchema,
    count: z.number().int().nonnegative(),
    ms: z.number(),
  }),
  z.object({
    type: z.literal("source-failed"),
    source: sourceNameSchema,
    code: warningSchema.shape.code,
    message: z.string(),
  }),
  z.object({ type: z.literal("competitors-partial"), competitors: z.array(competitorSchema) }),
]);
export type ProgressEvent = z.infer<typeof progressEventSchema>;
