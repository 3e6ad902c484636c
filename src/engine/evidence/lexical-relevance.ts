import type { Evidence, TopicTerm } from "../types.ts";
import { isStopword, readWords, singular, stem } from "../text/words.ts";
import type { Token } from "../text/words.ts";
import {
  commonSense,
  isGenericPlace,
  namesAStance,
  namesOccupation,
  namesOrganisation,
  namesPerson,
  namesWhoOrWhere,
} from "../text/wordnet.ts";

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
/**
 * What a conversation must say of the problem when nothing in it, its thread or its community
 * names the idea's audience or a word made from its name ("grooming" for groomers): searches by
 * the problem's words bring back the same problem in other trades ("late cancellation fee" at a
 * salon), which two shared words cannot tell apart (ADR 0020, third round).
 */
const STRANGER_THRESHOLD = 3;
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
  /**
   * The idea names its audience, and nothing in the item, its thread or its community names it or
   * a word made from its name: on topic by its words, maybe someone else's conversation.
   */
  fromStranger: boolean;
  onTopic: boolean;
  /**
   * Off topic whatever its score: about someone else, a product made for someone else, a
   * client's complaint, or an item that says it is off topic.
   */
  vetoed: boolean;
  /** The planned terms the item's own text uses, for explaining a decision. */
  matched: string[];
}

export type RelevanceScorer = (
  item: Pick<Evidence, "title" | "text" | "subreddit" | "kind" | "thread" | "threadKind">,
) => RelevanceJudgement;

interface PreparedTerm extends TopicTerm {
  stems: string[];
  /** The phrase's words as written, lower case, for names written short ("physio"). */
  words: string[];
}

/** A text's words, lower case, and their stems, index for index. */
interface Words {
  raw: string[];
  stems: string[];
}

function wordsOf(text: string): Words {
  const raw = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return { raw, stems: raw.map(stem) };
}

function prepare(term: TopicTerm): PreparedTerm {
  const all = term.phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = all.length > 1 ? all.filter((word) => !isStopword(word)) : all;
  return { ...term, words, stems: words.map(stem) };
}

/**
 * Word `index` of the text is word `at` of the term: the same stem, or, for who someone is, the
 * name written short ("physio" or "physios" for "physiotherapist"; "grooming" is not "groomer").
 */
function matchesWord(text: Words, index: number, term: PreparedTerm, at: number): boolean {
  if (text.stems[index] === term.stems[at]) return true;
  if (term.role !== "audience") return false;
  // "physios" is the short name written in the plural.
  const short = singular(text.raw[index] ?? "");
  return short.length >= MIN_SHORT_FORM && (term.words[at] ?? "").startsWith(short);
}

/** True when every word of the phrase occurs within a short window of the text. */
function containsPhrase(text: Words, term: PreparedTerm): boolean {
  for (let index = 0; index < text.stems.length; index += 1) {
    if (!matchesWord(text, index, term, 0)) continue;
    if (term.stems.length === 1) return true;
    const from = Math.max(0, index - PHRASE_WINDOW);
    const to = Math.min(text.stems.length, index + PHRASE_WINDOW + 1);
    const near = (at: number) => {
      for (let other = from; other < to; other += 1)
        if (matchesWord(text, other, term, at)) return true;
      return false;
    };
    if (term.stems.slice(1).every((_, offset) => near(offset + 1))) return true;
  }
  return false;
}

/** True when `longer` holds every word of `term`: "late invoices" holds "invoices". */
function subsumes(longer: PreparedTerm, term: PreparedTerm): boolean {
  return (
    longer !== term &&
    longer.stems.length > term.stems.length &&
    term.stems.every((word) => longer.stems.includes(word))
  );
}

/**
 * Terms that are not part of another matched term: "late invoices" and "invoices" say one thing.
 * That thing weighs what the heavier of them weighs: a phrase the first results taught ("late
 * cancellations", 0.5) says no less than the problem word it holds ("cancellations", 1).
 */
