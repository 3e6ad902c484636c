import Sentiment from "sentiment";
import type { Platform } from "../../contract/report.ts";
import { splitSentences, trimQuote } from "../text/format.ts";
import { isStopword, stem, tokenize } from "../text/words.ts";
import type { AnalysedItem } from "./analyse-evidence.ts";
import { ALTERNATIVE_PATTERN, PAIN_PATTERNS, REQUEST_PATTERNS } from "./analyse-evidence.ts";

export type ThemeKind = "pain" | "request" | "praise";

/** Items that say much the same thing, found by text similarity, never by a written summary. */
export interface Theme {
  kind: ThemeKind;
  /** The most typical sentence: the one nearest the theme's centroid, verbatim, at most trimmed. */
  label: string;
  /** Most typical first; the label is a sentence of the first item. */
  items: AnalysedItem[];
  /** Most represented first. */
  platforms: Platform[];
  /** The ids of `items`, in the same order. */
  evidenceIds: string[];
  /** Words the theme's items share and the rest of the evidence uses less, as written in the items. */
  keyTerms: string[];
}

const LABEL_MAX_LENGTH = 160;
/**
 * Mean cosine between two groups above which they are read as one theme. Tuned on hand-written
 * paraphrases and recorded Hacker News and Reddit threads: paraphrases of one complaint score
 * about 0.1 to 0.5 pair by pair, while different complaints in one market share mostly its
 * common words, which the inverse document frequency pushes towards zero.
 */
const SAME_THEME_SIMILARITY = 0.13;
/** One shared word, however rare, is mostly a coincidence ("lacks", "extremely"); a theme needs two. */
const MIN_SHARED_TERMS = 2;
/** Shorter sentences ("So true.") repeat by chance. */
const MIN_REPEATED_SENTENCE_LENGTH = 20;
const KEY_TERM_COUNT = 4;
/** Below this many items every word is "common", so commonness is not judged. */
const MIN_ITEMS_FOR_COMMON_WORDS = 10;
/** AFINN sentence scores this strong mark a complaint or praise that no pattern caught. */
const STRONG_COMPLAINT_SCORE = -2;
/** Higher for praise, in total and for one word: AFINN scores plain technical words ("support", "secure") +2. */
const STRONG_PRAISE_SCORE = 3;
/** A label needs enough words to say something ("So frustrating." does not). */
const LABEL_MIN_TERMS = 2;

/**
 * How people frame a complaint or a request rather than what it is about, and small words the
 * shared stopword list lets through: left in, they would group every "I wish" together whatever
 * was wished for.
 */
const NOT_TOPICAL = new Set(
  `wish wished wishing looking searching search love loved pay paying happily gladly anyone anybody know
  great nice feature features request requests need needed needs frustrating frustrated frustration
  annoying annoyed hate hated hates sucks suck struggle struggling struggled painful pain problem problems
  issue issues please someone something anything everything literally actually always never every people
  thanks thank maybe think guess honestly basically seriously ugh wow lol tried try trying tries whole better
  good per via etc yet ago`.split(/\s+/),
);

