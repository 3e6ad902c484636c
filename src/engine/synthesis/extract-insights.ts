import { FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type { Competitor, Insight, Platform, PlatformSentiment, RedditInsights, Report } from "../../contract/report.ts";
import { trimQuote } from "../text.ts";
import type { AnalysedItem, EvidenceAnalysis, PatternMatch } from "./analyse-evidence.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import { mentionsOf } from "./extract-competitors.ts";

export interface InsightBasis {
  items: AnalysedItem[];
  platforms: Platform[];
}

/** Reddit when it returned anything; otherwise every discussion platform, and the report says so. */
export function insightBasis(analysis: EvidenceAnalysis): InsightBasis {
  const reddit = analysis.byPlatform.reddit;
  const items = reddit.length > 0 ? reddit : analysis.discussions;
  return { items, platforms: [...new Set(items.map((entry) => entry.item.platform))].sort() };
}

export function overallSentiment(items: AnalysedItem[]): RedditInsights["overallSentiment"] {
  const { label, score, basis } = sentimentWithCounts(items);
  return { label, score, basis };
}

/** Per platform, from every gathered discussion item (not only the quotes shown), in both modes. */
export function sentimentByPlatform(analysis: EvidenceAnalysis): NonNullable<Report["sentimentByPlatform"]> {
  return Object.fromEntries(FEEDBACK_PLATFORMS.map((platform) => [platform, sentimentWithCounts(analysis.byPlatform[platform])])) as NonNullable<
    Report["sentimentByPlatform"]
  >;
}

function sentimentWithCounts(items: AnalysedItem[]): PlatformSentiment {
  if (items.length === 0) return { label: "unknown", score: null, basis: "No discussion items were gathered.", items: 0, positive: 0, negative: 0 };
  const mean = items.reduce((sum, entry) => sum + entry.sentiment, 0) / items.length;
  const positive = items.filter((entry) => entry.sentiment > 0).length;
  const negative = items.filter((entry) => entry.sentiment < 0).length;
  const mixed = positive / items.length >= 0.3 && negative / items.length >= 0.3;
  const label = mixed ? "mixed" : mean > 0.05 ? "positive" : mean < -0.05 ? "negative" : "neutral";
  const score = Math.round(mean * 1000) / 1000;
  return {
    label,
    score,
    basis: `Average AFINN sentiment ${score} across ${items.length} items (${positive} positive, ${negative} negative).`,
    items: items.length,
    positive,
    negative,
  };
}

interface PatternGroup {
  label: string;
  entries: Array<{ entry: AnalysedItem; match: PatternMatch }>;
}

function groupMatches(items: AnalysedItem[], pick: (entry: AnalysedItem) => PatternMatch[]): PatternGroup[] {
  const groups = new Map<string, PatternGroup>();
  for (const entry of items) {
    for (const match of pick(entry)) {
      const group = groups.get(match.label) ?? { label: match.label, entries: [] };
      group.entries.push({ entry, match });
      groups.set(match.label, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.entries.length - a.entries.length || a.label.localeCompare(b.label));
}

function platformsOf(group: PatternGroup): string {
  return [...new Set(group.entries.map(({ entry }) => PLATFORM_LABELS[entry.item.platform]))].join(", ");
}

function groupInsight(group: PatternGroup, lead: string): Insight {
  const [first] = group.entries;
  const example = first ? ` e.g. "${trimQuote(first.match.sentence, 180)}"` : "";
  return {
    text: `${lead} "${group.label}" in ${group.entries.length} item${group.entries.length === 1 ? "" : "s"} (${platformsOf(group)}),${example}`,
    evidenceIds: group.entries.slice(0, 5).map(({ entry }) => entry.item.id),
  };
}

export function extractInsights(analysis: EvidenceAnalysis, competitors: Competitor[]): RedditInsights {
  const basis = insightBasis(analysis);
  const pains = groupMatches(basis.items, (entry) => entry.pains);
  const requests = groupMatches(basis.items, (entry) => entry.requests);
  const alternatives = new Map<string, AnalysedItem[]>();
  for (const entry of basis.items) {
    for (const target of entry.alternativesTo) alternatives.set(target, [...(alternatives.get(target) ?? []), entry]);
  }
  const marketGaps: Insight[] = [
    ...[...alternatives.entries()]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([target, entries]) => ({
        text: `People look for an alternative to ${target} in ${entries.length} item${entries.length === 1 ? "" : "s"}.`,
        evidenceIds: entries.slice(0, 5).map((entry) => entry.item.id),
      })),
    ...competitors.flatMap((competitor) => {
      const mentions = mentionsOf(competitor.name, basis.items);
      const negative = mentions.filter((entry) => entry.sentiment < 0);
      const [example] = negative;
      if (!example) return [];
      return [
        {
          text: `${negative.length} of ${mentions.length} mentions of ${competitor.name} are negative, e.g. "${trimQuote(example.item.text, 160)}"`,
          evidenceIds: negative.slice(0, 5).map((entry) => entry.item.id),
        },
      ];
    }).slice(0, 3),
  ];
  const topPainPoints = pains.slice(0, 5).map((group) => groupInsight(group, "Complaints about"));
  const featureOpportunities = requests.slice(0, 5).map((group) => groupInsight(group, "Requests phrased as"));
  const actionableInsights: Insight[] = [];
  const [topPain] = pains;
  const [topRequest] = requests;
  if (topPain) {
    actionableInsights.push({
      text: `Address "${topPain.label}" first: it is the most frequent complaint (${topPain.entries.length} items).`,
      evidenceIds: topPain.entries.slice(0, 5).map(({ entry }) => entry.item.id),
    });
  }
  const requestExample = topRequest?.entries[0];
  if (topRequest && requestExample) {
    actionableInsights.push({
      text: `Test demand for what people ask for: "${trimQuote(requestExample.match.sentence, 160)}" (${topRequest.entries.length} similar requests).`,
      evidenceIds: topRequest.entries.slice(0, 5).map(({ entry }) => entry.item.id),
    });
  }
  const [firstGap] = marketGaps;
  if (firstGap) actionableInsights.push({ text: `Position against the gap: ${firstGap.text}`, evidenceIds: firstGap.evidenceIds });
  return {
    basedOn: basis.platforms,
    overallSentiment: overallSentiment(basis.items),
    topPainPoints,
    featureOpportunities,
    marketGaps,
    actionableInsights,
  };
}
