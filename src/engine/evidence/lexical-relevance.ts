import type { Evidence, TopicTerm } from "../types.ts";

/**
 * Judges without a model whether an item is about the idea, from the planned terms: who has the
 * problem, what hurts in users' words, and the idea's own phrases. An item must say something
 * about the problem itself; its thread's title and community only support what it says. A word
 * shared by many ideas ("team", "booking") counts for little, so a post that shares only such a
 * word with the idea (a beard-grooming kit for a dog-groomer booking app) stays out.
 */

/** Terms must all appear within this many words of each other to count as the phrase. */
const PHRASE_WINDOW = 6;
/** What the item's context (thread title, community) adds, per term, relative to its own text. */
const CONTEXT_SHARE = 0.5;
export const ON_TOPIC_THRESHOLD = 2;

/** A light suffix stripper: "cancelled", "cancellations" and "cancel" meet at "cancel". */
export function stemWord(word: string): string {
  let stem = word.toLowerCase().replace(/'s$/, "");
  if (stem.length <= 4) return stem;
  for (const suffix of ["ational", "ations", "ation", "ments", "ment", "ings", "ing", "ers", "er", "ies", "ed", "es", "s", "ly"]) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 4) {
      stem = suffix === "ies" ? `${stem.slice(0, -3)}y` : stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.replace(/([bdfglmnprt])\1$/, "$1");
}

export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stemWord);
}

/** True when every word of the phrase occurs within a short window of the text. */
function containsPhrase(textStems: string[], phraseStems: string[]): boolean {
  if (phraseStems.length === 0) return false;
  const [first, ...rest] = phraseStems;
  for (let index = 0; index < textStems.length; index += 1) {
    if (!textStems[index]?.startsWith(first ?? "")) continue;
    const window = textStems.slice(Math.max(0, index - PHRASE_WINDOW), index + PHRASE_WINDOW + 1);
    if (rest.every((word) => window.some((token) => token.startsWith(word)))) return true;
  }
  return false;
}

export interface RelevanceJudgement {
  score: number;
  onTopic: boolean;
  /** The planned terms the item's own text uses, for explaining a decision. */
  matched: string[];
}

export type RelevanceScorer = (item: Pick<Evidence, "title" | "text" | "subreddit" | "kind">) => RelevanceJudgement;

interface PreparedTerm extends TopicTerm {
  stems: string[];
}

export function createLexicalScorer(terms: TopicTerm[]): RelevanceScorer {
  const prepared: PreparedTerm[] = terms.map((term) => ({ ...term, stems: stems(term.phrase) })).filter((term) => term.stems.length > 0);
  return (item) => {
    const own = stems(item.text);
    const context = stems(`${item.kind === "comment" ? (item.title ?? "") : ""} ${item.subreddit ?? ""}`);
    const inText = prepared.filter((term) => containsPhrase(own, term.stems));
    const inContext = prepared.filter((term) => !inText.includes(term) && containsPhrase(context, term.stems));
    const score = inText.reduce((sum, term) => sum + term.weight, 0) + CONTEXT_SHARE * inContext.reduce((sum, term) => sum + term.weight, 0);
    // Only the item's own words can say it is about the problem; an audience word alone is chatter.
    const aboutProblem = inText.some((term) => term.role !== "audience");
    return { score: Math.round(score * 100) / 100, onTopic: aboutProblem && score >= ON_TOPIC_THRESHOLD, matched: inText.map((term) => term.phrase) };
  };
}
