import { FEEDBACK_PLATFORMS } from "../../../../contract/report.ts";
import { PLATFORM_LABELS } from "../../../../contract/report-labels.ts";
import { isHttpUrl } from "../components/report/is-http-url.ts";
import type { StoredReport } from "../../../../contract/stored-report.ts";
import { toReportModel, type ReportModel } from "./report-model.ts";

const NONE = "None identified";

function section(title: string, lines: string[]): string {
  return [`${title.toUpperCase()}:`, ...(lines.length > 0 ? lines : [NONE])].join("\n");
}

function numbered(items: string[]): string[] {
  return items.map((item, index) => `${index + 1}. ${item}`);
}

function competitorLines(model: ReportModel): string[] {
  return model.competitors.map((competitor, index) => {
    const lines = [`${index + 1}. ${competitor.name}`];
    if (competitor.description) lines.push(`   ${competitor.description}`);
    if (competitor.link) {
      const flag = competitor.linkStatus === "unverified" ? " (unverified link)" : "";
      lines.push(`   Link: ${competitor.link}${flag}`);
    }
    return lines.join("\n");
  });
}

function feedbackBlocks(model: ReportModel): string[] {
  const blocks: string[] = [];
  for (const platform of FEEDBACK_PLATFORMS) {
    const items = model.platformFeedback[platform];
    if (items.length === 0) continue;
    const lines = items.map((item) => {
      const source = isHttpUrl(item.sourceUrl) ? item.sourceUrl : "Source URL not available";
      const request = item.featureRequest ? `\n  Feature request: ${item.featureRequest}` : "";
      return `- "${item.comment}"${request}\n  Source: ${source}`;
    });
    blocks.push(`${PLATFORM_LABELS[platform]}:\n${lines.join("\n")}`);
  }
  return blocks;
}

/**
 * The plain-text report behind "Copy to Clipboard" (spec section 8): idea; competitors; feedback
 * per platform, or market gaps when there is none; then the market summary, or the insights and
 * pivots of an older report. Any empty part reads "None identified".
 */
export function reportToText(ideaText: string, results: StoredReport | null): string {
  const model = results ? toReportModel(results) : null;
  const parts = [section("Idea", [ideaText.trim() || NONE])];
  if (!model) {
    parts.push(
      section("Competitors", []),
      section("User feedback", []),
      section("Market summary", []),
    );
    return parts.join("\n\n");
  }

  parts.push(section("Competitors", competitorLines(model)));

  const feedback = feedbackBlocks(model);
  if (feedback.length > 0) parts.push(section("User feedback", feedback));
  else parts.push(section("Market gaps", numbered(model.marketGaps.map((gap) => gap.text))));

  const summary = model.marketSummary;
  if (summary) {
    parts.push(
      section("Market summary", [
        `Market opportunity: ${summary.marketOpportunity || NONE}`,
        "Key takeaways:",
        ...(summary.keyTakeaways.length > 0
          ? summary.keyTakeaways.map((item) => `- ${item}`)
          : [`- ${NONE}`]),
        `Recommended focus: ${summary.recommendedFocus || NONE}`,
        `Target segment: ${summary.targetSegment || NONE}`,
        `How to stand out: ${summary.differentiationStrategy || NONE}`,
      ]),
    );
  } else {
    parts.push(section("Key insights", numbered(model.insights.map((insight) => insight.text))));
    parts.push(
      section(
        "Pivot suggestions",
        model.pivotSuggestions.map((pivot, index) => `Pivot ${index + 1}: ${pivot}`),
      ),
    );
  }
  return parts.join("\n\n");
}
