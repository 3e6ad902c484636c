import { readWords } from "../text/words.ts";
import {
  isPlural,
  isTopical,
  nounPhrases,
  type Phrase,
  type Tagged,
} from "../text/noun-phrases.ts";
import { commonSense, isKnown, namesPerson, namesWhoOrWhere } from "../text/wordnet.ts";

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

/**
 * The tagger reads a verb as a noun after a relative pronoun or a plural subject ("groomers that
 * cuts no-shows", "farmers rent tractors"): a word WordNet knows as a verb there is one.
 */
function retagVerbs(tokens: Tagged[]): Tagged[] {
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const afterSubject = previous && (RELATIVE_PRONOUNS.has(previous.normal) || isPlural(previous));
    const takesObject = next && ["NOUN", "PROPN", "ADJ", "DET"].includes(next.pos);
    return token.pos === "NOUN" && afterSubject && takesObject && isKnown(token.lemma, "verb")
      ? { ...token, pos: "VERB" }
      : token;
  });
}

/** Words that introduce who an idea is for. */
const AUDIENCE_MARKERS = new Set(["for", "helps", "help", "lets", "let", "aimed", "targeting"]);

function isAudienceHead(phrase: Phrase): boolean {
  return namesWhoOrWhere(phrase.head);
}

/** The phrase after "for", "helps", "lets" that names people or a business; else the first phrase naming a person. */
function findAudience(tokens: Tagged[], phrases: Phrase[]): Phrase | null {
  const introduced = phrases.filter((phrase) => {
    const before = tokens.slice(Math.max(0, phrase.position - 3), phrase.position);
    return before.some((token) => AUDIENCE_MARKERS.has(token.normal));
  });
  // A head WordNet does not know ("groomers") after "for" is most likely a trade's name.
  return (
    introduced.find(isAudienceHead) ??
    introduced.find((phrase) => commonSense(phrase.head, "noun") === null) ??
    phrases.find((phrase) => namesPerson(phrase.head)) ??
    null
  );
}

function findJobs(tokens: Tagged[], phrases: Phrase[]): IdeaReading["jobs"] {
  const jobs: IdeaReading["jobs"] = [];
  tokens.forEach((token, index) => {
    if (token.pos !== "VERB" || !isTopical(token)) return;
    // The verb's object: the next noun phrase within a few words ("follows up on unpaid invoices").
    const object = phrases.find(
      (phrase) => phrase.position > index && phrase.position <= index + 4,
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
