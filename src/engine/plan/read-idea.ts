import { isFunctionWord, isStopword, readWords } from "../text/words.ts";
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
  namesWhoOrDoer,
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
  /**
   * Other kinds of the audience's head named beside it: "crane" in "crane and rigging
   * contractors". They are who the idea serves too, never what the problem is about.
   */
  coordinated: Phrase[];
  /**
   * Where the audience works, said right after it: "film festivals" in "programmers at small and
   * mid-size film festivals". It says which programmers; their posts name it more than themselves.
   */
  workplace: Phrase | null;
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

/**
 * Where a clause of what a product does may open: after "that", after a colon, as the next item of
 * a list, or as the second of two verbs sharing an object ("build and sign lift plans").
 */
function clauseOpening(
  tokens: Tagged[],
  index: number,
): "relative" | "colon" | "item" | "last" | "coordinated" | null {
  const previous = tokens[index - 1];
  if (!previous) return null;
  if (RELATIVE_PRONOUNS.has(previous.normal)) return "relative";
  if (previous.normal === ":") return "colon";
  if (previous.normal === ",") return "item";
  if (previous.pos !== "CCONJ") return null;
  if (tokens[index - 2]?.normal === ",") return "item";
  // "sign lift plans, scan tagged slings and track certifications": the last item of a list that
  // is already going; "Inventory and booking software" starts none.
  return tokens[index - 2]?.pos === "VERB" ? "coordinated" : "last";
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
 * participle describing the next noun ("track donated food") or a noun, where the phrase ends
 * ("records catch at sea", "tracks mite counts and files…") or as a compound's first half ("lift
 * plans").
 */
function retagObject(tagged: Tagged[], start: number) {
  for (let index = start; index < tagged.length; index += 1) {
    const token = tagged[index];
    if (!token || !(NOUN_PHRASE_OPENERS.has(token.pos) || token.pos === "VERB")) return;
    if (token.pos !== "VERB") continue;
    const describesNoun = NOUN_PHRASE_OPENERS.has(tagged[index + 1]?.pos ?? "");
    if (describesNoun && /(?:ed|ing)$/.test(token.normal)) tagged[index] = { ...token, pos: "ADJ" };
    // Where the phrase ends, or before its noun as a compound's first half ("sign lift plans").
    else if (isKnown(token.lemma, "noun") && (!describesNoun || tagged[index + 1]?.pos === "NOUN"))
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
    if (token.pos === "VERB" && opening && opening !== "last") list = formOf(token);
    const afterSubject = previous && isPlural(previous) && opening === null;
    // After "that" either form agrees with something ("a tool that fills", "tools that fill").
    const expected =
      opening === "relative"
        ? formOf(token)
        : opening === "colon"
          ? "base"
          : opening === "item" || opening === "last"
            ? list
            : opening === "coordinated"
              ? formOf(tagged[index - 2] ?? token)
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
    if (opening && opening !== "last") list = formOf(token);
    retagObject(tagged, index + 1);
  });
  return tagged;
}

/** Words that introduce who an idea is for. */
const AUDIENCE_MARKERS = new Set(["for", "helps", "help", "lets", "let", "aimed", "targeting"]);

/** "salons", or a compound the dictionary knows as a whole: "funeral homes" (a home is anyone's). */
function isAudienceHead(phrase: Phrase): boolean {
  const before = phrase.lemmas.at(-2);
  return (
    namesWhoOrWhere(phrase.head) || (before ? namesWhoOrWhere(`${before}_${phrase.head}`) : false)
  );
}