/** Everyday words of complaint that AFINN scores mildly or not at all ("I can never fill the slot"). */
const COMPLAINT_CUES =
  /\b(can'?t|cannot|unable to|never|nightmare|headache|impossible|ridiculous|stuck|wast(?:e|es|ed|ing)|losing|lost)\b/i;

/**
 * Families of words that say the same thing without sharing a stem ("overpriced", "too
 * expensive"). Each adds one shared term, so paraphrases meet; the term is never shown.
 */
const CONCEPTS: Array<{ term: string; pattern: RegExp }> = [
  {
    term: "~price",
    pattern:
      /\b(expensive|overpriced|pricey|price[sd]?|pricing|costs?|costly|afford\w*|cheap\w*|fees?)\b/i,
  },
  {
    term: "~complexity",
    pattern:
      /\b(complicated|complex|confusing|clunky|learning curve|hard to (?:use|learn)|unintuitive)\b/i,
  },
  {
    term: "~reliability",
    pattern: /\b(buggy|bugs?|crash\w*|broken|unreliable|slow|laggy|glitch\w*)\b/i,
  },
];

const sentimentAnalyser = new Sentiment();

type Vector = Map<string, number>;

interface Term {
  stem: string;
  surface: string;
}

/** The folded words of a text, to compare it with a theme's key terms. */
export function stemsOf(text: string): Set<string> {
  return new Set(termsOf(text).map((term) => term.stem));
}

function termsOf(text: string): Term[] {
  const words = tokenize(text)
    .filter(
      (word) =>
        word.length >= 3 && !isStopword(word) && !NOT_TOPICAL.has(word) && !/^\d|'/.test(word),
    )
    .map((word) => ({ stem: stem(word), surface: word }));
  const concepts = CONCEPTS.filter(({ pattern }) => pattern.test(text)).map(({ term }) => ({
    stem: term,
    surface: "",
  }));
  return [...words, ...concepts];
}

function sentenceScore(sentence: string): number {
  return sentimentAnalyser.analyze(sentence).score;
}

/** Praise needs one plainly warm word ("great", "love"), not a sum of mild ones ("better support"). */
function soundsLikePraise(sentence: string): boolean {
  const { score, calculation } = sentimentAnalyser.analyze(sentence);
  return (
    score >= STRONG_PRAISE_SCORE &&
    calculation.some((word) => Object.values(word).some((value) => value >= STRONG_PRAISE_SCORE))
  );
}

function soundsLikeComplaint(sentence: string): boolean {
  const score = sentenceScore(sentence);
  return score <= STRONG_COMPLAINT_SCORE || (score <= 0 && COMPLAINT_CUES.test(sentence));
}

/** A complaint by the pain patterns or by its tone: the same test the pain themes use. */
export function isComplaint(sentence: string): boolean {
  return matchesAny(sentence, PAIN_PATTERNS) || soundsLikeComplaint(sentence);
}

function matchesAny(sentence: string, patterns: Array<{ pattern: RegExp }>): boolean {
  return patterns.some(({ pattern }) => pattern.test(sentence));
}

/** Sentences of an item that carry a theme of the kind; the patterns first, then strong tone. */
function signalSentences(entry: AnalysedItem, kind: ThemeKind): string[] {
  const sentences = splitSentences(entry.item.text);
  // "Alternative to X" is a wish to leave X, reported as switching intent, not a feature request.
  if (kind === "request")
    return sentences.filter(
      (sentence) => matchesAny(sentence, REQUEST_PATTERNS) && !ALTERNATIVE_PATTERN.test(sentence),
    );
  if (kind === "pain") return sentences.filter(isComplaint);
  return sentences.filter(
    (sentence) =>
      soundsLikePraise(sentence) &&
      !isComplaint(sentence) &&
      !matchesAny(sentence, REQUEST_PATTERNS),
  );
}

/** Enough words to say what it is about: "So frustrating." is not. */
export function saysEnough(sentence: string): boolean {
  return stemsOf(sentence).size >= LABEL_MIN_TERMS;
}

/**
 * The signal sentences, and the neighbours of those too short to say what they are about:
 * "It's so frustrating." needs the sentence before it; "Clinic software is too expensive." does not.
 */
function themeSentences(text: string, signals: string[]): string[] {
  const sentences = splitSentences(text);
  const kept = new Set<number>();
  sentences.forEach((sentence, index) => {
    if (!signals.includes(sentence)) return;
    const reach = saysEnough(sentence) ? [index] : [index - 1, index, index + 1];
    for (const near of reach) if (near >= 0 && near < sentences.length) kept.add(near);
  });
  return [...kept].sort((a, b) => a - b).map((index) => sentences[index] ?? "");
}

interface Candidate {
  entry: AnalysedItem;
  signals: string[];
  /** What the item is compared on: its signal sentences and any neighbours they need. */
  sentences: string[];
  vector: Vector;
  /** Its signal sentences long enough to recognise when repeated. */
  signalKeys: string[];
}

function documentFrequencies(entries: AnalysedItem[]): { df: Map<string, number>; total: number } {
  const df = new Map<string, number>();
  for (const entry of entries) {
    for (const stem of new Set(termsOf(entry.item.text).map((term) => term.stem)))
      df.set(stem, (df.get(stem) ?? 0) + 1);
  }
  return { df, total: entries.length };
}

interface TermStats {
  idf: (stem: string) => number;
  /** Used by most items: the market's own words ("habit tracker"), which link nothing. */
  isCommon: (stem: string) => boolean;
}

/** Pains, requests and praise are grouped over the same items; their word counts are shared. */
const statsCache = new WeakMap<AnalysedItem[], TermStats>();

function termStats(entries: AnalysedItem[]): TermStats {
  const cached = statsCache.get(entries);
  if (cached) return cached;
  const stats = countTerms(entries);
  statsCache.set(entries, stats);
  return stats;
}

function countTerms(entries: AnalysedItem[]): TermStats {
  const { df, total } = documentFrequencies(entries);
  return {
    // Probabilistic IDF: a word most items use (ranking selected for the market's own words)
    // weighs almost nothing, so it cannot make two different complaints look alike.
    idf: (stem) => {
      const count = df.get(stem) ?? 0;
      return Math.log(1 + (total - count + 0.5) / (count + 0.5));
    },
    isCommon: (stem) => total >= MIN_ITEMS_FOR_COMMON_WORDS && (df.get(stem) ?? 0) * 2 > total,
  };
}

function normalise(vector: Vector): Vector {
  const length = Math.sqrt([...vector.values()].reduce((sum, weight) => sum + weight * weight, 0));
  if (length === 0) return vector;
  return new Map([...vector].map(([stem, weight]) => [stem, weight / length]));
}

function tfIdf(texts: string[], { idf }: TermStats): Vector {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const { stem } of termsOf(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  const weighted: Vector = new Map();
  for (const [stem, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(stem);
    if (weight > 0) weighted.set(stem, weight);
  }
  return normalise(weighted);
}

function lexicalSimilarity(a: Vector, b: Vector): number {
  let shared = 0;
  for (const stem of a.keys()) if (b.has(stem)) shared += 1;
  return shared >= MIN_SHARED_TERMS ? cosine(a, b) : 0;
}

/** Lower case, single spaces, no closing punctuation: how a repeated sentence is recognised. */
function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?…]+$/, "")
    .trim();
}

