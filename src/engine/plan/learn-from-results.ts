import type { Evidence, FoundProduct, IdeaUnderstanding, TopicTerm } from "../types.ts";
import { createLexicalScorer } from "../evidence/lexical-relevance.ts";
import type { Token } from "../text/words.ts";
import { isStopword, readWords, singular, stem, stemsOf } from "../text/words.ts";
import { commonSense, namesPerson } from "../text/wordnet.ts";
import { openingNamesIn, productNamesIn } from "../text/product-names.ts";
import { MAX_QUERY_WORDS, unique } from "./plan-research.ts";
import { escapeRegExp } from "../text/format.ts";
import { repositoryName } from "../sources/github.ts";

/**
 * Pseudo-relevance feedback: the first results teach the words people with the problem actually
 * use, which the idea rarely contains (a regulation's number, a trade's jargon, the tool everyone
 * in the field names). Terms that the on-topic results share and the rest of the results use much
 * less become a second wave of queries and a light weight in the relevance gate. Computed from the
 * results alone, so it works for any market.
 */

/** A first-wave item the gate keeps teaches its words. */
const CONFIDENT_SCORE = 2;
/** A term must recur in this many confident items, from different threads, to be learned. */
const MIN_DOCUMENT_FREQUENCY = 2;
/** How much more often the confident items use a term than the rest do. */
const MIN_LIFT = 3;
const MAX_LEARNED_TERMS = 8;
const LEARNED_WEIGHT = 0.5;
const MAX_NEW_QUERIES = 6;
/** Below this many confident items there is too little to learn from. */
const MIN_CONFIDENT_ITEMS = 3;

const CONVERSATION_KINDS = new Set<Evidence["kind"]>(["comment", "post", "video"]);
/** Listings that name a product and describe it in its maker's words (web pages are left out: many are articles). */
const LAUNCH_KINDS = new Set<Evidence["kind"]>(["product", "repository", "launch"]);

interface Counted {
  surface: Map<string, number>;
  documents: Set<string>;
  threads: Set<string>;
}

/**
 * Kinds of noun that name no topic in any trade: times ("morning"), amounts ("lot"), feelings,
 * relations, shapes, the most general words ("thing"). Words WordNet does not know are kept: they
 * are often the jargon worth learning ("varroa", "IFTA").
 */
const UNTOPICAL_LEXNAMES = new Set([
  "noun.time",
  "noun.quantity",
  "noun.Tops",
  "noun.relation",
  "noun.feeling",
  "noun.motive",
  "noun.shape",
  "noun.attribute",
  "noun.location",
]);

function isTopicalNoun(lemma: string): boolean {
  const lexname = commonSense(lemma, "noun")?.lexname;
  return lexname === undefined || !UNTOPICAL_LEXNAMES.has(lexname);
}

function isLearnable(token: Token): boolean {
  return (
    token.isWord &&
    !token.stop &&
    !isStopword(token.normal) &&
    /^[\p{L}][\p{L}\p{N}-]{2,}$/u.test(token.normal)
  );
}

/**
 * Nouns of an item and its two-word noun phrases ("async standup", "cancellation list"), once
 * each, by stem, with how they were written: people's own phrases are the best all-words queries.
 */
function termsOf(item: Evidence): Map<string, string> {
  const terms = new Map<string, string>();
  const tokens = readWords(`${item.title ?? ""}\n${item.text}`);
  tokens.forEach((token, index) => {
    if (!isLearnable(token) || (token.pos !== "NOUN" && token.pos !== "PROPN")) return;
    if (isTopicalNoun(token.lemma)) terms.set(token.stem, token.normal);
    const previous = tokens[index - 1];
    if (previous && isLearnable(previous) && ["NOUN", "PROPN", "ADJ"].includes(previous.pos))
      terms.set(`${previous.stem} ${token.stem}`, `${previous.normal} ${token.normal}`);
  });
  return terms;
}

