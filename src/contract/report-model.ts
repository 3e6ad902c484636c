import {
  FEEDBACK_PLATFORMS,
  LATER_FEEDBACK_PLATFORMS,
  type FeedbackPlatform,
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
  /**
   * The platforms this report speaks for, in order: one added after it was made, with nothing
   * from it and no word about it, was never searched, so the report says nothing of it.
   */
  feedbackPlatforms: FeedbackPlatform[];
  redditInsights: RedditInsights | null;
  /** Present means the "new" display: key takeaways and three recommendation cards. */
  marketSummary: MarketSummary | null;
  marketGaps: Insight[];
  insights: Insight[];
  pivotSuggestions: string[];
};

function searchedPlatforms(feedback: PlatformFeedback, report: Report | null): FeedbackPlatform[] {
  return FEEDBACK_PLATFORMS.filter(
    (platform) =>
      !LATER_FEEDBACK_PLATFORMS.has(platform) ||
      feedback[platform].length > 0 ||
      (report?.warnings ?? []).some((warning) => warning.source === platform) ||
      report?.sources.some((source) => source.platform === platform),
  );
}

export function toReportModel(stored: StoredReport): ReportModel {
  if (stored.kind === "legacy")
    return {
      kind: "legacy",
      report: null,
      ...stored.legacy,
      feedbackPlatforms: searchedPlatforms(stored.legacy.platformFeedback, null),
    };
  const { report } = stored;
  return {
    kind: "report",
    report,
    competitors: report.competitors,
    platformFeedback: report.platformFeedback,
    feedbackPlatforms: searchedPlatforms(report.platformFeedback, report),
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
