import Sentiment from "sentiment";
import { FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type { FeedbackPlatform } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { splitSentences } from "../text/format.ts";

export interface TextPattern {
  label: string;
  pattern: RegExp;
}

export const PAIN_PATTERNS: TextPattern[] = [
  {
    label: "too expensive",
    pattern:
      /\b(too expensive|overpriced|pricey|costs? too much|can'?t afford|price (?:is|went) up)\b/i,
  },
  { label: "frustration", pattern: /\b(frustrat\w*|annoying|annoyed|i hate|hated|sucks)\b/i },
  {
    label: "too complicated",
    pattern: /\b(too complicated|overly complex|confusing|clunky|learning curve|hard to use)\b/i,
  },
  {
    label: "missing features",
    pattern: /\b(lacks?|missing|doesn'?t support|does not support|no way to)\b/i,
  },
  { label: "unreliable or buggy", pattern: /\b(buggy|crash\w*|broken|unreliable|too slow)\b/i },
  {
    label: "tedious manual work",
    pattern: /\b(struggl\w*|waste of time|time[- ]consuming|tedious|manually|painful)\b/i,
  },
];

export const REQUEST_PATTERNS: TextPattern[] = [
  { label: "I wish", pattern: /\bi wish\b/i },
  {
    label: "is there a tool",
    pattern: /\b(is there (?:a|an|any) (?:tool|app|service|way)|does anyone know (?:a|an|of))\b/i,
  },
  { label: "would pay for", pattern: /\b(?:would|i'?d|i'?ll|will) (?:happily |gladly )?pay\b/i },
  {
    label: "looking for",
    pattern: /\b(looking for|searching for|need(?:ed)? (?:a|an) (?:tool|app|way))\b/i,
  },
  { label: "would love", pattern: /\b(would love|it would be (?:great|nice)|feature request)\b/i },
];

export const ALTERNATIVE_PATTERN =
  /\b(?:alternatives? to|switched from|replacement for|instead of)\s+([A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?)/;

export interface PatternMatch {
  label: string;
  sentence: string;
}

export interface AnalysedItem {
  item: RankedEvidence;
  /** AFINN comparative score (per word). */
  sentiment: number;
  pains: PatternMatch[];
  requests: PatternMatch[];
  alternativesTo: string[];
}

const sentimentAnalyser = new Sentiment();

function matchPatterns(sentences: string[], patterns: TextPattern[]): PatternMatch[] {
  return patterns.flatMap(({ label, pattern }) => {
    const sentence = sentences.find((candidate) => pattern.test(candidate));
    return sentence ? [{ label, sentence }] : [];
  });
}

/** Kinds that are a maker's pitch, not users' words: a video's description, a launch post, a product listing. */
const PITCHES = new Set(["product", "repository", "video", "launch"]);

/** People's own words about the problem: what the report quotes as feedback. */
export function isDiscussion(item: RankedEvidence): boolean {
  return (
    (FEEDBACK_PLATFORMS as readonly string[]).includes(item.platform) && !PITCHES.has(item.kind)
  );
}

export function analyseItem(item: RankedEvidence): AnalysedItem {
  const sentences = splitSentences(item.text);
  return {
    item,
    sentiment: sentimentAnalyser.analyze(item.text).comparative,
    pains: matchPatterns(sentences, PAIN_PATTERNS),
    requests: matchPatterns(sentences, REQUEST_PATTERNS),
    alternativesTo: sentences.flatMap((sentence) => {
      const match = ALTERNATIVE_PATTERN.exec(sentence);
      return match?.[1] ? [match[1]] : [];
    }),
  };
}

export interface EvidenceAnalysis {
  discussions: AnalysedItem[];
  byPlatform: Record<FeedbackPlatform, AnalysedItem[]>;
}

export function analyseEvidence(evidence: RankedEvidence[]): EvidenceAnalysis {
  const discussions = evidence.filter(isDiscussion).map(analyseItem);
  const byPlatform = Object.fromEntries(
    FEEDBACK_PLATFORMS.map((platform) => [
      platform,
      discussions.filter((entry) => entry.item.platform === platform),
    ]),
  ) as Record<FeedbackPlatform, AnalysedItem[]>;
  return { discussions, byPlatform };
}
