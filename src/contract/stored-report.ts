import { z } from "./zod.ts";
import {
  competitorSchema,
  insightSchema,
  marketSummarySchema,
  platformFeedbackSchema,
  redditInsightsSchema,
  reportSchema,
} from "./report.ts";

/** Older reports cited nothing: the same shapes, with evidence lists that may be empty. */
const uncitedInsightSchema = insightSchema.extend({ evidenceIds: z.array(z.string()) });
const uncitedInsights = z.array(uncitedInsightSchema);

/**
 * Results saved before the Report schema, read leniently once on the server: whatever could be
 * recovered, with no provenance (every figure an estimate, every link unverified).
 */
export const legacyReportSchema = z.object({
  competitors: z.array(competitorSchema.extend({ evidenceIds: z.array(z.string()) })),
  platformFeedback: platformFeedbackSchema,
  redditInsights: redditInsightsSchema
    .extend({
      topPainPoints: uncitedInsights,
      featureOpportunities: uncitedInsights.max(5),
      marketGaps: uncitedInsights,
      actionableInsights: uncitedInsights,
    })
    .nullable(),
  marketSummary: marketSummarySchema.nullable(),
  marketGaps: uncitedInsights,
  insights: uncitedInsights,
  pivotSuggestions: z.array(z.string()),
});
export type LegacyReport = z.infer<typeof legacyReportSchema>;

/** A finished analysis's report as its owner reads it: the current Report, or an older one. */
export const storedReportSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("report"), report: reportSchema }),
  z.object({ kind: z.literal("legacy"), legacy: legacyReportSchema }),
]);
export type StoredReport = z.infer<typeof storedReportSchema>;
