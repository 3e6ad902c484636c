import type { IdeaUnderstanding, TopicTerm } from "../types.ts";
import { normaliseWhitespace } from "../text/format.ts";
import { contentWords, singular, stem, stemsOf } from "../text/words.ts";
import {
  contextSynonyms,
  fieldOf,
  namesOrganisation,
  namesPerson,
  namesWhoOrWhere,
} from "../text/wordnet.ts";
import type { Phrase } from "../text/noun-phrases.ts";
import type { IdeaReading } from "./read-idea.ts";
import { readIdea } from "./read-idea.ts";
import { PAIN_PHRASINGS } from "./voice.ts";

/** All-words services (Algolia, Reddit, X, GitHub) find little with more words than this. */
export const MAX_QUERY_WORDS = 3;
const MAX_QUERIES = 10;

const CORE_WEIGHT = 1.5;
const SYNONYM_WEIGHT = 0.5;
/** Adjectives ("unpaid", "automatic", "last-minute") narrow a phrase but say little alone. */
const MODIFIER_WEIGHT = 0.5;

export function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase().trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function wordCount(phrase: string): number {
  return phrase.split(/\s+/).filter(Boolean).length;
}

function text(phrase: Phrase): string {
  return phrase.words.join(" ");
}

/**
 * At most the last three words of a phrase, its head singular: "farm equipment rental
 * marketplaces" is searched as "equipment rental marketplace", "unpaid invoices" as "unpaid invoice".
 */
function searchable(phrase: Phrase): string {
  const words = phrase.words.slice(-MAX_QUERY_WORDS);
  return [...words.slice(0, -1), singularHead(phrase)].join(" ");
}

/**
 * A phrase as people search for the thing it names: its compound noun without the idea's own
 * adjectives when it has one ("required trip reports" → "trip report", "clunky government
 * portals" → "government portal"); the adjective stays when it is all that narrows a single noun
 * ("late fee", "unpaid invoice").
 */
function searchedAsCompound(phrase: Phrase): string {
  const firstNoun = phrase.nouns.indexOf(true);
  const nouns = phrase.nouns.filter(Boolean).length;
  if (nouns < 2 || firstNoun <= 0) return searchable(phrase);
  return searchable({
    ...phrase,
    words: phrase.words.slice(firstNoun),
    nouns: phrase.nouns.slice(firstNoun),
  });
}

/** The head as written, singular when the tagger read it as a plural noun. */
function singularHead(phrase: Phrase): string {
  const head = phrase.words.at(-1) ?? phrase.head;
  return phrase.nouns.at(-1) ? singular(head) : head;
}

/** "commercial drone pilots" → "drone pilots": the audience as people name themselves in a search. */
function audienceSearchForm(audience: Phrase | null): string | null {
  if (!audience) return null;
  return audience.words.slice(-2).join(" ");
}

/**
 * Who an organisation is, when its head only says it is one: "API companies" are "API", "swim
 * schools" "swim", "esports teams" "esports". WordNet files such heads (company, team, club,
 * agency) under groups; every trade has them, so the noun before the head is what marks its people.
 */
function organisationKind(audience: Phrase): string | null {
  const before = audience.words.length - 2;
  if (before < 0 || !audience.nouns[before]) return null;
  if (!namesOrganisation(audience.head)) return null;
  return audience.words[before] ?? null;
}

/**
 * "job shops", "vet clinics", "event venues": a place of business that the noun before it names.
 * The place alone ("our shop", "the clinic") is every trade's word: a bookshop's, an Etsy shop's.
 */
function placeNamedByItsTrade(audience: Phrase): boolean {
  const before = audience.words.length - 2;
  return (
    before >= 0 &&
    Boolean(audience.nouns[before]) &&
    !namesPerson(audience.head) &&
    namesWhoOrWhere(audience.head)
  );
}

/** The word people put before their problem: "groomer no-shows", "pilot paperwork", "api change". */
function audienceKey(audience: Phrase | null): string | null {
  return audience ? (organisationKind(audience) ?? singularHead(audience)) : null;
}

/**
 * Short queries for services that require every word: the idea's own phrases about the problem,
 * the audience with each thing it struggles with, the jobs, then the audience alone (its community).
 */