function distinctTerms(terms: PreparedTerm[]): PreparedTerm[] {
  return terms
    .filter((term) => !terms.some((other) => subsumes(other, term)))
    .map((term) => {
      const held = terms.filter(
        (other) =>
          subsumes(term, other) && (other.role === "audience") === (term.role === "audience"),
      );
      const weight = Math.max(term.weight, ...held.map((other) => other.weight));
      return weight === term.weight ? term : { ...term, weight };
    });
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

/**
 * Who the text says its writer is ("I'm a barber", "our restaurant"), as phrases: the words after
 * the construction, up to three. Each phrase names a person or a specific place of business
 * WordNet knows; "my business" or "our company" names no trade and says nothing, nor does a stance
 * ("I'm a convert", "I'm a customer").
 */
function selfDescriptions(text: string): string[][] {
  const found: string[][] = [];
  for (const match of text.matchAll(SELF_AS_PERSON)) {
    const words = (match[1] ?? "").toLowerCase().split(/\s+/);
    const person = words.map(singular).filter(namesPerson);
    if (person.length > 0 && !person.every(namesAStance)) found.push(words);
  }
  for (const match of text.matchAll(SELF_AS_PLACE)) {
    const words = (match[1] ?? "").toLowerCase().split(/\s+/);
    const place = words.find((word) => {
      const lemma = singular(word);
      return !namesPerson(lemma) && !isGenericPlace(lemma) && namesWhoOrWhere(lemma);
    });
    if (place) found.push(words);
  }
  return found;
}

/** "…for music teachers", "built for restaurants", "helps clinics": who a product says it serves. */
const SERVES_MARKERS = new Set(["for", "helps"]);
const IN_A_NOUN_PHRASE = new Set(["ADJ", "NOUN", "PROPN"]);

/** A word of the phrase a product names as whom it serves, and whether it is a noun. */
interface ServedWord {
  word: string;
  noun: boolean;
}

/** Items that describe a product rather than someone's experience: listings, repositories, launches, web pages. */
export const PRODUCT_KINDS = new Set<Evidence["kind"]>([
  "product",
  "repository",
  "launch",
  "search-result",
]);

/**
 * The audiences a product names as its own ("an app for busy music teachers who…"): the noun phrase
 * after "for", read by the tagger up to its head, when the head names people or businesses.
 */
function servedAudiences(text: string): ServedWord[][] {
  const tokens = readWords(text);
  const found: ServedWord[][] = [];
  tokens.forEach((token, index) => {
    if (!SERVES_MARKERS.has(token.normal)) return;
    const run: Token[] = [];
    for (const next of tokens.slice(index + 1, index + 5)) {
      if (!IN_A_NOUN_PHRASE.has(next.pos)) break;
      run.push(next);
    }
    while (run.length > 0 && run.at(-1)?.pos === "ADJ") run.pop();
    const head = run.at(-1);
    if (!head) return;
    const lemma = singular(head.normal);
    // "for agencies" or "for private practices" say nothing; "for home care agencies" names a
    // trade by the nouns before its head.
    const namesATrade = isGenericPlace(lemma)
      ? run.slice(0, -1).some((word) => word.pos !== "ADJ")
      : namesWhoOrWhere(lemma);
    if (namesATrade)
      found.push(run.map((word) => ({ word: word.normal, noun: word.pos !== "ADJ" })));
  });
  return found;
}

/**
 * An audience term that names the audience by itself: a phrase ("remote teams"), a person
 * ("physiotherapist") or a trade WordNet does not know ("groomers"); a group's head alone
 * ("teams", "families") is everyone's word.
 */
function namesTheAudience(term: PreparedTerm): boolean {
  if (term.words.length > 1) return true;
  const head = singular(term.words[0] ?? "");
  return namesPerson(head) || commonSense(head, "noun") === null;
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

interface ItemTokens {
  own: Words;
  context: Words;
}

export function createLexicalScorer(terms: TopicTerm[]): RelevanceScorer {
  const prepared = terms
    .filter((term) => term.weight > 0)
    .map(prepare)
    .filter((term) => term.stems.length > 0);
  const audience = prepared.filter((term) => term.role === "audience");
  const found = (text: Words) => prepared.filter((term) => containsPhrase(text, term));
  const ideaStems = new Set(prepared.flatMap((term) => term.stems));
  const isIdeaWord = (word: string) => ideaStems.has(stem(word));
  const isOwnAudience = (word: string) =>
    audience.some((term) => term.stems.some((_, at) => matchesWord(wordsOf(word), 0, term, at)));
  // Only the audience's own nouns, and only when it is a trade with clients.
  // A phrase's head names its people too: "dog groomers" has "groomers" when no term says it alone;
  // an organisation's ("API companies") names anyone's employer, so its kind's term speaks for it.
  const audienceHeads = [
    ...new Map(
      audience.flatMap((term) => {
        if (term.stems.length === 1) return [[term.stems.join(" "), term] as const];
        const last = term.words.at(-1) ?? "";
        if (namesOrganisation(singular(last.toLowerCase()))) return [];
        const head = prepare({ ...term, phrase: last });
        return [[head.stems.join(" "), head] as const];
      }),
    ).values(),
  ].filter((term) => term.stems.length === 1);
  // "API" in "API companies" is what they make, not a trade whose clients say "our API".
  const organisationKinds = new Set(
    audience
      .filter((term) => namesOrganisation(singular((term.words.at(-1) ?? "").toLowerCase())))
      .map((term) => term.stems.at(-2)),
  );
  const servesClients = audienceHeads.some(
    (term) =>
      !organisationKinds.has(term.stems[0]) &&
      namesOccupation(singular((term.words[0] ?? "").toLowerCase())),
  );
  const isAudienceWord = (word: string) =>
    audienceHeads.some((term) => matchesWord(wordsOf(word), 0, term, 0));
  const audienceStems = audienceHeads
    .flatMap((term) => term.stems)
    .filter((word) => word.length >= MIN_SHORT_FORM);
  // "grooming" and "groomer", "beekeeping" and "beekeeper": a word made from the audience's name.
  const isAudienceKin = (stemmed: string) =>
    stemmed.length >= MIN_SHORT_FORM &&
    audienceStems.some((head) => head.startsWith(stemmed) || stemmed.startsWith(head));
  // "freelancers" for "freelance designers": the people a phrase's modifier names are its wider kin.
  const modifiers = audience
    .filter((term) => term.stems.length > 1)
    .flatMap((term) => term.words.slice(0, -1).map((word, at) => ({ word, stem: term.stems[at]! })))
    .filter((modifier) => modifier.stem.length >= MIN_SHORT_FORM);
  const namesModifierKin = (words: Words) =>
    words.raw.some((word, index) =>
      modifiers.some(
        (modifier) =>
          word !== modifier.word &&
          (words.stems[index] ?? "").startsWith(modifier.stem) &&
          namesPerson(singular(word)),
      ),
    );
  const namesAudienceKin = (tokens: ItemTokens) =>
    [...tokens.own.stems, ...tokens.context.stems].some(isAudienceKin) ||
    namesModifierKin(tokens.own) ||
    namesModifierKin(tokens.context);
  // "My grooming salon" is the audience's own place: a self-description in the idea's words or its kin.
  const isOurs = (word: string) =>
    isOwnAudience(word) || isIdeaWord(word) || isAudienceKin(stem(word));
  // A thread is judged once, as the item it is (a post, or a listing a review answers).
  const threads = new Map<string, boolean>();
  const threadOnTopic = (item: Parameters<RelevanceScorer>[0], thread: string) => {
    const kind = item.threadKind ?? "post";
    const key = `${kind}\n${item.subreddit ?? ""}\n${thread}`;
    let onTopic = threads.get(key);
    if (onTopic === undefined) {
      onTopic = judge({ kind, title: null, text: thread, subreddit: item.subreddit }).onTopic;
      threads.set(key, onTopic);
    }
    return onTopic;
  };
  const judge: RelevanceScorer = (item) => {
    // A title the text does not repeat is context: a comment's thread, a Facebook group's name.
    const title = item.title && !item.text.startsWith(item.title) ? item.title : "";
    const tokens: ItemTokens = {
      own: wordsOf(item.text),
      context: wordsOf(
        `${title} ${item.kind === "comment" ? (item.thread ?? "") : ""} ${item.subreddit ?? ""}`,
      ),
    };
    const inText = found(tokens.own);
    const contextTerms = found(tokens.context);
    const inContext = contextTerms.filter((term) => !inText.includes(term));
    const score = Math.round((weightOf(inText) + CONTEXT_SHARE * weightOf(inContext)) * 100) / 100;
    const matched = inText.map((term) => term.phrase);
    const problemTerms = distinctTerms(inText.filter((term) => term.role !== "audience"));
    // Someone else's trade, in their own words or its thread's, or its community's name ("r/teachers"),
    // when the idea names its audience and the item does not. A self-description that uses any of
    // the idea's words ("my grooming business") is the audience's own.
    const community = item.subreddit ? singular(item.subreddit.toLowerCase()) : "";
    const others = [
      ...selfDescriptions(
        `${item.text}\n${title}\n${item.kind === "comment" ? (item.thread ?? "") : ""}`,
      ),
      ...(community && namesPerson(community) ? [[community]] : []),
    ].filter((phrase) => !phrase.some(isOurs));
    const audienceNamed = [...inText, ...contextTerms].some((term) => term.role === "audience");
    const aboutSomeoneElse =
      audience.length > 0 &&
      others.length > 0 &&
      !audienceNamed &&
      problemTerms.length < UNMISTAKABLE;
    const fromStranger = audience.length > 0 && !audienceNamed && !namesAudienceKin(tokens);
    const aClient = servesClients && writtenByAClient(item.text, isAudienceWord);
    // A product made for someone else ("lesson scheduling for music teachers") is not a rival,
    // however many of the idea's words it shares, unless it also names the idea's audience.
    const forSomeoneElse =
      PRODUCT_KINDS.has(item.kind) &&
      audience.length > 0 &&
      !inText.some((term) => term.role === "audience" && namesTheAudience(term)) &&
      servedAudiences(`${item.title ?? ""}\n${item.text}`).some(
        // "for independent music teachers" is someone else's even if the idea says "independent":
        // only the phrase's nouns say whose it is.
        (phrase) => !phrase.some(({ word, noun }) => noun && isOurs(word)),
      );
    if (
      aboutSomeoneElse ||
      forSomeoneElse ||
      SAYS_OFF_TOPIC.test(item.text) ||
      (aClient && problemTerms.length < UNMISTAKABLE)
    )
      return { score, fromStranger, onTopic: false, vetoed: true, matched };
    // Only the item's own words can say it is about the problem; an audience word alone is chatter.
    const threshold =
      fromStranger && !PRODUCT_KINDS.has(item.kind) ? STRANGER_THRESHOLD : ON_TOPIC_THRESHOLD;
    // A short reply leans on its thread for its score; it must say the problem in its own words
    // ("What time control do you run?" under a tournament director's post says nothing of it).
    const saysEnough =
      item.kind !== "comment" ||
      tokens.own.raw.length >= SUBSTANTIVE_WORDS ||
      weightOf(inText) >= ON_TOPIC_THRESHOLD;
    const aboutProblem = problemTerms.length > 0 && score >= threshold && saysEnough;
    // A substantive reply in a thread about the problem answers it, whatever its words; a thread
    // the gate would turn away as an item (someone else's, or a stranger's saying too little)
    // lends its replies nothing.
    const threadAboutProblem =
      item.kind === "comment" &&
      tokens.own.raw.length >= SUBSTANTIVE_WORDS &&
      contextTerms.some((term) => term.role !== "audience") &&
      weightOf(contextTerms) >= ON_TOPIC_THRESHOLD &&
      (!item.thread || threadOnTopic(item, item.thread));
    // A store review is of its app: a stranger's review of an app the gate turns away is of
    // another trade's app ("Deposits cut our no-shows" on a restaurant's table planner).
    const ofAnotherTradesApp =
      item.threadKind === "product" &&
      fromStranger &&
      Boolean(item.thread) &&
      !threadOnTopic(item, item.thread ?? "");
    return {
      score,
      fromStranger,
      onTopic: (aboutProblem || threadAboutProblem) && !ofAnotherTradesApp,
      vetoed: false,
      matched,
    };
  };
  return judge;
}
