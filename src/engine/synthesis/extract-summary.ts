import type { Competitor, MarketSummary, RedditInsights } from "../../contract/report.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { EvidenceAnalysis } from "./analyse-evidence.ts";
import { keyPhrases } from "./analyse-evidence.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";

function countBy<T>(items: T[], key: (item: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export interface SummaryInput {
  understanding: IdeaUnderstanding;
  analysis: EvidenceAnalysis;
  competitors: Competitor[];
  insights: RedditInsights;
}

/** Every sentence is assembled from counts, phrases and quotes of the gathered evidence. */
export function extractSummary({ understanding, analysis, competitors, insights }: SummaryInput): MarketSummary {
  const discussions = analysis.discussions;
  const phrases = keyPhrases(discussions.map((entry) => entry.item), 5);
  const platformCounts = countBy(discussions, (entry) => PLATFORM_LABELS[entry.item.platform]);
  const communities = countBy(discussions, (entry) =>
    entry.item.subreddit ? `r/${entry.item.subreddit}` : PLATFORM_LABELS[entry.item.platform],
  ).slice(0, 3);
  const named = competitors.slice(0, 3).map((competitor) => competitor.name);
  const phraseText = phrases.length > 0 ? ` The most repeated phrases are ${phrases.slice(0, 3).map(({ phrase, count }) => `"${phrase}" (${count})`).join(", ")}.` : "";
  const marketOpportunity =
    discussions.length === 0 && competitors.length === 0
      ? `No relevant discussions or products were found for "${understanding.keywords.join(" ")}" in the sources that answered.`
      : `${discussions.length} relevant discussion items (${platformCounts.map(([name, count]) => `${name} ${count}`).join(", ") || "none"}) and ${competitors.length} existing products${named.length > 0 ? ` (${named.join(", ")})` : ""} were found.${phraseText}`;

  const keyTakeaways = [
    ...insights.topPainPoints.slice(0, 2).map((insight) => insight.text),
    ...insights.featureOpportunities.slice(0, 1).map((insight) => insight.text),
    `Overall sentiment is ${insights.overallSentiment.label}: ${insights.overallSentiment.basis}`,
  ];
  const mostMentioned = [...competitors].sort((a, b) => b.mentionCount - a.mentionCount || a.name.localeCompare(b.name))[0];
  if (mostMentioned && mostMentioned.mentionCount > 0) {
    keyTakeaways.push(`The most discussed existing product is ${mostMentioned.name} (${mostMentioned.mentionCount} mentions).`);
  }

  const [focus] = [...insights.featureOpportunities, ...insights.topPainPoints];
  const [topPhrase] = phrases;
  const recommendedFocus = focus
    ? `Focus on what the evidence asks for most: ${focus.text}`
    : topPhrase
      ? `Focus on the most discussed theme, "${topPhrase.phrase}" (${topPhrase.count} items).`
      : "Not enough evidence to recommend a focus.";
  const targetSegment =
    communities.length > 0
      ? `${understanding.audience}; the most relevant conversations are in ${communities.map(([name, count]) => `${name} (${count})`).join(", ")}.`
      : `${understanding.audience}; no community discussions were found to confirm it.`;
  const [gap] = insights.marketGaps;
  const [pain] = insights.topPainPoints;
  const differentiationStrategy = gap
    ? `Differentiate on the gap the evidence shows: ${gap.text}`
    : pain
      ? `Differentiate by solving the most common complaint: ${pain.text}`
      : `No complaints about existing products were found in ${discussions.length} items, so differentiation needs more evidence.`;
  const evidenceIds = [...new Set([focus, gap, pain].flatMap((insight) => insight?.evidenceIds ?? []))];
  return { marketOpportunity, keyTakeaways, recommendedFocus, targetSegment, differentiationStrategy, evidenceIds };
}