/**
 * The same sentence quoted or repeated ("Same here: I wish it didn't need so much setup") is
 * the same point however few words it has, so it links the items outright.
 */
function repeatsASentence(a: Candidate, b: Candidate): boolean {
  return a.signalKeys.some((key) =>
    b.signalKeys.some((other) => other.includes(key) || key.includes(other)),
  );
}

function similarityMatrix(candidates: Candidate[], stats: TermStats): number[][] {
  const linking = linkingVectors(
    candidates.map((candidate) => candidate.vector),
    stats,
  );
  return candidates.map((a, row) =>
    candidates.map((b, column) =>
      row === column || repeatsASentence(a, b)
        ? 1
        : lexicalSimilarity(linking[row] ?? new Map(), linking[column] ?? new Map()),
    ),
  );
}

/**
 * What two items are compared on: the words used by at least two of them and not by most of
 * the evidence. A comment that tells its own story around a shared complaint stays close to the
 * others, and the market's own words ("habit tracker") link nothing. An item that says nothing
 * beyond the market's words is compared on those, and only with items like it.
 */
function linkingVectors(vectors: Vector[], stats: TermStats): Vector[] {
  const counts = new Map<string, number>();
  for (const vector of vectors)
    for (const stem of vector.keys()) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  const recurring = (stem: string) => (counts.get(stem) ?? 0) >= 2;
  return vectors.map((vector) => {
    const specific = keepTerms(vector, (stem) => recurring(stem) && !stats.isCommon(stem));
    if (specific.size > 0) return specific;
    const generic = keepTerms(vector, recurring);
    return new Map([...generic].map(([stem, weight]) => [`generic:${stem}`, weight]));
  });
}

