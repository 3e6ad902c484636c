import { createRequire } from "node:module";
import type winkNLP from "wink-nlp";

/**
 * Words as the engine reads them, from one maintained NLP library (wink-nlp with its English
 * model, shipped as a package): tokens with their part of speech, lemma, Porter-2 stem and stop-word
 * flag. The planner, the relevance gate, themes, chat retrieval and the sources all read words
 * here, so "invoices", "invoiced" and "invoicing" meet in one place and nowhere else.
 */

export type PartOfSpeech =
  | "NOUN"
  | "PROPN"
  | "VERB"
  | "AUX"
  | "ADJ"
  | "ADV"
  | "ADP"
  | "PRON"
  | "DET"
  | "CCONJ"
  | "SCONJ"
  | "PART"
  | "NUM"
  | "PUNCT"
  | "SYM"
  | "INTJ"
  | "X"
  | "SPACE";

export interface Token {
  /** As written. */
  surface: string;
  /** Lower case. */
  normal: string;
  lemma: string;
  stem: string;
  pos: PartOfSpeech;
  stop: boolean;
  /** Letters or digits (not punctuation, a symbol, a URL or an emoji). */
  isWord: boolean;
}

const OPEN_CLASS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "NUM"]);

const require = createRequire(import.meta.url);
let engine: ReturnType<typeof winkNLP> | null = null;

/**
 * Loaded on first use, the model too (synchronously, so reading words stays a plain function): a
 * process that never reads text pays nothing, and a server idles without the model's 7 MB of heap
 * until a research or a chat answer first needs it (ADR 0016, third round).
 */
function nlp(): ReturnType<typeof winkNLP> {
  engine ??= (require("wink-nlp") as typeof winkNLP)(
    require("wink-eng-lite-web-model") as Parameters<typeof winkNLP>[0],
  );
  return engine;
}

/** Every token of a text, in order. */
export function readTokens(text: string): Token[] {
  const its = nlp().its;
  const tokens = nlp().readDoc(text).tokens();
  // The typings of the lemma and stem helpers do not match their documented use; read every column alike.
  const column = <T>(helper: unknown) => tokens.out(helper as never) as unknown as T[];
  const surfaces = column<string>(its.value);
  const normals = column<string>(its.normal);
  const lemmas = column<string>(its.lemma);
  const stems = column<string>(its.stem);
  const tags = column<string>(its.pos);
  const stops = column<boolean>(its.stopWordFlag);
  const types = column<string>(its.type);
  return surfaces.map((surface, index) => ({
    surface,
    normal: normals[index] ?? surface.toLowerCase(),
    lemma: lemmas[index] ?? surface.toLowerCase(),
    stem: stems[index] ?? surface.toLowerCase(),
    pos: (tags[index] ?? "X") as PartOfSpeech,
    // The model's list also flags content words ("call", "bill", "fill", "empty"); where they are
    // nouns, verbs or adjectives they carry a topic, so only closed-class words count as stop words.
    stop: (stops[index] ?? false) && !OPEN_CLASS.has(tags[index] ?? "X"),
    isWord: types[index] === "word" || types[index] === "number",
  }));
}

/**
 * Tokens with hyphenated words joined ("last-minute", "no-shows", "check-ins": the model splits
 * them in three) and each word's lower-case form as written (the model's own normal form respells
 * some words: "cancellations" becomes "cancelations"). A joined word before a noun modifies it.
 */
export function readWords(text: string): Token[] {
  const tokens = readTokens(text);
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const [first, dash, second] = [tokens[index], tokens[index + 1], tokens[index + 2]];
    if (
      first?.isWord &&
      dash?.surface === "-" &&
      second?.isWord &&
      text.includes(`${first.surface}-${second.surface}`)
    ) {
      const nextIsNoun = ["NOUN", "PROPN"].includes(tokens[index + 3]?.pos ?? "");
      const surface = `${first.surface}-${second.surface}`;
      out.push({
        surface,
        normal: surface.toLowerCase(),
        lemma: `${first.surface.toLowerCase()}-${second.lemma}`,
        stem: `${first.surface.toLowerCase()}-${second.stem}`,
        pos: nextIsNoun ? "ADJ" : "NOUN",
        stop: false,
        isWord: true,
      });
      index += 2;
    } else if (first) out.push({ ...first, normal: first.surface.toLowerCase() });
  }
  return out;
}

/**
 * A plural noun as written, made singular by English spelling rules ("cancellations" →
 * "cancellation", "batteries" → "battery", "no-shows" → "no-show"). The lemmatiser respells some
 * words ("cancelation") and does not know trade names ("groomers"); a search for the singular finds
 * both forms where words match as prefixes (Algolia) or stems (Reddit).
 */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || /(?:ss|us|is|ics)$/.test(lower)) return lower;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(lower)) return lower.slice(0, -2);
  return lower.endsWith("s") ? lower.slice(0, -1) : lower;
}

/** Bounded by the vocabulary one process reads; cleared rather than grown forever. */
const MAX_CACHED_WORDS = 50_000;
const stemCache = new Map<string, string>();

/** The Porter-2 stem of one word: "cancelled", "cancels" and "cancellation" meet at "cancel". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  const known = stemCache.get(lower);
  if (known !== undefined) return known;
  const value =
    readTokens(lower)
      .map((token) => token.stem)
      .join("")
      .replace(/'s$/, "") || lower;
  if (stemCache.size > MAX_CACHED_WORDS) stemCache.clear();
  stemCache.set(lower, value);
  return value;
}

/** Lower-case words as people write them, hyphenated words kept whole ("last-minute"), possessives dropped. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((token) =>
    token.replace(/['’]s$/, ""),
  );
}

/** Every word of a text as its stem: what matching and similarity compare. */
export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/**
 * Words that name no topic in any domain: how a pitch describes itself ("app", "platform",
 * "simple") and the small words of chat ("lol", "thanks"), beyond the model's stop words.
 */
const GENERIC_WORDS = new Set(
  `app apps application tool tools platform software solution service product idea startup saas system
  simple easy easily help helps helping new build building built use using used way want make makes thing
  things lot much really also get got like one dont don't im i'm it's thats that's can't cant ve ll re
  http https www com lol thanks thank yes yeah via etc per anyone someone everyone people guys folks`.split(
    /\s+/,
  ),
);

const stopCache = new Map<string, boolean>();

/** The model's stop-word flag on a closed-class word (pronouns, determiners, auxiliaries, prepositions, adverbs). */
function isModelStopWord(lower: string): boolean {
  const known = stopCache.get(lower);
  if (known !== undefined) return known;
  const tokens = readTokens(lower);
  const value = tokens.length === 1 && tokens[0]?.stop === true;
  if (stopCache.size > MAX_CACHED_WORDS) stopCache.clear();
  stopCache.set(lower, value);
  return value;
}

/** A word that says nothing about what a text is about. */
export function isStopword(word: string): boolean {
  const lower = word.toLowerCase();
  return isModelStopWord(lower) || GENERIC_WORDS.has(lower);
}

/** A stop word of the language only (not the pitch's generic words): for trimming phrases at their edges. */
export function isFunctionWord(word: string): boolean {
  return isModelStopWord(word.toLowerCase());
}

/** The words of a text that can carry a topic: no stop words, no numbers, three letters or more. */
export function contentWords(text: string): string[] {
  return tokenize(text).filter(
    (word) => word.length >= 3 && !isStopword(word) && !/^\d+$/.test(word),
  );
}
