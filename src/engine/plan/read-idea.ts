import { readWords } from "../text/words.ts";
import {
  isPlural,
  isTopical,
  nounPhrases,
  type Phrase,
  type Tagged,
} from "../text/noun-phrases.ts";
import {
  commonSense,
  isKnown,
  namesPerson,
  namesWhoOrWhere,
  readSynset,
  senseOffsets,
} from "../text/wordnet.ts";

/**
 * Reads an idea by its grammar, not by topic: who it serves (the audience's noun phrase: "commercial
 * drone pilots", "freelance translators"), what the pain is about (its other noun phrases: "flight
 * logs", "late invoices") and the jobs it does (a verb and its object: "chase invoices"). Works the
 * same for a brewery as for a physio, because it knows English, not markets. Pronouns, determiners
 * and the pitch's own words ("app", "tool") never become a topic.
 */

export interface IdeaReading {
  /** Who has the problem, or null when the idea does not say. */
  audience: Phrase | null;
  /** Noun phrases of what the problem is about, earliest first; never the audience, never the pitch's own words. */
  objects: Phrase[];
  /**
   * The objects after the audience ("…for physiotherapists that fills last-minute cancellations"):
   * what hurts. The phrase before "for <audience>" names the product ("a scheduling tool"); all
   * objects when the idea has no such order.
   */
  problems: Phrase[];
  /** The objects before the audience: the kind of product the founder pitches ("scheduling", "flight log"). */
  category: Phrase[];
  /** "chase invoices", "track battery cycles": a verb lemma and the phrase it acts on. */
  jobs: Array<{ verb: string; object: Phrase }>;
}

const RELATIVE_PRONOUNS = new Set(["that", "which", "who", "where"]);
const NOUN_PHRASE_OPENERS = new Set(["NOUN", "PROPN", "ADJ", "DET", "NUM"]);

/** "records", "tracks": the third person's form; "log", "plan": the base form of a list of commands. */
type VerbForm = "third" | "base";

function formOf(token: Tagged): VerbForm {
  return token.normal !== token.lemma && token.normal.endsWith("s") ? "third" : "base";
}

/** Where a clause of what a product does may open: after "that", after a colon, or as the next item of a list. */
function clauseOpening(tokens: Tagged[], index: number): "relative" | "colon" | "item" | null {
  const previous = tokens[index - 1];
  if (!previous) return null;
  if (RELATIVE_PRONOUNS.has(previous.normal)) return "relative";
  if (previous.normal === ":") return "colon";
  if (previous.normal === ",") return "item";
  return previous.normal === "and" && tokens[index - 2]?.normal === "," ? "item" : null;
}

/**
 * The word after a verb can start its object: a noun phrase, a word the tagger took for a verb
 * that is also a noun ("records catch at sea"), or a participle before one ("track donated food").
 */