function keepTerms(vector: Vector, keep: (stem: string) => boolean): Vector {
  return normalise(new Map([...vector].filter(([stem]) => keep(stem))));
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [stem, weight] of small) sum += weight * (large.get(stem) ?? 0);
  return sum;
}

function centroidOf(vectors: Vector[]): Vector {
  const sum: Vector = new Map();
  for (const vector of vectors)
    for (const [stem, weight] of vector) sum.set(stem, (sum.get(stem) ?? 0) + weight);
  return normalise(sum);
}

/**
 * Average-linkage agglomerative clustering: repeatedly joins the two most similar groups while
 * their mean pairwise similarity stays above the threshold. Inputs arrive sorted by id and ties
 * go to the earlier pair, so the same evidence always gives the same groups.
 */
function clusterBySimilarity(pairwise: number[][], threshold: number): number[][] {
  const similarity = pairwise.map((row) => [...row]);
  const groups = similarity.map((_, index) => [index]);
  const alive = new Set(groups.map((_, index) => index));
  for (;;) {
    const best = mostSimilarPair(alive, similarity);
    if (!best || best.similarity < threshold) break;
    mergeGroups(best.left, best.right, groups, similarity, alive);
  }
  return [...alive].map((index) => groups[index] ?? []);
}

function mostSimilarPair(
  alive: Set<number>,
  similarity: number[][],
): { left: number; right: number; similarity: number } | null {
  const indices = [...alive].sort((a, b) => a - b);
  let best: { left: number; right: number; similarity: number } | null = null;
  for (const [position, left] of indices.entries()) {
    for (const right of indices.slice(position + 1)) {
      const value = similarity[left]?.[right] ?? 0;
      if (!best || value > best.similarity) best = { left, right, similarity: value };
    }
  }
  return best;
}

/** The joined group's similarity to each other group is the size-weighted mean (average linkage). */
function mergeGroups(
  left: number,
  right: number,
  groups: number[][],
  similarity: number[][],
  alive: Set<number>,
): void {
  const leftSize = groups[left]?.length ?? 0;
  const rightSize = groups[right]?.length ?? 0;
  const leftRow = similarity[left] ?? [];
  const rightRow = similarity[right] ?? [];
  for (const other of alive) {
    if (other === left || other === right) continue;
    const mean =
      (leftSize * (leftRow[other] ?? 0) + rightSize * (rightRow[other] ?? 0)) /
      (leftSize + rightSize);
    leftRow[other] = mean;
    const otherRow = similarity[other];
    if (otherRow) otherRow[left] = mean;
  }
  groups[left] = [...(groups[left] ?? []), ...(groups[right] ?? [])];
  alive.delete(right);
}

interface Labelled {
  label: string;
  entry: AnalysedItem;
}

/** Verbatim, at most shortened; a closing full stop goes so the quote can sit inside a sentence. */
export function quotable(sentence: string): string {
  return trimQuote(sentence, LABEL_MAX_LENGTH).replace(/(?<!\.)\.$/, "");
}

/** The sentence nearest the centroid, preferring the sentences that carry the signal itself. */
function typicalSentence(
  typical: Candidate,
  others: Candidate[],
  centroid: Vector,
  stats: TermStats,
): Labelled {
  const members = [typical, ...others];
  for (const pick of [
    (member: Candidate) => member.signals,
    (member: Candidate) => member.sentences,
  ]) {
    let best: { sentence: string; member: Candidate; similarity: number } | null = null;
    for (const member of members) {
      for (const sentence of pick(member).filter(saysEnough)) {
        const similarity = cosine(tfIdf([sentence], stats), centroid);
        if (!best || similarity > best.similarity) best = { sentence, member, similarity };
      }
    }
    if (best) return { label: quotable(best.sentence), entry: best.member.entry };
  }
  return { label: quotable(typical.signals[0] ?? typical.entry.item.text), entry: typical.entry };
}