function allWordsQueries(reading: IdeaReading): string[] {
  const key = audienceKey(reading.audience);
  // What hurts first, then the kind of product the founder pitches.
  const ordered = [
    ...reading.problems,
    ...reading.category.filter((phrase) => !reading.problems.includes(phrase)),
  ];
  const multiWord = ordered
    .filter((phrase) => phrase.words.length >= 2)
    .map(searchedAsCompound)
    .filter((query) => wordCount(query) >= 2);
  // Each noun of the problem with who has it: "groomer no-shows", "team habit", "pilot paperwork".
  const withAudience = key
    ? unique(
        ordered.flatMap((phrase) =>
          phrase.words
            .filter((word, index) => phrase.nouns[index] && singular(word) !== key)
            .reverse()
            .map((noun) => `${key} ${singular(noun)}`),
        ),
      )
    : [];
  const jobs = reading.jobs.map(
    (job) =>
      `${job.verb} ${[...job.object.words.slice(-2, -1), singularHead(job.object)].join(" ")}`,
  );
  const audience = audienceSearchForm(reading.audience);
  // Two things that hurt, side by side, as the people with the problem write them ("no-show deposit").
  const heads = unique(reading.problems.map(singularHead));
  const pairs = heads.flatMap((first, index) =>
    heads.slice(index + 1).map((second) => `${first} ${second}`),
  );
  const candidates = [
    ...multiWord,
    ...withAudience.slice(0, 3),
    ...pairs.slice(0, 2),
    ...jobs,
    ...withAudience.slice(3),
  ];
  if (audience) candidates.push(audience);
  // One word alone matches every community that uses it: noise.
  return unique(
    candidates.filter((query) => wordCount(query) >= 2 && wordCount(query) <= MAX_QUERY_WORDS),
  ).slice(0, MAX_QUERIES);
}

function webQueries(reading: IdeaReading, audience: string): string[] {
  const [first, second] = reading.problems.map(text);
  const problems = [first, second].filter(Boolean).join(" and ");
  const [ask, wish] = PAIN_PHRASINGS.webTemplates;
  return unique([
    problems && ask ? ask.replace("{audience}", audience).replace("{problem}", problems) : "",
    first ? `${audience} ${first} reddit` : `${audience} problems reddit`,
    first && wish ? wish.replace("{audience}", audience).replace("{problem}", first) : "",
  ]).filter(Boolean);
}

/**
 * One job per thing it acts on: "sign lift plans", "log periodic inspections", "track
 * certifications". An idea that does several jobs has rivals that do each one alone. A verb whose
 * object is people or a business ("lets owners sign up", "sends families the proof") names who
 * acts or receives, not a job.
 */
function distinctJobs(reading: IdeaReading): string[] {
  const seen = new Set<string>();
  return reading.jobs
    .filter((job) => !namesPerson(job.object.head) && !namesOrganisation(job.object.head))
    .filter((job) => !seen.has(job.object.head) && Boolean(seen.add(job.object.head)))
    .map((job) => `${job.verb} ${text(job.object)}`);
}

/**
 * "scheduling software for physiotherapists": the pitched kind of product first, else what it
 * solves; then each job the product does, where a rival that does only that one is found.
 */
function competitorQueries(reading: IdeaReading, audience: string): string[] {
  const [first, second] = [...reading.category, ...reading.problems].map(text);
  const [job, ...otherJobs] = distinctJobs(reading);
  // What the product handles, in its nouns alone: a product page names them, whoever it serves
  // and whatever it calls itself ("waitlist", "cancellation", "SMS").
  const handles = unique([...reading.problems, ...reading.category].map(singularHead))
    .slice(0, 3)
    .join(" ");
  return unique([
    first ? `${first} software for ${audience}` : `software for ${audience}`,
    job ? `${job} app` : "",
    ...otherJobs.slice(0, 2).map((each) => `${each} app`),
    first ? `best ${first} app for ${audience}` : "",
    handles.includes(" ") ? handles : "",
    second ? `${second} software for ${audience}` : "",
    first ? `${first} app pricing` : "",
  ]).filter(Boolean);
}

function categories(reading: IdeaReading, audience: string): string[] {
  return unique([
    ...[...reading.category, ...reading.problems]
      .slice(0, 2)
      .map((phrase) => `${text(phrase)} software`),
    `${audience} software`,
  ]);
}

/**
 * Words to find Product Hunt topics by (the source asks its topic search): the audience's words
 * first (launches are filed under who they serve: "Pets", "Remote Work"), then the problem's nouns.
 */
function topicWords(reading: IdeaReading): string[] {
  const audience = reading.audience
    ? reading.audience.lemmas.filter((_, index) => reading.audience?.nouns[index] || index === 0)
    : [];
  const problem = reading.objects.flatMap((phrase) =>
    phrase.lemmas.filter((_, index) => phrase.nouns[index]),
  );
  return unique([...audience, ...problem].filter((word) => word.length >= 3)).slice(0, 5);
}

