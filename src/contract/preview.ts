import { z } from "./zod.ts";
import { FEEDBACK_PLATFORMS } from "./report.ts";
import { CONFIDENCE_LEVELS } from "./verdict.ts";

/**
 * What a visitor's free preview receives. Everything the landing page blurs is left out here,
 * not hidden in the browser: no source links, no feature requests, no context, and only the
 * opening words of each comment.
 */
export const PREVIEW_COMMENT_CHARS = 90;
export const PREVIEW_COMMENTS_PER_PLATFORM = 3;
export const PREVIEW_BLUR_CTA = "Sign up free to read full comment + source";
export const PREVIEW_SIGNUP_CTA = "Sign Up Free - Get 1 Free Report Monthly";

const teaserFact = z.object({ value: z.string(), isEstimate: z.boolean() }).nullable();

export const previewTeaserSchema = z.object({
  idea: z.string(),
  mode: z.enum(["ai", "evidence-only"]),
  metadata: z.object({
    totalCompetitors: z.number().int(),
    totalPlatformFeedback: z.number().int(),
    totalInsights: z.number().int(),
    totalEvidence: z.number().int(),
  }),
  competitors: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      pricing: teaserFact,
      estimatedDownloads: teaserFact,
      estimatedARR: teaserFact,
      topFeatures: z.array(z.string()),
    }),
  ),
  platformFeedback: z.array(
    z.object({
      platform: z.enum(FEEDBACK_PLATFORMS),
      total: z.number().int(),
      /** The opening words of each comment only; the rest, the link and the notes need an account. */
      comments: z.array(z.object({ opening: z.string() })),
    }),
  ),
  marketSummary: z.object({ marketOpportunity: z.string(), keyTakeaways: z.array(z.string()) }),
  /** The score and its confidence only: the signals, quotes, pivots and plan need an account. */
  /**
   * The score and its confidence only: the signals, quotes, pivots and plan need an account.
   * Absent from previews a browser stored before verdicts existed.
   */
  verdict: z.object({ score: z.number().int(), confidence: z.enum(CONFIDENCE_LEVELS) }).nullish(),
  /** That the interview kit exists, in counts only: its questions, threads and communities need an account. */
  interviewKit: z
    .object({ pains: z.number().int().nonnegative(), questions: z.number().int().nonnegative() })
    .nullish(),
  /**
   * That the report has spend evidence, as counts only (ADR 0030): its quotes and prices need an
   * account. Absent from previews stored before it existed.
   */
  spendEvidence: z
    .object({ quotes: z.number().int().nonnegative(), pricePoints: z.number().int().nonnegative() })
    .nullish(),
  warnings: z.array(z.string()),
});
export type PreviewTeaser = z.infer<typeof previewTeaserSchema>;
