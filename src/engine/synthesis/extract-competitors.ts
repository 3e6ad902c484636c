import type { Competitor, Fact } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { trimQuote } from "../text.ts";
import type { AnalysedItem } from "./analyse-evidence.ts";
import { keyPhrases } from "./analyse-evidence.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";

const LISTICLE = /\b(best|top \d+|\d+ best|vs\.?|versus|review|reviews|how to|alternatives|comparison|guide|list of)\b/i;
const PRICE = /(\$\s?\d+(?:\.\d{1,2})?(?:\s?(?:\/|per)\s?(?:mo|month|user|seat|year|yr))?|\bfree(?:mium| plan| tier| trial)?\b)/i;

export interface CompetitorCandidate {
  evidence: RankedEvidence;
  name: string;
}

function launchName(title: string): string {
  return title.replace(/^show hn:\s*/i, "").split(/\s[–—-]\s|:\s/)[0]?.trim() ?? title;
}

/** Products, repositories, launches and non-listicle web pages, named as their source names them. */
export function competitorCandidates(evidence: RankedEvidence[]): CompetitorCandidate[] {
  return evidence.flatMap((item) => {
    const title = item.title ?? "";
    if (item.kind === "product" && title) return [{ evidence: item, name: title }];
    if (item.kind === "repository" && title) return [{ evidence: item, name: title.split("/").pop() ?? title }];
    if (item.kind === "launch" && title) return [{ evidence: item, name: launchName(title) }];
    if (item.kind === "search-result" && title && !LISTICLE.test(title)) {
      const name = title.split(/\s[|–—-]\s|:\s/)[0]?.trim();
      return name && name.length <= 60 ? [{ evidence: item, name }] : [];
    }
    return [];
  });
}

export function mentionsOf(name: string, discussions: AnalysedItem[]): AnalysedItem[] {
  if (name.length < 3) return [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "iu");
  return discussions.filter((entry) => pattern.test(entry.item.text));
}

function sourceLabel(item: RankedEvidence): string {
  return PLATFORM_LABELS[item.platform];
}

function statedPrice(item: RankedEvidence): Fact | null {
  if (item.kind === "repository") {
    return { value: "Source code public on GitHub", isEstimate: false, basis: "GitHub repository", evidenceIds: [item.id] };
  }
  const match = PRICE.exec(item.text);
  if (!match?.[0]) return null;
  return { value: match[0], isEstimate: false, basis: `Stated in a ${sourceLabel(item)} result (${item.id})`, evidenceIds: [item.id] };
}

function launchYear(item: RankedEvidence): Fact | null {
  const launched = item.facts?.launchedAt;
  if (!launched) return null;
  const basis: Record<string, string> = {
    producthunt: "Product Hunt launch date",
    github: "GitHub repository creation date",
    hackernews: "Show HN post date",
  };
  return { value: launched.slice(0, 4), isEstimate: false, basis: basis[item.platform] ?? "Publication date", evidenceIds: [item.id] };
}

function whyUsersLoveIt(item: RankedEvidence, mentions: AnalysedItem[]): string {
  const positive = mentions.filter((entry) => entry.sentiment > 0);
  const [example] = [...positive].sort((a, b) => b.sentiment - a.sentiment || a.item.id.localeCompare(b.item.id));
  if (example) {
    return `${positive.length} of ${mentions.length} mentions are positive, e.g. "${trimQuote(example.item.text, 160)}" (${example.item.id})`;
  }
  if (item.facts?.stars !== undefined) return `${item.facts.stars} GitHub stars; no user comments about it were in the gathered evidence.`;
  if (item.facts?.votes !== undefined) return `${item.facts.votes} Product Hunt upvotes; no user comments about it were in the gathered evidence.`;
  return `No user comments about it were in the gathered evidence (${mentions.length} mentions).`;
}

export function linkOf(item: RankedEvidence): string {
  return item.facts?.homepage && /^https?:\/\//.test(item.facts.homepage) ? item.facts.homepage : item.url;
}

export function extractCompetitors(evidence: RankedEvidence[], discussions: AnalysedItem[], limit: number): Competitor[] {
  const seen = new Set<string>();
  const scored = competitorCandidates(evidence)
    .filter(({ name }) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((candidate) => ({ ...candidate, mentions: mentionsOf(candidate.name, discussions) }))
    .map((candidate) => ({ ...candidate, weight: candidate.evidence.relevance * (1 + 0.5 * candidate.mentions.length) }))
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .slice(0, limit);
  return scored.map(({ evidence: item, name, mentions }) => {
    const mentionIds = mentions.slice(0, 5).map((entry) => entry.item.id);
    const platforms = [...new Set([item.platform, ...mentions.map((entry) => entry.item.platform)])];
    return {
      name,
      description: trimQuote(item.text, 280),
      link: linkOf(item),
      linkStatus: "search",
      pricing: statedPrice(item),
      estimatedDownloads: null,
      estimatedARR: null,
      platforms: platforms.map((platform) => PLATFORM_LABELS[platform]),
      fundingStatus: null,
      launchYear: launchYear(item),
      keyFeatures: (item.facts?.topics ?? []).slice(0, 5),
      topFeatures: keyPhrases([item], 3, 1).map(({ phrase }) => phrase),
      whyUsersLoveIt: whyUsersLoveIt(item, mentions),
      mentionCount: mentions.length,
      evidenceIds: [item.id, ...mentionIds.filter((id) => id !== item.id)],
    };
  });
}