/**
 * What the relevance gate scores items with: who (the audience, its head, the synonyms that fit
 * the idea and the name of its field: "physiotherapy" for physiotherapists), the idea's phrases about the problem (multi-word phrases and jobs say most), their
 * nouns, their modifiers (worth less), and the synonyms of their heads that fit the idea (less).
 */
function terms(reading: IdeaReading, idea: string): TopicTerm[] {
  const context = new Set(stemsOf(idea));
  const synonymsOf = (lemma: string) => contextSynonyms(lemma, "noun", context, stem);
  const audience = reading.audience;
  const kind = audience && organisationKind(audience);
  // An organisation's head ("company") and its synonyms ("companionship") name anyone's employer.
  const who = audience
    ? kind
      ? [kind]
      : placeNamedByItsTrade(audience)
        ? []
        : reading.workplace
          ? // Where they work says which sense the head has: a festival's programmers are no coders.
            [audience.head]
          : [audience.head, ...synonymsOf(audience.head), ...fieldOf(audience.head)]
    : [];
  // "crane and rigging contractors": crane contractors are the audience as much as riggers.
  const alsoWho = reading.coordinated.map(text);
  const alsoPhrases = audience
    ? alsoWho.map((also) => `${also} ${audience.words.at(-1) ?? audience.head}`)
    : [];
  // "programmers at film festivals": the festival is how their posts say who they are.
  const workplace = reading.workplace ? [reading.workplace.words.slice(-2).join(" ")] : [];
  const audienceTerms: TopicTerm[] = audience
    ? unique([
        audience.words.slice(-2).join(" "),
        ...alsoPhrases,
        ...who,
        ...alsoWho,
        ...workplace,
      ]).map((phrase) => ({
        phrase,
        role: "audience",
        weight: 1,
      }))
    : [];
  const phrases: TopicTerm[] = [
    ...reading.objects
      .filter((phrase) => phrase.words.length >= 2)
      .map((phrase) => searchable(phrase)),
    ...reading.jobs.map((job) => `${job.verb} ${job.object.head}`),
  ].map((phrase) => ({ phrase, role: "core", weight: CORE_WEIGHT }));
  // As written ("cancellations"): the lemmatiser spells some words its own way ("cancelation").
  const heads: TopicTerm[] = reading.objects.map((phrase) => ({
    phrase: phrase.words.at(-1) ?? phrase.head,
    role: "problem",
    weight: 1,
  }));
  const modifiers: TopicTerm[] = reading.objects.flatMap((phrase) =>
    phrase.lemmas.slice(0, -1).map((lemma, index) => ({
      phrase: lemma,
      role: "problem" as const,
      weight: phrase.nouns[index] ? 1 : MODIFIER_WEIGHT,
    })),
  );
  const synonyms: TopicTerm[] = reading.objects.flatMap((phrase) =>
    synonymsOf(phrase.head).map((synonym) => ({
      phrase: synonym,
      role: "problem" as const,
      weight: SYNONYM_WEIGHT,
    })),
  );
  const audienceStems = new Set(audienceTerms.map((term) => stem(term.phrase)));
  const seen = new Set<string>();
  return [...audienceTerms, ...phrases, ...heads, ...modifiers, ...synonyms].filter((term) => {
    const key = term.role === "audience" ? term.phrase : stem(term.phrase);
    if (term.role !== "audience" && audienceStems.has(key)) return false;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/**
 * Plans the research without a model, from the idea's own grammar: it costs nothing on the
 * critical path, so gathering starts at once. The first results then refine it (feedback.ts), and
 * a model's plan, when one is configured, only adds to it.
 */
export function planResearch(rawIdea: string): IdeaUnderstanding {
  const idea = normaliseWhitespace(rawIdea);
  const reading = readIdea(idea);
  const keywords = unique(contentWords(idea)).slice(0, 8);
  const audienceWords =
    audienceSearchForm(reading.audience) ??
    `people who need ${reading.objects[0] ? text(reading.objects[0]) : keywords.slice(0, 2).join(" ")}`;
  const queries = allWordsQueries(reading);
  return {
    idea,
    problem: idea.split(/(?<=[.!?])\s/)[0] ?? idea,
    keywords,
    queries: queries.length > 0 ? queries : unique([keywords.slice(0, 2).join(" ")]),
    webQueries: webQueries(reading, audienceWords),
    competitorQueries: competitorQueries(reading, audienceWords),
    categories: categories(reading, audienceWords),
    topics: topicWords(reading),
    communities: [],
    terms: terms(reading, idea),
    audience: reading.audience
      ? [...reading.coordinated, reading.audience].map(text).join(" and ")
      : audienceWords,
    plannedBy: "rules",
  };
}