function count(items: Evidence[]): Map<string, Counted> {
  const counts = new Map<string, Counted>();
  for (const item of items) {
    for (const [stemmed, surface] of termsOf(item)) {
      const entry = counts.get(stemmed) ?? {
        surface: new Map<string, number>(),
        documents: new Set<string>(),
        threads: new Set<string>(),
      };
      entry.surface.set(surface, (entry.surface.get(surface) ?? 0) + 1);
      entry.documents.add(item.id);
      entry.threads.add(item.thread ?? item.id);
      counts.set(stemmed, entry);
    }
  }
  return counts;
}

function mostCommon(surfaces: Map<string, number>): string {
  return [...surfaces.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** The learned terms, most telling first: frequent among on-topic items, rare among the rest. */
export function learnTerms(plan: IdeaUnderstanding, items: Evidence[]): string[] {
  const scorer = createLexicalScorer(plan.terms);
  // On-topic launches and repositories describe the job in the trade's words too ("check-ins", "streaks").
  const readable = items.filter(
    (item) => CONVERSATION_KINDS.has(item.kind) || LAUNCH_KINDS.has(item.kind),
  );
  const confident = readable.filter((item) => {
    const judgement = scorer(item);
    return judgement.onTopic && judgement.score >= CONFIDENT_SCORE;
  });
  if (confident.length < MIN_CONFIDENT_ITEMS) return [];
  const rest = readable.filter((item) => !confident.includes(item));
  const known = new Set(
    plan.terms.flatMap((term) => term.phrase.toLowerCase().split(/\s+/).map(stem)),
  );
  const inConfident = count(confident);
  const inRest = count(rest);
  return [...inConfident.entries()]
    .filter(([stemmed, entry]) => {
      if (stemmed.split(" ").every((part) => known.has(part))) return false;
      if (entry.documents.size < MIN_DOCUMENT_FREQUENCY || entry.threads.size < 2) return false;
      const share = entry.documents.size / confident.length;
      const elsewhere = ((inRest.get(stemmed)?.documents.size ?? 0) + 1) / (rest.length + 1);
      return share / elsewhere >= MIN_LIFT;
    })
    .sort((a, b) => b[1].documents.size - a[1].documents.size)
    .slice(0, MAX_LEARNED_TERMS)
    .map(([, entry]) => mostCommon(entry.surface));
}

/** Shorter initials ("PM", "OT") are common words or name several trades. */
const MIN_ACRONYM_LETTERS = 3;

/**
 * What a trade calls itself in short: "SLP" for "speech-language pathologists", "CPA" for
 * "certified public accountants". Taken from the audience's own words, and only when first-wave
 * items write it in capitals, as its people do, so the people who say "my SLP" count as the
 * audience, not as strangers to it.
 */
export function audienceAcronyms(plan: IdeaUnderstanding, items: Evidence[]): string[] {
  const initials = unique(
    plan.terms
      .filter((term) => term.role === "audience")
      .map((term) =>
        term.phrase
          .split(/[\s-]+/)
          .map((word) => word.charAt(0))
          .join("")
          .toUpperCase(),
      )
      .filter((letters) => letters.length >= MIN_ACRONYM_LETTERS),
  );
  return initials.filter((letters) => {
    const written = new RegExp(`\\b${letters}s?\\b`);
    const writing = items.filter((item) => written.test(`${item.title ?? ""}\n${item.text}`));
    return writing.length >= MIN_DOCUMENT_FREQUENCY;
  });
}

/** "Show HN: Slotback – fill cancellations" → "Slotback"; "owner/openslot" → "openslot". */
function productName(title: string): string {
  const name = title.replace(/^show hn:\s*/i, "").split(/\s[–—:|-]\s|:\s/)[0] ?? "";
  return (name.split("/").at(-1) ?? "").trim();
}

/** Products looked up by name in a later wave (their app's reviews, their repository's issues). */
const MAX_FOUND_PRODUCTS = 6;
/** Of those, the ones whose alternatives are searched for. */
const MAX_ALTERNATIVES_SEARCHED = 2;

/**
 * The products the first wave found on topic, best first: "alternatives to X" finds their
 * rivals, and later searches look them up by name.
 */
function foundProducts(plan: IdeaUnderstanding, items: Evidence[]): FoundProduct[] {
  const scorer = createLexicalScorer(plan.terms);
  const found = new Map<string, { product: FoundProduct; score: number }>();
  for (const item of items) {
    if (!LAUNCH_KINDS.has(item.kind) || !item.title) continue;
    const judgement = scorer(item);
    const repository = repositoryName(item.url);
    const name = repository ? (repository.split("/").at(-1) ?? "") : productName(item.title);
    const key = name.toLowerCase();
    if (!judgement.onTopic || name.length < 3 || name.split(/\s+/).length > 3) continue;
    if ((found.get(key)?.score ?? -1) >= judgement.score) continue;
    found.set(key, {
      product: {
        name,
        homepage: item.facts?.homepage ?? null,
        repository,
        description: item.text,
      },
      score: judgement.score,
    });
  }
  // The lookups are few: the products that say most about the problem go first, not the first
  // that happened to arrive (a shift scheduler shares "scheduling" with a physio's waitlist).
  return [...found.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_FOUND_PRODUCTS)
    .map(({ product }) => product);
}

/** A name people write must recur in this many on-topic conversations, in different threads. */
const MIN_NAMING_THREADS = 2;
/** A web page on the problem naming this many tools lists them. */
const MIN_LISTED_NAMES = 2;
/** Named products looked up in one report: a web search each, and the sources' lookups by name. */
const MAX_NAMES_LOOKED_UP = 4;

/**
 * Short and all-capital single names are abbreviations and acronyms ("PRs", "Eng", "IFTA",
 * "HACCP") as often as products: a regulation or a trade's shorthand is no site to look up.
 */
function lookedUpAsProduct(name: string): boolean {
  return name.includes(" ") || (name.length >= 4 && name !== name.toUpperCase());
}

/**
 * How people write of a tool they use, in any trade: a verb of using, buying or leaving just
 * before its name ("on Lotwright", "switched to Chaserly", "tried the Provenote app"), or a
 * sentence that speaks of software or a subscription ("Provenote on an iPad", "£195 a month").
 */
const BEFORE_A_TOOL =
  /\b(?:on|with|via|in|into|to|from|use|uses|used|using|try|tried|trying|left|leaving|ditched|cancell?ed|recommend|pay for|paying for|paid for)\s+(?:\S+\s+)?$/i;
const TOOL_SENTENCE =
  /\b(?:apps?|software|tools?|platforms?|systems?|features?|tiers?|pricing|subscriptions?|exports?|imports?|integrations?|integrates?|logins?|accounts?|dashboards?|ipad|iphone|android|a month|per month|monthly|\/mo)\b/i;

/**
 * True when a text names a product the way people name a tool they use. A name never written so
 * is something people deal in or talk about ("my Moorcroft vase", "which Doulton jug"), which a
 * lookup would spend a search on.
 */
export function namedAsTool(text: string, name: string): boolean {
  const mention = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu");
  return text.split(/(?<=[.!?])\s+|\n+/).some((sentence) => {
    const at = mention.exec(sentence)?.index;
    if (at === undefined) return false;
    return BEFORE_A_TOOL.test(sentence.slice(0, at)) || TOOL_SENTENCE.test(sentence);
  });
}

interface TallyEntry {
  name: string;
  threads: Set<string>;
  listed: boolean;
  /** Some mention names it the way people name a tool they use. */
  asTool: boolean;
  order: number;
}

type Tally = Map<string, TallyEntry>;

/** The entry of a name in a tally, created on its first mention, with the mention's thread. */
function tally(names: Tally, name: string, thread: string) {
  const key = name.toLowerCase();
  const entry = names.get(key) ?? {
    name,
    threads: new Set(),
    listed: false,
    asTool: false,
    order: names.size,
  };
  entry.threads.add(thread);
  names.set(key, entry);
  return entry;
}

export interface NameTally {
  /** Reads the names in newly arrived items. */
  add(items: Evidence[]): void;
  /**
   * The names now written in several on-topic threads that no listing found and that were not
   * taken before, most named first, within the report's lookups; taking them marks them taken.
   */
  take(): FoundProduct[];
}

/**
 * The products the people with the problem name ("we switched to Ritualry", "I pay for
 * Chaserly") that no search has found, tallied as the first wave's items arrive: a researcher
 * looks up the tools the field talks about, which the idea's words rarely reach, and the tools are
 * named in the comments, which arrive last. A name needs several threads, or a web page on the
 * problem that lists it with other tools, so one person's signature or a passing mention is not
 * looked up, and one mention the way people name a tool they use; the people writing are not
 * products.
 */
export function createNameTally(plan: IdeaUnderstanding): NameTally {
  const scorer = createLexicalScorer(plan.terms);
  const named: Tally = new Map();
  const opening: Tally = new Map();
  const authors = new Set<string>();
  const listings: Evidence[] = [];
  const taken = new Set<string>();
  return {
    add(items) {
      for (const item of items) {
        if (item.author) authors.add(item.author.toLowerCase());
        if (LAUNCH_KINDS.has(item.kind)) listings.push(item);
        const conversation = CONVERSATION_KINDS.has(item.kind);
        if (!(conversation || item.kind === "search-result") || !scorer(item).onTopic) continue;
        const names = productNamesIn(item.text).filter(lookedUpAsProduct);
        // A page on the problem that names several tools is a list someone made of them ("we
        // tested A, B and C"), not a passing mention.
        const listed = !conversation && names.length >= MIN_LISTED_NAMES;
        if (!conversation && !listed) continue;
        const thread = item.thread ?? item.id;
        for (const name of names) {
          const entry = tally(named, name, thread);
          entry.listed ||= listed;
          entry.asTool ||= listed || namedAsTool(item.text, name);
        }
        for (const name of openingNamesIn(item.text)) tally(opening, name, thread);
      }
    },
    take() {
      const found = new Set(foundProducts(plan, listings).map(({ name }) => name.toLowerCase()));
      // A name that opens sentences counts once it is also written as a name.
      for (const [key, entry] of opening)
        for (const thread of entry.threads) named.get(key)?.threads.add(thread);
      const ready = [...named.entries()]
        .filter(
          ([key, entry]) =>
            (entry.threads.size >= MIN_NAMING_THREADS || entry.listed) &&
            entry.asTool &&
            !taken.has(key) &&
            !found.has(key) &&
            !authors.has(key),
        )
        .sort((a, b) => b[1].threads.size - a[1].threads.size || a[1].order - b[1].order)
        .slice(0, MAX_NAMES_LOOKED_UP - taken.size);
      for (const [key] of ready) taken.add(key);
      return ready.map(([, { name }]) => ({
        name,
        homepage: null,
        repository: null,
        description: "",
      }));
    },
  };
}

/** Where a listing's "what it is" phrase ends: its first clause, relative pronoun or purpose. */
const END_OF_WHAT_IT_IS =
  /\s(?:that|which|who|where|so|to|with|by|while|and then)\s|[,.;:!?()\u2013\u2014]|\s-\s/i;
const MAX_SELF_DESCRIPTION_WORDS = 12;

/**
 * What a found product calls itself, from its listing's opening ("Deckbook is a mobile catch
 * logbook for small commercial fishing boats that…" → "mobile catch logbook for small commercial
 * fishing boats"). Its rivals describe themselves in the same words, which the idea rarely uses:
 * a researcher searches for them with these words. Null when the opening says too little.
 */
export function selfDescription(product: FoundProduct): string | null {
  const name = escapeRegExp(product.name);
  const opening = product.description
    .trim()
    .replace(new RegExp(`^${name}\\s+(?:is|are)\\s+(?:an?|the)\\s+`, "i"), "");
  const meaningful = (piece: string) =>
    piece.split(/\s+/).filter((word) => word && !isStopword(word.toLowerCase())).length;
  // "an open-source, offline-first catch logbook": a lone modifier before a comma is not the phrase.
  const whatItIs = opening
    .split(END_OF_WHAT_IT_IS)
    .slice(0, 2)
    .find((piece) => meaningful(piece) >= 2);
  if (!whatItIs || whatItIs.toLowerCase().includes(product.name.toLowerCase())) return null;
  return whatItIs.trim().split(/\s+/).slice(0, MAX_SELF_DESCRIPTION_WORDS).join(" ");
}

/**
 * A word of the idea's own audience that the first results use to set themselves apart: "reef"
 * for "reef aquarium hobbyists", whose people write "my reef", never "hobbyist". They name
 * themselves by their field's word, so it names the audience as much as the head does.
 */
function audienceFieldWords(plan: IdeaUnderstanding, learned: string[]): string[] {
  const audienceStems = new Set(stemsOf(plan.audience));
  const named = new Set(
    plan.terms.filter((term) => term.role === "audience").map((term) => stem(term.phrase)),
  );
  // A person word before the head ("volunteer chess organisers") names people of every field.
  return learned.filter(
    (term) =>
      !term.includes(" ") &&
      audienceStems.has(stem(term)) &&
      !named.has(stem(term)) &&
      !namesPerson(singular(term.toLowerCase())),
  );
}

/**
 * The plan the first results suggest: the learned terms, each paired with the idea's main words for
 * all-words services, competitor searches for what was found (in its own words, and its
 * alternatives), and the products found, for the sources that look products up by name. Null when
 * the first results taught nothing.
 */
export function planFromResults(
  plan: IdeaUnderstanding,
  items: Evidence[],
): IdeaUnderstanding | null {
  // The audience's initials only tell the gate who speaks; the words learned make the queries.
  const acronyms = audienceAcronyms(plan, items);
  const learned = learnTerms(plan, items).filter((term) => !acronyms.includes(term.toUpperCase()));
  const products = foundProducts(plan, items);
  if (learned.length + acronyms.length === 0 && products.length === 0) return null;
  const anchors = plan.terms
    .filter((term) => term.role === "problem" && term.weight >= 1 && !term.phrase.includes(" "))
    .map((term) => term.phrase)
    .slice(0, 2);
  // A learned phrase is a query as it stands; a learned word goes with the idea's main words.
  const queries = unique(
    learned.flatMap((term) =>
      term.includes(" ") ? [term] : anchors.map((anchor) => `${term} ${anchor}`),
    ),
  ).filter((query) => query.split(/\s+/).length <= MAX_QUERY_WORDS);
  const fieldWords = audienceFieldWords(plan, learned);
  const terms: TopicTerm[] = [
    ...[...acronyms, ...fieldWords].map((phrase) => ({
      phrase,
      role: "audience" as const,
      weight: 1,
    })),
    ...learned.map((phrase) => ({ phrase, role: "feedback" as const, weight: LEARNED_WEIGHT })),
  ];
  return {
    ...plan,
    queries: queries.slice(0, MAX_NEW_QUERIES),
    webQueries: learned[0] ? [`${plan.audience} ${learned.slice(0, 2).join(" ")}`] : [],
    competitorQueries: competitorQueriesFrom(products),
    products,
    topics: [],
    communities: [],
    terms: [...plan.terms, ...terms],
  };
}

/** Rivals of the leading products: searched in the words they call themselves, then by name. */
function competitorQueriesFrom(products: FoundProduct[]): string[] {
  const leading = products.slice(0, MAX_ALTERNATIVES_SEARCHED);
  return unique([
    ...leading.flatMap((product) => selfDescription(product) ?? []),
    ...leading.map(({ name }) => `${name} alternatives`),
  ]);
}

/**
 * A wave that only looks products up, those the people name (`createNameTally`): each is searched
 * on the web by its name alone, as anyone looks a product up (its own site), and the sources that
 * look products up by name read its app's reviews and the posts about it. Null when there is none.
 */
export function planFromNames(
  plan: IdeaUnderstanding,
  named: FoundProduct[],
): IdeaUnderstanding | null {
  if (named.length === 0) return null;
  return {
    ...plan,
    // Nothing but the lookups: no query, listing, site or audience search runs again.
    problem: "",
    audience: "",
    queries: [],
    webQueries: [],
    competitorQueries: named.map(({ name }) => name),
    products: named,
    categories: [],
    topics: [],
    communities: [],
  };
}