/** A head that may name the people with the problem: a person, a group or business, or a doer. */
function mayNamePeople(lemma: string): boolean {
  if (namesWhoOrDoer(lemma)) return true;
  // "agent" is a chemical first and an insurance agent third.
  return senseOffsets(lemma, "noun")
    .slice(0, 3)
    .some((offset) => readSynset(offset, "noun").lexname === "noun.person");
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
  const afterMarker = phrases.filter((phrase) => {
    const before = tokens.slice(Math.max(0, phrase.position - 3), phrase.position);
    return before.some((token) => AUDIENCE_MARKERS.has(token.normal));
  });
  // "for small tent and party rental companies": the marker introduces both kinds.
  const introduced = phrases.filter(
    (phrase) =>
      afterMarker.includes(phrase) ||
      afterMarker.some((first) => coordinatedWith(tokens, phrases, first) === phrase),
  );
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

/** Words between a verb and the start of its object: "follows up on unpaid invoices". */
const OBJECT_REACH = 4;

/** "every operator's": a phrase that owns the next one, so not what the verb acts on. */
function isPossessor(tokens: Tagged[], phrase: Phrase): boolean {
  return tokens[phrase.position + phrase.words.length]?.normal === "'s";
}

/**
 * The verb's object: the next noun phrase within a few words, in the same clause ("works offline,
 * tracks quota balances": nothing for "works"); past its owners ("track every operator's and
 * rigger's certifications": the certifications).
 */
function objectOf(tokens: Tagged[], phrases: Phrase[], verbIndex: number): Phrase | null {
  let reach = verbIndex + OBJECT_REACH;
  for (const phrase of phrases) {
    if (phrase.position <= verbIndex) continue;
    const between = tokens.slice(verbIndex + 1, phrase.position);
    if (phrase.position > reach || between.some((token) => token.pos === "PUNCT")) return null;
    if (!isPossessor(tokens, phrase)) return phrase;
    reach = phrase.position + phrase.words.length + OBJECT_REACH;
  }
  return null;
}

/**
 * A participle describes the noun it stands before ("untagged and shared costs", "the owning
 * team"): what a product does is said in the base or third person form.
 */
function describesNextNoun(tokens: Tagged[], index: number): boolean {
  const token = tokens[index];
  if (!token || token.normal === token.lemma) return false;
  if (token.normal.endsWith("ed")) return true;
  const previous = tokens[index - 1]?.pos ?? "";
  return token.normal.endsWith("ing") && (previous === "DET" || previous === "CCONJ");
}

/** Verbs that say nothing of what is done: "each arrangement becomes a checklist", "gets double-booked". */
const LIGHT_VERBS = new Set(["be", "become", "get", "seem", "have", "do", "go", "make"]);

/** Positions inside brackets: an aside ("(including tent parts and cleaning turnaround)"). */
function inBrackets(tokens: Tagged[]): Set<number> {
  const inside = new Set<number>();
  let depth = 0;
  tokens.forEach((token, index) => {
    if (token.normal === "(") depth += 1;
    else if (token.normal === ")") depth = Math.max(0, depth - 1);
    else if (depth > 0) inside.add(index);
  });
  return inside;
}

function findJobs(tokens: Tagged[], phrases: Phrase[]): IdeaReading["jobs"] {
  const jobs: IdeaReading["jobs"] = [];
  const aside = inBrackets(tokens);
  tokens.forEach((token, index) => {
    if (token.pos !== "VERB" || !isTopical(token) || LIGHT_VERBS.has(token.lemma)) return;
    if (describesNextNoun(tokens, index) || aside.has(index)) return;
    const object = objectOf(tokens, phrases, index);
    if (object) jobs.push({ verb: token.lemma, object });
  });
  return jobs;
}

/**
 * "crane and rigging contractors", "small tent and party rental companies": a singular phrase
 * joined by "and" or "or" to a phrase that ends in a plural names another kind of the same people
 * (not "slings and shackles", two things).
 */
function coordinatedWith(tokens: Tagged[], phrases: Phrase[], phrase: Phrase): Phrase | null {
  const end = phrase.position + phrase.words.length;
  if (tokens[end]?.pos !== "CCONJ") return null;
  const last = tokens[end - 1];
  const next = phrases.find((other) => other.position === end + 1);
  if (!last || isPlural(last) || !next || next.words.length < 2) return null;
  const head = tokens[next.position + next.words.length - 1];
  return head && isPlural(head) ? next : null;
}

/** The audience, moved to the phrase its word is coordinated with, and the words beside it. */
function withCoordinated(
  tokens: Tagged[],
  phrases: Phrase[],
  found: Phrase | null,
): { audience: Phrase | null; coordinated: Phrase[] } {
  if (!found) return { audience: null, coordinated: [] };
  const next = coordinatedWith(tokens, phrases, found);
  if (next) return { audience: next, coordinated: [found] };
  const before = phrases.find((other) => coordinatedWith(tokens, phrases, other) === found);
  return { audience: found, coordinated: before ? [before] : [] };
}

/** Words between "at" and the start of the workplace's phrase: "at small and mid-size film festivals". */
const WORKPLACE_REACH = 4;

/** "programmers at … film festivals", "recruiters at staffing agencies": the audience's workplace. */
function workplaceOf(tokens: Tagged[], phrases: Phrase[], audience: Phrase | null): Phrase | null {
  if (!audience) return null;
  const at = audience.position + audience.words.length;
  if (tokens[at]?.normal !== "at") return null;
  const next = phrases.find(
    (phrase) => phrase.position > at && phrase.position <= at + WORKPLACE_REACH,
  );
  if (!next) return null;
  const between = tokens.slice(at + 1, next.position);
  return between.some((token) => token.pos === "PUNCT") ? null : next;
}

/**
 * "Quoting software", "Inventory and booking software": an -ing word before the pitch's own noun
 * names the kind of product, whatever the tagger made of it at the start of a sentence.
 */
function retagKinds(tokens: Tagged[]): Tagged[] {
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    const namesKind =
      token.pos === "VERB" &&
      token.normal.endsWith("ing") &&
      next !== undefined &&
      next.pos === "NOUN" &&
      !next.stop &&
      !isFunctionWord(next.normal) &&
      isStopword(next.normal);
    return namesKind ? { ...token, pos: "NOUN" } : token;
  });
}

export function readIdea(idea: string): IdeaReading {
  const tokens = retagVerbs(retagKinds(readWords(idea)));
  const phrases = nounPhrases(tokens, { trades: true });
  const { audience, coordinated } = withCoordinated(tokens, phrases, findAudience(tokens, phrases));
  const objects = phrases.filter((phrase) => phrase !== audience && !coordinated.includes(phrase));
  const opening = coordinated[0] ?? audience;
  const category = opening ? objects.filter((phrase) => phrase.position < opening.position) : [];
  const after = objects.filter((phrase) => !category.includes(phrase));
  return {
    audience,
    coordinated,
    workplace: workplaceOf(tokens, phrases, audience),
    objects,
    problems: after.length > 0 ? after : objects,
    category,
    jobs: findJobs(tokens, objects),
  };
}
