import type { Token } from "./words.ts";
import { isFunctionWord, isStopword } from "./words.ts";
import { namesPerson } from "./wordnet.ts";

/**
 * Noun phrases by grammar alone: maximal runs of modifiers ending in a noun ("late invoices",
 * "Google Sheet", "flight logs"). The idea's reader and the interview kit read phrases here, so a
 * phrase means the same thing in both.
 */

export interface Phrase {
  /** Lower-case words as written ("late invoices"). */
  words: string[];
  /** The words as written, case kept ("Google Sheet"). */
  surfaces: string[];
  /** Their lemmas ("late invoice"). */
  lemmas: string[];
  /** True for each word that is a noun (a modifier such as "habit" in "habit tracker" names a topic; "late" does not). */
  nouns: boolean[];
  /** True for each word tagged as a name ("Google", "Sheet"). */
  proper: boolean[];
  /** The head noun's lemma ("invoice"). */
  head: string;
  /** Position of the phrase's first word among the tokens: earlier phrases lead. */
  position: number;
}

export type Tagged = Pick<Token, "surface" | "normal" | "lemma" | "pos" | "stop">;

const NOMINAL = new Set(["NOUN", "PROPN"]);
const MODIFIER = new Set(["NOUN", "PROPN", "ADJ"]);

export function isPlural(token: Tagged): boolean {
  return token.pos === "NOUN" && token.normal !== token.lemma && token.normal.endsWith("s");
}

/** A word that can carry a topic: not a stop word, not the pitch's generic words, with a letter in it. */
export function isTopical(token: Tagged): boolean {
  return !token.stop && !isStopword(token.normal) && /[\p{L}]/u.test(token.normal);
}

/**
 * A pitch's own word before the person it qualifies names a trade: "platform engineers", "product
 * managers". Elsewhere ("booking software", "the app") it names no topic and ends a phrase.
 */
function namesTrade(tokens: Tagged[], index: number): boolean {
  const token = tokens[index];
  if (!token || token.stop || isFunctionWord(token.normal) || !/[\p{L}]/u.test(token.normal))
    return false;
  let head = index + 1;
  if (!NOMINAL.has(tokens[head]?.pos ?? "")) return false;
  while (NOMINAL.has(tokens[head + 1]?.pos ?? "") && !isPlural(tokens[head] ?? token)) head += 1;
  const next = tokens[head];
  return next !== undefined && NOMINAL.has(next.pos) && isTopical(next) && namesPerson(next.lemma);
}

/**
 * Maximal runs of modifiers ending in a noun; the pitch's own words ("app", "tool") end a run
 * without joining it, unless `trades` lets them name a person's trade (an idea's own audience:
 * "for platform engineers"; in people's posts "app users" are anyone).
 */
export function nounPhrases(tokens: Tagged[], options: { trades?: boolean } = {}): Phrase[] {
  const phrases: Phrase[] = [];
  let run: Array<{ token: Tagged; index: number }> = [];
  const close = () => {
    while (run.length > 0 && !NOMINAL.has(run.at(-1)?.token.pos ?? "")) run.pop();
    const last = run.at(-1);
    if (last && NOMINAL.has(last.token.pos))
      phrases.push({
        words: run.map(({ token }) => token.normal),
        surfaces: run.map(({ token }) => token.surface),
        lemmas: run.map(({ token }) => token.lemma),
        nouns: run.map(({ token }) => NOMINAL.has(token.pos)),
        proper: run.map(({ token }) => token.pos === "PROPN"),
        head: last.token.lemma,
        position: run[0]?.index ?? last.index,
      });
    run = [];
  };
  tokens.forEach((token, index) => {
    // A plural noun ends its phrase ("farmers" in "farmers rent tractors"); modifiers are singular.
    if (run.length > 0 && isPlural(run.at(-1)?.token ?? token)) close();
    if (
      MODIFIER.has(token.pos) &&
      (isTopical(token) || (options.trades === true && namesTrade(tokens, index)))
    )
      run.push({ token, index });
    else close();
  });
  close();
  return phrases;
}