function keyTermsOf(members: Candidate[], centroid: Vector): string[] {
  const minimumItems = Math.min(2, members.length);
  const surfaces = new Map<string, Map<string, number>>();
  const itemsWith = new Map<string, number>();
  for (const member of members) {
    const terms = member.sentences.flatMap(termsOf);
    for (const { stem, surface } of terms) {
      const forms = surfaces.get(stem) ?? new Map<string, number>();
      forms.set(surface, (forms.get(surface) ?? 0) + 1);
      surfaces.set(stem, forms);
    }
    for (const stem of new Set(terms.map((term) => term.stem)))
      itemsWith.set(stem, (itemsWith.get(stem) ?? 0) + 1);
  }
  return [...centroid]
    .filter(
      ([stem]) =>
        (itemsWith.get(stem) ?? 0) >= minimumItems && commonestForm(surfaces.get(stem)) !== "",
    )
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, KEY_TERM_COUNT)
    .map(([stem]) => commonestForm(surfaces.get(stem)));
}

function commonestForm(forms: Map<string, number> | undefined): string {
  const [best] = [...(forms ?? new Map<string, number>())].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  return best?.[0] ?? "";
}

/** Most represented first, ties by name. */
export function platformsByCount(entries: AnalysedItem[]): Platform[] {
  const counts = new Map<Platform, number>();
  for (const { item } of entries) counts.set(item.platform, (counts.get(item.platform) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([platform]) => platform);
}

function toTheme(kind: ThemeKind, first: Candidate, rest: Candidate[], stats: TermStats): Theme {
  const members = [first, ...rest];
  const centroid = centroidOf(members.map((member) => member.vector));
  const [typical = first, ...others] = [...members].sort(
    (a, b) =>
      cosine(b.vector, centroid) - cosine(a.vector, centroid) ||
      a.entry.item.id.localeCompare(b.entry.item.id),
  );
  const byTypicality = [typical, ...others];
  const { label, entry } = typicalSentence(typical, others, centroid, stats);
  const items = [
    entry,
    ...byTypicality.map((member) => member.entry).filter((other) => other !== entry),
  ];
  return {
    kind,
    label,
    items,
    platforms: platformsByCount(items),
    evidenceIds: items.map((other) => other.item.id),
    keyTerms: keyTermsOf(byTypicality, centroid),
  };
}

function relevanceOf(theme: Theme): number {
  return theme.items.reduce((sum, entry) => sum + entry.item.relevance, 0);
}

/** Most items first, then the widest spread of platforms; lone items therefore come last. */
function compareThemes(a: Theme, b: Theme): number {
  return (
    b.items.length - a.items.length ||
    b.platforms.length - a.platforms.length ||
    relevanceOf(b) - relevanceOf(a) ||
    (a.evidenceIds[0] ?? "").localeCompare(b.evidenceIds[0] ?? "")
  );
}

/**
 * Groups the items that voice a complaint, a request or praise into themes of similar wording:
 * TF-IDF vectors of each item's signal sentences (with the neighbours of any too short to say
 * what they are about), cosine similarity on the words two items can share, average-linkage
 * clustering. Word weights come from every item given, so the words the whole market shares do
 * not make different complaints look alike; a repeated sentence links its items outright.
 */
export function groupThemes(entries: AnalysedItem[], kind: ThemeKind): Theme[] {
  const stats = termStats(entries);
  const candidates = [...entries]
    .sort((a, b) => a.item.id.localeCompare(b.item.id))
    .flatMap((entry): Candidate[] => {
      const signals = signalSentences(entry, kind);
      if (signals.length === 0) return [];
      const sentences = themeSentences(entry.item.text, signals);
      const signalKeys = signals
        .map(sentenceKey)
        .filter((key) => key.length >= MIN_REPEATED_SENTENCE_LENGTH);
      return [{ entry, signals, sentences, vector: tfIdf(sentences, stats), signalKeys }];
    });
  return clusterBySimilarity(similarityMatrix(candidates, stats), SAME_THEME_SIMILARITY)
    .flatMap((group) => {
      const [first, ...rest] = group.flatMap((index) => candidates[index] ?? []);
      return first ? [toTheme(kind, first, rest, stats)] : [];
    })
    .sort(compareThemes);
}
