import type { Evidence, TopicTerm } from "../types.ts";
import { isStopword, stem, stemsOf } from "../text/words.ts";
import { namesOccupation, namesPerson, namesWhoOrWhere } from "../text/wordnet.ts";

/**
 * Judges without a model whether an item is about the idea, from the planned terms: who has the
 * problem, the idea's phrases about it, their words and common synonyms, and the words the first
 * results taught (feedback). An item's own words must say something about the problem; its
 * thread's title and community only support what it says. No rule asks an item to name the
 * audience: a groomer writing about big breeds taking twice as long never says "groomer". Only an
 * item that says it comes from someone else ("I'm a barber", "our restaurant") is about their
 * problem, and only when the idea's own audience is known and not named.
 */

/** Terms must all appear within this many words of each other to count as the phrase. */
const PHRASE_WINDOW = 6;
/** What the item's context (thread title, community) adds, per term, relative to its own text. */
const CONTEXT_SHARE = 0.5;
export const ON_TOPIC_THRESHOLD = 2;
/** What an item's own words must say of the problem or its audience for a model's "yes" to admit it. */
export const MODEL_ADMISSION_SCORE = 1;
/** Every mention of the audience together says one thing: it is their conversation. */
const AUDIENCE_CAP = 1;
/** A reply says something of its own: "following" and "thanks!" do not. */
const SUBSTANTIVE_WORDS = 12;
/** An item naming the problem this many distinct ways is about it, whoever wrote it. */
const UNMISTAKABLE = 3;
/** A shortened name ("physio" for "physiotherapist") must be at least this long to count. */
const MIN_SHORT_FORM = 5;

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
  stems: string[];
}

function prepare(term: TopicTerm): PreparedTerm {
  const words = term.phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.length > 1 ? words.filter((word) => !isStopword(word)) : words;
  return { ...term, stems: meaningful.map(stem) };
}

/** A person may be named short: "physio" for "physiotherapist", "vet" never (too short). */
function matchesWord(token: string, word: string, person: boolean): boolean {
  return token === word || (person && token.length >= MIN_SHORT_FORM && word.startsWith(token));
}

/** True when every word of the phrase occurs within a short window of the text. */
function containsPhrase(textStems: string[], term: PreparedTerm): boolean {
  const person = term.role === "audience";
  const [first = "", ...rest] = term.stems;
  for (let index = 0; index < textStems.length; index += 1) {
    if (!matchesWord(textStems[index] ?? "", first, person)) continue;
    if (rest.length === 0) return true;
    const window = textStems.slice(Math.max(0, index - PHRASE_WINDOW), index + PHRASE_WINDOW + 1);
    if (rest.every((word) => window.some((token) => matchesWord(token, word, person)))) return true;
  }
  return false;
}

/** Terms that are not part of another matched term: "late invoices" and "invoices" say one thing. */
function distinctTerms(terms: PreparedTerm[]): PreparedTerm[] {
  return terms.filter(
    (term) =>
      !terms.some(
        (other) =>
          other !== term &&
          other.stems.length > term.stems.length &&
          term.stems.every((word) => other.stems.includes(word)),
      ),
  );
}

function weightOf(terms: PreparedTerm[]): number {
  const distinct = distinctTerms(terms);
  const audience = distinct
    .filter((term) => term.role === "audience")
    .reduce((sum, term) => sum + term.weight, 0);
  return (
    distinct
      .filter((term) => term.role !== "audience")
      .reduce((sum, term) => sum + term.weight, 0) + Math.min(AUDIENCE_CAP, audience)
  );
}

const SELF_AS_PERSON =
  /\b(?:i'?m|i am|we'?re|we are|as|i work as|i worked as)\s+(?:an?|the)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2})/giu;
const SELF_AS_PLACE =
  /\b(?:(?:i|we)\s+(?:run|own|manage|operate)\s+(?:an?|the|my|our)|\bmy|\bour)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/giu;

/** Who the text says its writer is ("I'm a barber", "our restaurant"), as lemmas WordNet knows as people or businesses. */
function selfDescriptions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SELF_AS_PERSON)) {
    const words = (match[1] ?? "").toLowerCase().split(/\s+/);
    const person = words.find((word) => namesPerson(singular(word)));
    if (person) found.push(person);
  }
  for (const match of text.matchAll(SELF_AS_PLACE)) {
    const words = (match[1] ?? "").toLowerCase().split(/\s+/);
    const place = words.find((word) => {
      const lemma = singular(word);
      return !namesPerson(lemma) && namesWhoOrWhere(lemma);
    });
    if (place) found.push(place);
  }
  return found;
}

