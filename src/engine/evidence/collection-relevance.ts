import type { Evidence, TopicTerm } from "../types.ts";
import { contentWords, stem, stemsOf } from "../text/words.ts";
import type { RelevanceScorer } from "./lexical-relevance.ts";

/**
 * What a run's own collection says about its borderline items. Searches by the idea's words bring
 * back look-alikes, and each look-alike brings its own domain's words with it (a tenant's late
 * rent, a beard kit, a kennel): words the items the gate is sure of rarely use. The items the gate
 * is sure about, either way, teach per run which of the other words lean which way; the idea's own
 * words teach nothing here, since every item was found by them.
 */

/** The gate is sure an item is about the problem from this score, and sure it is not below the other. */
export const SURE_ON_TOPIC = 3;
const SURE_OFF_TOPIC = 0.5;
/** A word must occur in this many sure items to say anything. */
const MIN_SUPPORT = 2;
/** Each side needs this many sure items before the collection may speak at all. */
const MIN_SIDE = 5;
/** Laplace smoothing of the per-word counts. */
const SMOOTHING = 1;
/** One word moves the lean by at most this much: a single rare word never decides. */
const MAX_WORD_LEAN = 2;

/** Null when the collection cannot say: too few sure items, or none of the item's words among them. */
export type CollectionLean = (item: Pick<Evidence, "text">) => number | null;

function wordsOf(text: string, ideaStems: Set<string>): Set<string> {
  return new Set(
    contentWords(text)
      .map(stem)
      .filter((word) => !ideaStems.has(word)),
  );
}

/**
 * How far an item's own words lean towards the sure on-topic items (positive) or the sure
 * off-topic ones (negative): the mean log-odds of its informative words.
 */
export function learnCollectionLean(
  items: Evidence[],
  relevance: RelevanceScorer,
  terms: TopicTerm[],
): CollectionLean {
  const ideaStems = new Set(terms.flatMap((term) => stemsOf(term.phrase)));
  const on: Set<string>[] = [];
  const off: Set<string>[] = [];
  for (const item of items) {
    const judgement = relevance(item);
    if (judgement.onTopic && judgement.score >= SURE_ON_TOPIC)
      on.push(wordsOf(item.text, ideaStems));
    else if (judgement.score <= SURE_OFF_TOPIC) off.push(wordsOf(item.text, ideaStems));
  }
  if (on.length < MIN_SIDE || off.length < MIN_SIDE) return () => null;
  const count = (sets: Set<string>[]) => {
    const counts = new Map<string, number>();
    for (const set of sets) for (const word of set) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  };
  const onCounts = count(on);
  const offCounts = count(off);
  const lean = (word: string): number | null => {
    const inOn = onCounts.get(word) ?? 0;
    const inOff = offCounts.get(word) ?? 0;
    if (inOn + inOff < MIN_SUPPORT) return null;
    const odds =
      Math.log((inOn + SMOOTHING) / (on.length + 2 * SMOOTHING)) -
      Math.log((inOff + SMOOTHING) / (off.length + 2 * SMOOTHING));
    return Math.max(-MAX_WORD_LEAN, Math.min(MAX_WORD_LEAN, odds));
  };
  return (item) => {
    const leans = [...wordsOf(item.text, ideaStems)].map(lean).filter((value) => value !== null);
    return leans.length === 0 ? null : leans.reduce((sum, value) => sum + value, 0) / leans.length;
  };
}
