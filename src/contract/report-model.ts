import {
  FEEDBACK_PLATFORMS,
  type Competitor,
  type Insight,
  type MarketSummary,
  type PlatformFeedback,
  type RedditInsights,
  type Report,
} from "./report.ts";
import type { StoredReport } from "./stored-report.ts";

/**
 * What the report display needs from either kind of stored report. A current report keeps the
 * full Report (mode, sources, warnings); an older one carries no provenance, which the display
 * says plainly.
 */
export type ReportModel = {
  kind: StoredReport["kind"];
  report: Report | null;
  competitors: Competitor[];
  platformFeedback: PlatformFeedback;
  redditInsights: RedditInsights | null;
  /** Present means the "new" display: key takeaways and three recommendation cards. */
  marketSummary: MarketSummary | null;
  marketGaps: Insight[];
  insights: Insight[];
  pivotSuggestions: string[];
};

export function toReportModel(stored: StoredReport): ReportModel {
  if (stored.kind === "legacy") return { kind: "legacy", report: null, ...stored.legacy };
  const { report } = stored;
  return {
    kind: "report",
    report,
    competitors: report.competitors,
    platformFeedback: report.platformFeedback,
    redditInsights: report.redditInsights,
    marketSummary: report.marketSummary,
    marketGaps: report.redditInsights.marketGaps,
    insights: report.redditInsights.actionableInsights,
    pivotSuggestions: [],
  };
}

export function totalFeedback(feedback: PlatformFeedback): number {
  return FEEDBACK_PLATFORMS.reduce((sum, platform) => sum + feedback[platform].length, 0);
}
