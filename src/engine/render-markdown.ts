import { FEEDBACK_PLATFORMS } from "../contract/report.ts";
import type { Fact, Insight, Report } from "../contract/report.ts";
import { PLATFORM_LABELS } from "../contract/report-labels.ts";

function fact(label: string, value: Fact | null): string | null {
  if (!value) return `${label}: Not found`;
  const page = value.pageSnippets?.[0]?.url;
  return `${label}: ${value.value}${value.isEstimate && !/estimate/i.test(value.basis) ? ` (estimate: ${value.basis})` : ` (${value.basis}${page ? `, ${page}` : ""})`}`;
}

function quote(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

function insights(title: string, list: Insight[]): string[] {
  if (list.length === 0) return [`**${title}:** none found in the evidence.`, ""];
  return [
    `**${title}:**`,
    ...list.map((insight) => `- ${insight.text} [${insight.evidenceIds.join(", ")}]`),
    "",
  ];
}

/** The report as Markdown for the CLI and exports; every claim keeps its evidence ids. */
export function renderMarkdown(report: Report): string {
  const lines: string[] = [];
  lines.push(`# Idea research: ${report.idea}`, "");
  lines.push(
    `Mode: **${report.mode}**${report.preview ? " (preview)" : ""} · ${report.metadata.totalEvidence} evidence items · ${report.timings.totalMs} ms of ${report.timings.budgetMs} ms budget · generated ${report.generatedAt}`,
    "",
  );

  if (report.warnings.length > 0) {
    lines.push("## Warnings", "", ...report.warnings.map((warning) => `- ${warning.message}`), "");
  }

  lines.push("## Market summary", "");
  const summary = report.marketSummary;
  lines.push(summary.marketOpportunity, "");
  if (summary.keyTakeaways.length > 0)
    lines.push(
      "**Key takeaways:**",
      ...summary.keyTakeaways.map((takeaway) => `- ${takeaway}`),
      "",
    );
  lines.push(
    `**Recommended focus:** ${summary.recommendedFocus}`,
    "",
    `**Target segment:** ${summary.targetSegment}`,
    "",
    `**Differentiation:** ${summary.differentiationStrategy}`,
    "",
  );
  const summaryNote = report.sections.marketSummary?.note;
  if (summaryNote) lines.push(`_${summaryNote}_`, "");

  lines.push(`## Competitors (${report.competitors.length})`, "");
  if (report.competitors.length === 0) lines.push("No competitors were found in the evidence.", "");
  for (const competitor of report.competitors) {
    const link = competitor.link
      ? ` — ${competitor.link} (${competitor.linkStatus})`
      : " — no verified link";
    lines.push(`### ${competitor.name}${link}`, "", competitor.description, "");
    const details = [
      fact("Pricing", competitor.pricing),
      fact("Downloads", competitor.estimatedDownloads),
      fact("ARR", competitor.estimatedARR),
      fact("Funding", competitor.fundingStatus),
      fact("Launched", competitor.launchYear),
      competitor.platforms.length > 0 ? `Seen on: ${competitor.platforms.join(", ")}` : null,
      competitor.keyFeatures.length > 0
        ? `Key features: ${competitor.keyFeatures.join(", ")}`
        : null,
      competitor.topFeatures.length > 0
        ? `Top features: ${competitor.topFeatures.join(", ")}`
        : null,
      competitor.whyUsersLoveIt ? `Why users love it: ${competitor.whyUsersLoveIt}` : null,
      `Mentions: ${competitor.mentionCount} · Evidence: ${competitor.evidenceIds.join(", ")}`,
    ].filter((line) => line !== null);
    lines.push(...details.map((line) => `- ${line}`), "");
  }

  lines.push("## What users say", "");
  for (const platform of FEEDBACK_PLATFORMS) {
    const items = report.platformFeedback[platform];
    lines.push(`### ${PLATFORM_LABELS[platform]} (${items.length})`, "");
    if (items.length === 0) lines.push("No evidence from this platform.", "");
    for (const item of items) {
      lines.push(
        quote(item.comment),
        "",
        `— ${item.context} · [source](${item.sourceUrl}) · ${item.evidenceId}`,
      );
      if (item.featureRequest) lines.push(`  Feature request: ${item.featureRequest}`);
      lines.push("");
    }
  }

  const insightSection = report.redditInsights;
  lines.push(
    `## Insights (from ${insightSection.basedOn.map((platform) => PLATFORM_LABELS[platform]).join(", ") || "no evidence"})`,
    "",
  );
  lines.push(
    `**Overall sentiment:** ${insightSection.overallSentiment.label} — ${insightSection.overallSentiment.basis}`,
    "",
  );
  lines.push(...insights("Top pain points", insightSection.topPainPoints));
  lines.push(...insights("Feature opportunities", insightSection.featureOpportunities));
  lines.push(...insights("Market gaps", insightSection.marketGaps));
  lines.push(...insights("Actionable insights", insightSection.actionableInsights));

  const sentiment = report.sentimentByPlatform;
  if (sentiment) {
    lines.push("## Sentiment by platform (estimate from word scores)", "");
    for (const platform of FEEDBACK_PLATFORMS) {
      const entry = sentiment[platform];
      lines.push(
        entry.items === 0
          ? `- ${PLATFORM_LABELS[platform]}: no items`
          : `- ${PLATFORM_LABELS[platform]}: ${entry.label} (${entry.positive} positive, ${entry.negative} negative of ${entry.items})`,
      );
    }
    lines.push("");
  }

  lines.push(`## Sources (${report.sources.length})`, "");
  lines.push(
    ...report.sources.map(
      (source) => `- ${source.id} · ${PLATFORM_LABELS[source.platform]} · ${source.url}`,
    ),
    "",
  );

  lines.push("## Run details", "");
  lines.push(...report.timings.stages.map((timing) => `- ${timing.stage}: ${timing.ms} ms`));
  const usage = report.usage;
  lines.push(
    `- Model calls: ${usage.calls.length}, tokens in/out: ${usage.inputTokens}/${usage.outputTokens}, estimated cost: ${usage.estimatedCostUsd === null ? "unknown for this model" : `$${usage.estimatedCostUsd.toFixed(4)}`}`,
    "",
  );
  return lines.join("\n");
}