/** "Tangent, but…", "Off topic:": the writer says so. */
const SAYS_OFF_TOPIC = /^\W*(?:off[- ]?topic|slightly off|tangent|unrelated|ot)\b/i;
const POSSESSIVES = new Set(["my", "our", "your"]);

/**
 * "My physio appointment got cancelled": someone who names the audience only as theirs ("my
 * physio", "our groomer") is its client, not one of them, when the audience works for clients.
 */
function writtenByAClient(text: string, isAudienceWord: (word: string) => boolean): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const mentions = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => isAudienceWord(word));
  return (
    mentions.length > 0 && mentions.every(({ index }) => POSSESSIVES.has(words[index - 1] ?? ""))
  );
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

interface ItemTokens {
  own: string[];
  context: string[];
}

export function createLexicalScorer(terms: TopicTerm[]): RelevanceScorer {
  const prepared = terms
    .filter((term) => term.weight > 0)
    .map(prepare)
    .filter((term) => term.stems.length > 0);
  const audience = prepared.filter((term) => term.role === "audience");
  const found = (text: string[]) => prepared.filter((term) => containsPhrase(text, term));
  const isOwnAudience = (word: string) =>
    audience.some((term) => term.stems.some((each) => matchesWord(stem(word), each, true)));
  // Only the audience's own nouns, and only when it is a trade with clients.
  const audienceHeads = audience.filter((term) => term.stems.length === 1);
  const servesClients = audience.some(
    (term) => !term.phrase.includes(" ") && namesOccupation(singular(term.phrase.toLowerCase())),
  );
  const isAudienceWord = (word: string) =>
    audienceHeads.some((term) => matchesWord(stem(word), term.stems[0] ?? "", true));
  return (item) => {
    // A title the text does not repeat is context: a comment's thread, a Facebook group's name.
    const title = item.title && !item.text.startsWith(item.title) ? item.title : "";
    const tokens: ItemTokens = {
      own: stemsOf(item.text),
      context: stemsOf(
        `${title} ${item.kind === "comment" ? (item.thread ?? "") : ""} ${item.subreddit ?? ""}`,
      ),
    };
    const inText = found(tokens.own);
    const inContext = found(tokens.context).filter((term) => !inText.includes(term));
    const score = Math.round((weightOf(inText) + CONTEXT_SHARE * weightOf(inContext)) * 100) / 100;
    const matched = inText.map((term) => term.phrase);
    const problemTerms = distinctTerms(inText.filter((term) => term.role !== "audience"));
    // Someone else's trade, in their own words or its thread's, or its community's name ("r/teachers"),
    // when the idea names its audience and the item does not.
    const community = item.subreddit ? singular(item.subreddit.toLowerCase()) : "";
    const others = [
      ...selfDescriptions(
        `${item.text}\n${title}\n${item.kind === "comment" ? (item.thread ?? "") : ""}`,
      ),
      ...(community && namesPerson(community) ? [community] : []),
    ].filter((word) => !isOwnAudience(word));
    const aboutSomeoneElse =
      audience.length > 0 &&
      others.length > 0 &&
      !inText.some((term) => term.role === "audience") &&
      !found(tokens.context).some((term) => term.role === "audience") &&
      problemTerms.length < UNMISTAKABLE;
    const aClient = servesClients && writtenByAClient(item.text, isAudienceWord);
    if (
      aboutSomeoneElse ||
      SAYS_OFF_TOPIC.test(item.text) ||
      (aClient && problemTerms.length < UNMISTAKABLE)
    )
      return { score, onTopic: false, matched };
    // Only the item's own words can say it is about the problem; an audience word alone is chatter.
    const aboutProblem = problemTerms.length > 0 && score >= ON_TOPIC_THRESHOLD;
    // A substantive reply in a thread about the problem answers it, whatever its words.
    const contextTerms = found(tokens.context);
    const threadAboutProblem =
      item.kind === "comment" &&
      tokens.own.length >= SUBSTANTIVE_WORDS &&
      contextTerms.some((term) => term.role !== "audience") &&
      weightOf(contextTerms) >= ON_TOPIC_THRESHOLD;
    return { score, onTopic: aboutProblem || threadAboutProblem, matched };
  };
}
