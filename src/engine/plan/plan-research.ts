import type { IdeaUnderstanding, TopicTerm } from "../types.ts";
import { contentWords, normaliseWhitespace } from "../text.ts";
import type { Concept } from "./lexicon.ts";
import { CONCEPTS, GENERIC_WORDS, lemma } from "./lexicon.ts";

/** All-words services (Algolia, Reddit, X, GitHub) find little with more words than this. */
export const MAX_QUERY_WORDS = 3;
const MAX_QUERIES = 10;
const DEFAULT_TOPIC = "productivity";

interface IdeaWords {
  /** Surface words in order, hyphenated words kept whole ("last-minute"). */
  words: string[];
  lemmas: string[];
  /** The idea's lemmas joined by spaces, for multi-word triggers ("physical therapist"). */
  lemmaText: string;
}

function readIdea(idea: string): IdeaWords {
  const words = idea.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  const lemmas = words.map(lemma);
  return { words, lemmas, lemmaText: ` ${lemmas.join(" ")} ` };
}

function isGeneric(word: string): boolean {
  return GENERIC_WORDS.has(word) || GENERIC_WORDS.has(lemma(word)) || word.length < 3;
}

/** Where a concept is first named in the idea, or -1: earlier concepts lead the plan. */
function conceptPosition(concept: Concept, idea: IdeaWords): number {
  const positions = concept.triggers.map((trigger) => {
    if (trigger.includes(" "))
      return idea.lemmaText.indexOf(` ${trigger} `) >= 0
        ? idea.lemmaText.indexOf(` ${trigger} `) / 100
        : -1;
    return idea.lemmas.indexOf(trigger);
  });
  const found = positions.filter((position) => position >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

function matchConcepts(idea: IdeaWords): Concept[] {
  const named = CONCEPTS.map((concept) => ({
    concept,
    position: conceptPosition(concept, idea),
  })).filter(({ position }) => position >= 0);
  const related = named.flatMap(({ concept, position }) =>
    CONCEPTS.filter(
      (other) =>
        other.triggers.some((trigger) => concept.related?.includes(trigger)) &&
        !named.some((entry) => entry.concept === other),
    ).map((other) => ({ concept: other, position: position + 50 })),
  );
  return [...named, ...related]
    .sort(
      (a, b) =>
        Number(a.concept.broad ?? false) - Number(b.concept.broad ?? false) ||
        a.position - b.position,
    )
    .map(({ concept }) => concept);
}

/** Adjacent meaningful words of the idea ("habit tracker", "unpaid invoices"): its own noun phrases. */
function corePhrases(idea: IdeaWords): string[] {
  const phrases: string[] = [];
  for (let index = 0; index + 1 < idea.words.length; index += 1) {
    const [first, second] = [idea.words[index] ?? "", idea.words[index + 1] ?? ""];
    if (!isGeneric(first) && !isGeneric(second)) phrases.push(`${first} ${second}`);
  }
  return unique(phrases);
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function wordCount(phrase: string): number {
  return phrase.split(/\s+/).filter(Boolean).length;
}

/** Who the idea serves, as the idea says it: "…for remote teams", "…that helps dog owners…". */
export function detectAudience(idea: string, fallbackWords: string[]): string {
  const match = /\b(?:for|helps?|helping|lets?|aimed at|targeting)\s+([^,.;:!?]{3,60})/i.exec(idea);
  const phrase = match?.[1]?.replace(/\b(to|who|that|which|with|by)\b.*$/i, "").trim();
  if (phrase) return phrase.toLowerCase();
  return `people searching for ${fallbackWords.slice(0, 3).join(" ")}`;
}

const BROAD_WEIGHT = 0.5;
const CORE_WEIGHT = 1.5;

interface PhraseSets {
  audience: string[];
  problem: string[];
  core: string[];
}

function phraseSets(concepts: Concept[], core: string[], ideaWords: string[]): PhraseSets {
  const specific = (role: Concept["role"]) => concepts.filter((concept) => concept.role === role);
  const audienceWords = ideaWords.filter(
    (word) =>
      !isGeneric(word) &&
      specific("audience").some((concept) => concept.triggers.includes(lemma(word))),
  );
  return {
    audience: unique([
      ...audienceWords,
      ...specific("audience").flatMap((concept) => concept.phrases),
    ]),
    problem: unique(specific("problem").flatMap((concept) => concept.phrases)),
    core,
  };
}

/** Words that mark the other audiences the lexicon knows: a text naming only them is about someone else. */
function otherAudienceTerms(concepts: Concept[], own: string[]): TopicTerm[] {
  const ownStems = own.map((phrase) => phrase.toLowerCase());
  return CONCEPTS.filter((concept) => concept.role === "audience" && !concepts.includes(concept))
    .flatMap((concept) => concept.marks ?? [])
    .filter((mark) => !ownStems.some((phrase) => phrase.includes(mark) || mark.includes(phrase)))
    .map((phrase) => ({ phrase, role: "other-audience" as const, weight: 0 }));
}

/** The weighted terms the relevance gate scores items with; broad concepts count for less. */
function weightedTerms(concepts: Concept[], sets: PhraseSets): TopicTerm[] {
  // A broad concept's phrases and the idea's own words for it ("teams") both count for little.
  const broadPhrases = new Set(
    concepts
      .filter((concept) => concept.broad)
      .flatMap((concept) =>
        [...concept.phrases, ...concept.triggers].map((phrase) => lemma(phrase.toLowerCase())),
      ),
  );
  const weigh = (phrase: string, role: TopicTerm["role"], weight: number): TopicTerm => ({
    phrase,
    role,
    weight: broadPhrases.has(lemma(phrase.toLowerCase())) ? BROAD_WEIGHT : weight,
  });
  // An idea phrase made only of who the users are ("dog groomers") names the audience, not the problem.
  const audienceWords = new Set(
    sets.audience.flatMap((phrase) => phrase.toLowerCase().split(/\s+/)).map(lemma),
  );
  const isAudiencePhrase = (phrase: string) =>
    phrase
      .toLowerCase()
      .split(/\s+/)
      .every((word) => audienceWords.has(lemma(word)));
  const terms = [
    ...sets.core.map((phrase) =>
      isAudiencePhrase(phrase)
        ? weigh(phrase, "audience", 1)
        : weigh(phrase, "core", wordCount(phrase) > 1 ? CORE_WEIGHT : BROAD_WEIGHT),
    ),
    ...sets.problem.map((phrase) => weigh(phrase, "problem", 1)),
    ...sets.audience.map((phrase) => weigh(phrase, "audience", 1)),
    ...otherAudienceTerms(concepts, sets.audience),
  ];
  const seen = new Set<string>();
  return terms.filter(
    (term) => !seen.has(term.phrase.toLowerCase()) && seen.add(term.phrase.toLowerCase()),
  );
}

/** Takes one from each list in turn, so every concept gets a query before any gets a second. */
function roundRobin(lists: string[][]): string[] {
  const out: string[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index += 1) {
    for (const list of lists) {
      const value = list[index];
      if (value) out.push(value);
    }
  }
  return out;
}

/**
 * Short queries for services that require every word: the audience with each problem in users'
 * words ("physio no-shows"), the idea's own noun phrases, then each problem's other phrasings.
 */
function allWordsQueries(terms: PhraseSets, concepts: Concept[]): string[] {
  const audiences = concepts
    .filter((concept) => concept.role === "audience")
    .map((concept) => concept.phrases[0] ?? "");
  const problemConcepts = concepts.filter((concept) => concept.role === "problem");
  const combined = audiences
    .slice(0, 2)
    .flatMap((audience) =>
      problemConcepts.slice(0, 4).map((concept) => `${audience} ${concept.phrases[0] ?? ""}`),
    );
  const phrasings = roundRobin(
    problemConcepts.map((concept) => concept.phrases.filter((phrase) => wordCount(phrase) >= 2)),
  );
  const candidates = [...combined.slice(0, 3), ...terms.core, ...phrasings, ...combined.slice(3)];
  // One word alone ("habits", "no-shows") matches every community that uses it: noise.
  return unique(
    candidates.filter((query) => wordCount(query) >= 2 && wordCount(query) <= MAX_QUERY_WORDS),
  ).slice(0, MAX_QUERIES);
}

function webQueries(terms: PhraseSets, audience: string): string[] {
  const [firstProblem, secondProblem] = terms.problem;
  const problems = [firstProblem, secondProblem].filter(Boolean).join(" and ");
  const [core] = terms.core.filter((phrase) => phrase.toLowerCase() !== audience.toLowerCase());
  return unique([
    problems ? `how do ${audience} deal with ${problems}` : "",
    `${core ?? firstProblem ?? ""} ${audience} reddit`.trim(),
  ]).filter(Boolean);
}

function competitorQueries(concepts: Concept[], terms: PhraseSets, audience: string): string[] {
  const categories = concepts.flatMap((concept) => concept.category ?? []);
  const [category = `${terms.core[0] ?? audience} software`] = categories;
  const [problem] = terms.problem;
  return unique([
    `best ${category} for ${audience}`,
    problem ? `${problem} app for ${audience}` : "",
    `${category} alternatives`,
    `${category} pricing`,
    categories[1] ? `${categories[1]} for ${audience}` : "",
  ]).filter(Boolean);
}

/** "independent dog groomers" → "dog groomers": the audience as people search for it. */
function searchableAudience(audience: string): string {
  return (
    audience
      .split(/\s+/)
      .filter((word) => !isGeneric(word))
      .slice(0, 3)
      .join(" ") || audience
  );
}

/**
 * Plans the research without a model: it costs nothing on the critical path, so gathering starts
 * at once; a model's plan, when one is configured, only adds to it.
 */
export function planResearch(rawIdea: string): IdeaUnderstanding {
  const idea = normaliseWhitespace(rawIdea);
  const words = readIdea(idea);
  const concepts = matchConcepts(words);
  const keywords = unique(contentWords(idea).filter((word) => !isGeneric(word))).slice(0, 8);
  const core = corePhrases(words);
  const sets = phraseSets(concepts, core, words.words);
  const audience = detectAudience(idea, keywords);
  const audienceWords = searchableAudience(audience);
  const queries = allWordsQueries(sets, concepts);
  // Launches sit under their audience's topic (pets, health) more often than under the problem's.
  const specificFirst = [
    ...concepts.filter((concept) => !concept.broad && concept.role === "audience"),
    ...concepts.filter((concept) => !concept.broad),
    ...concepts,
  ];
  const topics = unique(specificFirst.flatMap((concept) => (concept.topic ? [concept.topic] : [])));
  return {
    idea,
    problem: idea.split(/(?<=[.!?])\s/)[0] ?? idea,
    keywords,
    queries:
      queries.length > 0 ? queries : unique([keywords.slice(0, 2).join(" ")]).filter(Boolean),
    webQueries: webQueries(sets, audienceWords),
    competitorQueries: competitorQueries(concepts, sets, audienceWords),
    categories: unique([
      ...concepts.flatMap((concept) => concept.category ?? []),
      `${audienceWords} software`,
    ]),
    topics: topics.length > 0 ? topics.slice(0, 3) : [DEFAULT_TOPIC],
    communities: [],
    // An idea the lexicon does not know is judged by its own words.
    terms: weightedTerms(
      concepts,
      sets.audience.length + sets.problem.length > 0
        ? sets
        : { ...sets, core: unique([...core, ...keywords]) },
    ),
    audience,
    plannedBy: "rules",
  };
}
