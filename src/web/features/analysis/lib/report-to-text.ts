import { FEEDBACK_PLATFORMS, type SourceRef } from "../../../../contract/report.ts";
import { CONFIDENCE_LABELS, PLATFORM_LABELS } from "../../../../contract/report-labels.ts";
import { isHttpUrl } from "../../../../contract/http-url.ts";
import type { StoredReport } from "../../../../contract/stored-report.ts";
import { signalMeaning, type Verdict } from "../../../../contract/verdict.ts";
import { toReportModel, type ReportModel } from "../../../../contract/report-model.ts";

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
    // What the card states, each with what it rests on: a price is only as good as its source.
    for (const [label, fact] of [
      ["Pricing", competitor.pricing],
      ["Downloads", competitor.estimatedDownloads],
      ["Revenue (ARR)", competitor.estimatedARR],
      ["Funding", competitor.fundingStatus],
      ["Launched", competitor.launchYear],
    ] as const) {
      if (!fact) continue;
      const estimate = fact.isEstimate ? "estimate, " : "";
      lines.push(`   ${label}: ${fact.value} (${estimate}${fact.basis})`);
    }
    const features =
      competitor.keyFeatures.length > 0 ? competitor.keyFeatures : competitor.topFeatures;
    if (features.length > 0) lines.push(`   Key features: ${features.slice(0, 6).join("; ")}`);
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

function link(url: string | undefined): string {
  return isHttpUrl(url) ? url : "Source URL not available";
}

function bullets(items: string[]): string[] {
  return items.length > 0 ? items : [`- ${NONE}`];
}

/**
 * The verdict in words: score, confidence and summary, every signal with what it counted, the
 * evidence against with links (the part a founder most needs to check), pivots and the week's plan.
 */
function verdictLines(verdict: Verdict, sources: SourceRef[]): string[] {
  const urls = new Map(sources.map((source) => [source.id, source.url]));
  const plan = verdict.nextSevenDays;
  const price = plan.smokeTest.price;
  return [
    `Score: ${verdict.score}/100 (computed from the counted evidence; AI never sets the score)`,
    `Confidence: ${CONFIDENCE_LABELS[verdict.confidence]} — ${verdict.confidenceBasis}`,
    `Summary: ${verdict.summary || NONE}`,
    "Signals:",
    ...bullets(
      verdict.signals.map(
        (signal) =>
          `- ${signalMeaning(signal.id)?.label ?? signal.label}: ${signal.value}/100 (${Math.round(signal.weight * 100)}%) — ${signal.basis}`,
      ),
    ),
    "Evidence for:",
    ...bullets(
      verdict.evidenceFor.map(
        (item) =>
          `- "${item.quote}"\n  Why it counts for: ${item.reason}\n  Source: ${link(urls.get(item.evidenceId))}`,
      ),
    ),
    "Evidence against:",
    ...bullets(
      verdict.evidenceAgainst.map(
        (item) =>
          `- "${item.quote}"\n  Why it counts against: ${item.reason}\n  Source: ${link(urls.get(item.evidenceId))}`,
      ),
    ),
    "Pivots worth testing:",
    ...bullets(verdict.pivots.map((pivot) => `- ${pivot.title} — ${pivot.rationale}`)),
    "Your next 7 days:",
    "Interview questions:",
    ...(plan.interviewQuestions.length > 0
      ? numbered(plan.interviewQuestions.map((item) => item.question))
      : [NONE]),
    "Reading list:",
    ...bullets(plan.readingList.map((entry) => `- ${entry.title}: ${link(entry.url)}`)),
    "Where users gather:",
    ...bullets(plan.whereUsersGather.map((entry) => `- ${entry.place}: ${link(entry.url)}`)),
    "Smoke test:",
    `- Headline: ${plan.smokeTest.headline}`,
    `- Subheadline: ${plan.smokeTest.subheadline}`,
    price
      ? `- Price: ${price.value} (${price.basis})`
      : "- Price: no competitor price was found to anchor one",
    `- Kill criterion: ${plan.smokeTest.killCriterion}`,
  ];
}

/**
 * The plain-text report behind "Copy to Clipboard" (spec section 8): idea; the verdict, when the
 * report has one; competitors; feedback per platform, or market gaps when there is none; then the
 * market summary, or the insights and pivots of an older report. Any empty part reads "None
 * identified".
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

  const verdict = model.report?.verdict;
  if (verdict) parts.push(section("Verdict", verdictLines(verdict, model.report?.sources ?? [])));

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
