import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { splitSentences } from "../text/format.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import type { Platform } from "../../contract/report.ts";

/** What the model is allowed to refer to: exactly the evidence gathered in this run. */
export interface EvidenceIndex {
  byId: Map<string, RankedEvidence>;
  urls: Set<string>;
  corpus: string;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, " ");
}

export function createEvidenceIndex(evidence: RankedEvidence[]): EvidenceIndex {
  const urls = new Set<string>();
  for (const item of evidence) {
    urls.add(item.url);
    if (item.facts?.homepage) urls.add(item.facts.homepage);
  }
  return {
    byId: new Map(evidence.map((item) => [item.id, item])),
    urls,
    corpus: normalise(evidence.map((item) => `${item.title ?? ""}\n${item.text}`).join("\n")),
  };
}

export interface ClaimCounter {
  droppedIds: number;
  droppedQuotes: number;
  droppedFigures: number;
  droppedLinks: number;
  droppedItems: number;
}

export function createClaimCounter(): ClaimCounter {
  return { droppedIds: 0, droppedQuotes: 0, droppedFigures: 0, droppedLinks: 0, droppedItems: 0 };
}

export function keepKnownIds(ids: string[], index: EvidenceIndex, counter: ClaimCounter): string[] {
  const known = [...new Set(ids)].filter((id) => index.byId.has(id));
  counter.droppedIds += new Set(ids).size - known.length;
  return known;
}

const QUOTED = /["“]([^"”]{12,})["”]/g;
/** Money, percentages and large counts: the figures rival tools are caught inventing. */
const FIGURE =
  /(?:[$€£]\s?\d[\d,.]*\s?(?:k|m|bn|b|million|billion|thousand)?|\d[\d,.]*\s?(?:%|percent|million|billion|thousand|k\b|m\b|bn\b))/gi;

/** An evidence id as the model is shown it ("reddit:t1_abc", "hackernews:4812"), with its brackets. */
const EVIDENCE_ID =
  /\s?[([]?\b(?:reddit|hackernews|youtube|twitter|x|tiktok|facebook|producthunt|github|web|tavily|brave|exa):[\w.-]+[)\]]?/g;
/** Platforms the model names by the ids it was shown ("tiktok, producthunt"); "web" is an everyday word. */
const PLATFORM_ID = /\b(reddit|hackernews|youtube|twitter|tiktok|facebook|producthunt|github)\b/g;

/** Model prose as a person reads it: no internal ids, platforms by their names. */
export function readableProse(text: string): string {
  return text
    .replace(EVIDENCE_ID, "")
    .replace(PLATFORM_ID, (id) => PLATFORM_LABELS[id as Platform])
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
}

/**
 * True when a sentence of model prose quotes only text found in the evidence and states only
 * figures a source gave; what it invents is counted.
 */
export function isSupportedSentence(
  sentence: string,
  index: EvidenceIndex,
  counter: ClaimCounter,
): boolean {
  for (const match of sentence.matchAll(QUOTED)) {
    if (!index.corpus.includes(normalise(match[1] ?? "").replace(/…$/, ""))) {
      counter.droppedQuotes += 1;
      return false;
    }
  }
  for (const match of sentence.matchAll(FIGURE)) {
    if (!index.corpus.includes(normalise(match[0]).trim())) {
      counter.droppedFigures += 1;
      return false;
    }
  }
  return true;
}

/**
 * Removes every sentence of model prose that quotes text not found in the evidence or states a
 * figure no source gave. Whatever the model writes, only supported sentences remain, written
 * for a person (readableProse).
 */
export function keepSupportedProse(
  text: string,
  index: EvidenceIndex,
  counter: ClaimCounter,
): string {
  const kept = splitSentences(text).filter((sentence) =>
    isSupportedSentence(sentence, index, counter),
  );
  return readableProse(kept.join(" "));
}

/** Whether a text contains a phrase, case and quote marks aside. */
export function includesPhrase(text: string, phrase: string): boolean {
  const needle = normalise(phrase).trim();
  return needle.length > 0 && normalise(text).includes(needle);
}

/** True when the value (e.g. "$9/month") is written in one of the cited items. */
export function statedInEvidence(value: string, ids: string[], index: EvidenceIndex): boolean {
  return ids.some((id) => {
    const item = index.byId.get(id);
    return item ? includesPhrase(`${item.title ?? ""} ${item.text}`, value) : false;
  });
}
