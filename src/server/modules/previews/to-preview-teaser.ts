import { FEEDBACK_PLATFORMS, type Fact, type Report } from "../../../contract/report.ts";
import { plainWarnings } from "../../../contract/plain-report-text.ts";
import {
  PREVIEW_COMMENT_CHARS,
  PREVIEW_COMMENTS_PER_PLATFORM,
  type PreviewTeaser,
} from "../../../contract/preview.ts";
import { kitQuestions } from "../../../contract/interview-kit.ts";

function opening(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (collapsed.length <= PREVIEW_COMMENT_CHARS) return collapsed;
  const cut = collapsed.slice(0, PREVIEW_COMMENT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), PREVIEW_COMMENT_CHARS / 2)).trimEnd()}…`;
}

const fact = (value: Fact | null) =>
  value ? { value: value.value, isEstimate: value.isEstimate } : null;

/** Builds the teaser from a full report by picking fields, so nothing hidden can leak by accident. */
export function toPreviewTeaser(report: Report): PreviewTeaser {
  return {
    idea: report.idea,
    mode: report.mode,
    metadata: {
      totalCompetitors: report.metadata.totalCompetitors,
      totalPlatformFeedback: report.metadata.totalPlatformFeedback,
      totalInsights: report.metadata.totalInsights,
      totalEvidence: report.metadata.totalEvidence,
    },
    competitors: report.competitors.map((competitor) => ({
      name: competitor.name,
      description: competitor.description,
      pricing: fact(competitor.pricing),
      estimatedDownloads: fact(competitor.estimatedDownloads),
      estimatedARR: fact(competitor.estimatedARR),
      topFeatures: competitor.topFeatures.slice(0, 3),
    })),
    platformFeedback: FEEDBACK_PLATFORMS.map((platform) => ({
      platform,
      total: report.platformFeedback[platform].length,
      comments: report.platformFeedback[platform]
        .slice(0, PREVIEW_COMMENTS_PER_PLATFORM)
        .map((item) => ({ opening: opening(item.comment) })),
    })),
    marketSummary: {
      marketOpportunity: report.marketSummary.marketOpportunity,
      keyTakeaways: report.marketSummary.keyTakeaways.slice(0, 3),
    },
    verdict: report.verdict
      ? { score: report.verdict.score, confidence: report.verdict.confidence }
      : null,
    interviewKit: report.interviewKit
      ? { pains: report.interviewKit.pains.length, questions: kitQuestions(report.interviewKit) }
      : null,
    spendEvidence: report.spendEvidence
      ? {
          quotes: report.spendEvidence.quotes.length,
          pricePoints: report.spendEvidence.pricePoints.length,
        }
      : null,
    // Visitors cannot act on configuration advice, whichever engine version wrote the warning.
    warnings: plainWarnings(report.warnings).map((warning) => warning.message),
  };
}
