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
  for (const suffix of [
    "ational",
    "ations",
    "ation",
    "ments",
    "ment",
    "ings",
    "ing",
    "ers",
    "er",
    "ies",
    "ed",
    "es",
    "s",
    "ly",
  ]) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 4) {
      stem = suffix === "ies" ? `${stem.slice(0, -3)}y` : stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.replace(/([bdfglmnprt])\1$/, "$1");
}

export function stems(text: string): string[] {
  return words(text).map(stemWord);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Plurals folded, nothing more: who someone is must not stem ("groomer" is not "grooming"). */
function plainWords(text: string): string[] {
  return words(text).map((word) =>
    word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
  );
}

/**
 * True when every word of the phrase occurs within a short window of the text. Stems must be
 * equal ("habit" is not "habitdesk"); who someone is may be shortened ("physio" for "physiotherapist").
 */
function containsPhrase(textWords: string[], phraseWords: string[], prefix: boolean): boolean {
  if (phraseWords.length === 0) return false;
  const matches = (token: string | undefined, word: string) =>
    prefix ? (token?.startsWith(word) ?? false) : token === word;
  const [first = "", ...rest] = phraseWords;
  for (let index = 0; index < textWords.length; index += 1) {
    if (!matches(textWords[index], first)) continue;
    const window = textWords.slice(Math.max(0, index - PHRASE_WINDOW), index + PHRASE_WINDOW + 1);
    if (rest.every((word) => window.some((token) => matches(token, word)))) return true;
  }
  return false;
}

export interface RelevanceJudgement {
  score: number;
  onTopic: boolean;
  /** The planned terms the item's own text uses, for explaining a decision. */
  matched: string[];
}

export type RelevanceScorer = (
  item: Pick<Evidence, "title" | "text" | "subreddit" | "kind" | "thread">,
) => RelevanceJudgement;

interface PreparedTerm extends TopicTerm {
  /** Stems for what hurts; plain words for who (see plainWords). */
  stems: string[];
}

/** Every mention of the audience together says one thing: it is their conversation. */
const AUDIENCE_CAP = 1;

interface Tokens {
  stems: string[];
  plain: string[];
}

/** A reply says something of its own: "following" and "thanks!" do not. */
const SUBSTANTIVE_WORDS = 12;

const UNMISTAKABLE = 3;

/** Terms that are not part of another matched term: "late cancellations" and "cancellations" say one thing. */
function distinctTerms(terms: PreparedTerm[]): number {
  return terms.filter(
    (term) =>
      !terms.some(
        (other) =>
          other !== term &&
          other.stems.length > term.stems.length &&
          term.stems.every((stem) => other.stems.includes(stem)),
      ),
  ).length;
}

function weightOf(terms: PreparedTerm[]): number {
  const audience = terms
    .filter((term) => term.role === "audience")
    .reduce((sum, term) => sum + term.weight, 0);
  return (
    terms.filter((term) => term.role !== "audience").reduce((sum, term) => sum + term.weight, 0) +
    Math.min(AUDIENCE_CAP, audience)
  );
}

function isPerson(term: TopicTerm): boolean {
  return term.role === "audience" || term.role === "other-audience";
}

export function createLexicalScorer(terms: TopicTerm[]): RelevanceScorer {
  const prepared: PreparedTerm[] = terms
    .map((term) => ({
      ...term,
      stems: isPerson(term) ? plainWords(term.phrase) : stems(term.phrase),
    }))
    .filter((term) => term.stems.length > 0);
  const scoring = prepared.filter((term) => term.role !== "other-audience");
  const others = prepared.filter((term) => term.role === "other-audience");
  const audience = prepared.filter((term) => term.role === "audience");
  // An idea for a particular audience (physios, remote teams) is about their problem, not everyone's.
  const ownSpecific = audience.filter((term) => term.weight >= 1);
  const audienceRequired = ownSpecific.length > 0;
  const found = (list: PreparedTerm[], text: Tokens) =>
    list.filter((term) =>
      isPerson(term)
        ? containsPhrase(text.plain, term.stems, true)
        : containsPhrase(text.stems, term.stems, false),
    );
  const tokens = (text: string): Tokens => ({ stems: stems(text), plain: plainWords(text) });
  return (item) => {
    const own = tokens(item.text);
    // A title the text does not repeat is context: a comment's thread, a Facebook group's name.
    const title = item.title && !item.text.startsWith(item.title) ? item.title : "";
    const context = tokens(
      `${title} ${item.kind === "comment" ? (item.thread ?? "") : ""} ${item.subreddit ?? ""}`,
    );
    const both = {
      stems: [...own.stems, ...context.stems],
      plain: [...own.plain, ...context.plain],
    };
    const inText = found(scoring, own);
    const inContext = found(scoring, context).filter((term) => !inText.includes(term));
    const score = Math.round((weightOf(inText) + CONTEXT_SHARE * weightOf(inContext)) * 100) / 100;
    const matched = inText.map((term) => term.phrase);
    // Someone else's audience (a barber, a dog groomer for a physio's app) and not this idea's: their problem, not ours.
    const aboutSomeoneElse =
      found(others, both).length > 0 && found(ownSpecific, both).length === 0;
    // A product serves whoever buys it; a conversation must come from the idea's audience, unless
    // it describes the problem so fully (three distinct ways) that no one else would write it.
    const conversation = item.kind === "comment" || item.kind === "post";
    const unmistakable =
      distinctTerms(inText.filter((term) => term.role === "problem" && term.weight >= 1)) >=
      UNMISTAKABLE;
    if (
      aboutSomeoneElse ||
      (conversation && audienceRequired && !unmistakable && found(audience, both).length === 0)
    )
      return { score, onTopic: false, matched };
    // Only the item's own words can say it is about the problem; an audience word alone is chatter.
    const aboutProblem =
      inText.some((term) => term.role !== "audience") && score >= ON_TOPIC_THRESHOLD;
    // A substantive reply in a thread about the problem answers it, whatever its words.
    const threadAboutProblem =
      item.kind === "comment" &&
      own.plain.length >= SUBSTANTIVE_WORDS &&
      found(scoring, context).some((term) => term.role !== "audience") &&
      weightOf(found(scoring, context)) >= ON_TOPIC_THRESHOLD;
    return { score, onTopic: aboutProblem || threadAboutProblem, matched };
  };
}