function startsObject(tokens: Tagged[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (NOUN_PHRASE_OPENERS.has(token.pos)) return true;
  if (token.pos !== "VERB") return false;
  const participle = /(?:ed|ing)$/.test(token.normal);
  return (
    isKnown(token.lemma, "noun") ||
    (participle && NOUN_PHRASE_OPENERS.has(tokens[index + 1]?.pos ?? ""))
  );
}

/**
 * The object after a verb the tagger misread is misread too: a word in it taken for a verb is a
 * participle describing the next noun ("track donated food") or, where the phrase ends, a noun
 * ("records catch at sea", "tracks mite counts and files…").
 */
function retagObject(tagged: Tagged[], start: number) {
  for (let index = start; index < tagged.length; index += 1) {
    const token = tagged[index];
    if (!token || !(NOUN_PHRASE_OPENERS.has(token.pos) || token.pos === "VERB")) return;
    if (token.pos !== "VERB") continue;
    const describesNoun = NOUN_PHRASE_OPENERS.has(tagged[index + 1]?.pos ?? "");
    if (describesNoun && /(?:ed|ing)$/.test(token.normal)) tagged[index] = { ...token, pos: "ADJ" };
    else if (!describesNoun && isKnown(token.lemma, "noun"))
      tagged[index] = { ...token, pos: "NOUN" };
    else return;
  }
}

/**
 * The tagger reads a verb as a noun in the list of what a product does ("…fishermen that records
 * catch at sea, works offline, tracks quota balances", "…pantries: check households in, enforce
 * visit limits, track donated food") and after a plural subject ("farmers rent tractors"). A word
 * WordNet knows as a verb opens such a clause as a verb when an object follows and, in a list, it
 * has the list's form (the third person after "that … records", the base form after a colon).
 * The words after it are then its object (`retagObject`).
 */
function retagVerbs(tokens: Tagged[]): Tagged[] {
  const tagged = [...tokens];
  let list: VerbForm | null = null;
  tagged.forEach((token, index) => {
    if (token.normal === "." || token.normal === ";") list = null;
    const opening = clauseOpening(tagged, index);
    const previous = tagged[index - 1];
    if (token.pos === "VERB" && opening) list = formOf(token);
    const afterSubject = previous && isPlural(previous) && opening === null;
    // After "that" either form agrees with something ("a tool that fills", "tools that fill").
    const expected =
      opening === "relative"
        ? formOf(token)
        : opening === "colon"
          ? "base"
          : opening === "item"
            ? list
            : null;
    const opensClause = expected !== null && formOf(token) === expected;
    if (
      token.pos !== "NOUN" ||
      !(opensClause || afterSubject) ||
      !startsObject(tagged, index + 1) ||
      !isKnown(token.lemma, "verb")
    )
      return;
    tagged[index] = { ...token, pos: "VERB" };
    if (opening) list = formOf(token);
    retagObject(tagged, index + 1);
  });
  return tagged;
}

/** Words that introduce who an idea is for. */
const AUDIENCE_MARKERS = new Set(["for", "helps", "help", "lets", "let", "aimed", "targeting"]);

function isAudienceHead(phrase: Phrase): boolean {
  return namesWhoOrWhere(phrase.head);
}

/** Doers a dictionary may not list: "groomers", "installers", "podcasters". */
const DOER = /(?:er|or|ist|ian)$/;

/** A head that may name the people with the problem: a person, a group or business, or a doer. */
function mayNamePeople(lemma: string): boolean {
  if (namesWhoOrWhere(lemma)) return true;
  const senses = senseOffsets(lemma, "noun");
  if (senses.length === 0) return DOER.test(lemma);
  // "agent" is a chemical first and an insurance agent third.
  return senses.slice(0, 3).some((offset) => readSynset(offset, "noun").lexname === "noun.person");
}

const SENTENCE_ENDS = new Set([".", "!", "?"]);
const BETWEEN_SUBJECT_AND_VERB = new Set(["ADV", "PART"]);

/**
 * The phrase a sentence opens with, when a verb follows it ("Small restaurants throw away…",
 * "Recruiters at staffing agencies spend…"): founders often say who has the problem first.
 */
function isSentenceSubject(tokens: Tagged[], phrases: Phrase[], phrase: Phrase): boolean {
  const before = tokens[phrase.position - 1];
  if (before && !SENTENCE_ENDS.has(before.normal)) return false;
  let next = phrase.position + phrase.words.length;
  // "Recruiters at staffing agencies": the phrase's own complement comes before its verb.
  if (tokens[next]?.pos === "ADP") {
    const complement = phrases.find((other) => other.position === next + 1);
    if (complement) next = complement.position + complement.words.length;
  }
  while (BETWEEN_SUBJECT_AND_VERB.has(tokens[next]?.pos ?? "")) next += 1;
  return tokens[next]?.pos === "VERB" || tokens[next]?.pos === "AUX";
}

/**
 * Who the idea serves: the phrase after "for", "helps", "lets" that names people or a business;
 * else a sentence's subject that does ("Dental offices lose thousands…"); else an unknown word
 * after "for" (most likely a trade's name); else the first phrase naming a person.
 */
function findAudience(tokens: Tagged[], phrases: Phrase[]): Phrase | null {
  const introduced = phrases.filter((phrase) => {
    const before = tokens.slice(Math.max(0, phrase.position - 3), phrase.position);
    return before.some((token) => AUDIENCE_MARKERS.has(token.normal));
  });
  return (
    introduced.find(isAudienceHead) ??
    phrases.find(
      (phrase) => isSentenceSubject(tokens, phrases, phrase) && mayNamePeople(phrase.head),
    ) ??
    introduced.find((phrase) => commonSense(phrase.head, "noun") === null) ??
    phrases.find((phrase) => namesPerson(phrase.head)) ??
    null
  );
}

function findJobs(tokens: Tagged[], phrases: Phrase[]): IdeaReading["jobs"] {
  const jobs: IdeaReading["jobs"] = [];
  tokens.forEach((token, index) => {
    if (token.pos !== "VERB" || !isTopical(token)) return;
    // The verb's object: the next noun phrase within a few words ("follows up on unpaid invoices"),
    // in the same clause ("works offline, tracks quota balances": nothing for "works").
    const object = phrases.find(
      (phrase) =>
        phrase.position > index &&
        phrase.position <= index + 4 &&
        !tokens.slice(index + 1, phrase.position).some((between) => between.pos === "PUNCT"),
    );
    if (object) jobs.push({ verb: token.lemma, object });
  });
  return jobs;
}

export function readIdea(idea: string): IdeaReading {
  const tokens = retagVerbs(readWords(idea));
  const phrases = nounPhrases(tokens);
  const audience = findAudience(tokens, phrases);
  const objects = phrases.filter((phrase) => phrase !== audience);
  const category = audience ? objects.filter((phrase) => phrase.position < audience.position) : [];
  const after = objects.filter((phrase) => !category.includes(phrase));
  return {
    audience,
    objects,
    problems: after.length > 0 ? after : objects,
    category,
    jobs: findJobs(tokens, objects),
  };
}
