import { splitSentences } from "./format.ts";
import { nounPhrases, type Phrase } from "./noun-phrases.ts";
import { isKnown, readSynset, senseOffsets } from "./wordnet.ts";
import { readWords, singular } from "./words.ts";

/**
 * Product names as people write them, read by grammar and WordNet rather than from a list: "Google
 * Sheet", "PayPal", "Chaserly". The interview kit asks about the tools a pain's quotes name; the
 * research looks up the products people name but no search has found yet.
 */

/** Senses that make a capitalised word a place, a day, a person or a group rather than a product. */
const NOT_A_PRODUCT = new Set([
  "noun.location",
  "noun.time",
  "noun.person",
  "noun.group",
  "noun.quantity",
]);

export interface Read {
  phrase: Phrase;
  /**
   * Opens its sentence or follows punctuation that may open a title ("Ask HN: Solo clinicians"):
   * a capital there is no sign of a name. After a comma it is ("Ritualry, StreakStand, Huddlebloom").
   */
  opening: boolean;
}

/** Sentences read one by one, so a capital after a full stop is not taken for a name. */
export function phrasesOf(text: string): Read[] {
  return splitSentences(text).flatMap((sentence) => {
    const tokens = readWords(sentence);
    return nounPhrases(tokens).map((phrase) => ({
      phrase,
      opening:
        phrase.position === 0 ||
        (tokens[phrase.position - 1]?.pos === "PUNCT" &&
          tokens[phrase.position - 1]?.normal !== ","),
    }));
  });
}

/** Spelt as brands are ("PayPal", "ClinicCue", "COUNTIF"), not as English words. */
export function spelledAsBrand(word: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}{3,}$/u.test(word);
}

/** A capitalised word English does not know ("Chaserly", "Postgres"), or one spelt as a brand. */
export function looksLikeBrand(word: string, lemma: string): boolean {
  if (word.length < 3 || !/^[\p{Lu}\p{N}]/u.test(word)) return false;
  const known = (["noun", "verb", "adj"] as const).some(
    (pos) => isKnown(lemma, pos) || isKnown(singular(word), pos),
  );
  return !known || spelledAsBrand(word);
}

/**
 * The run of names inside a phrase ("Google Sheet"; "PayPal" in "PayPal chargeback"), when it
 * names a product: two names in a row mid-sentence, or one spelt like a brand, and never a place,
 * a day, a person or a group.
 */
export function productName({ phrase, opening }: Read): string | null {
  const start = phrase.proper.indexOf(true);
  if (start < 0) return null;
  let end = start;
  while (phrase.proper[end + 1]) end += 1;
  const words = phrase.surfaces.slice(start, end + 1);
  const lemmas = phrase.lemmas.slice(start, end + 1);
  // Any word opening a sentence is capitalised: there, only a brand's spelling marks a name.
  const atOpening = opening && start === 0;
  const named = atOpening
    ? words.some((word) => spelledAsBrand(word))
    : words.length >= 2 || looksLikeBrand(words[0]!, lemmas[0] ?? words[0]!);
  const elsewhere = words.some((word) =>
    senseOffsets(word, "noun")
      .slice(0, 3)
      .some((offset) => NOT_A_PRODUCT.has(readSynset(offset, "noun").lexname)),
  );
  return named && !elsewhere ? words.join(" ") : null;
}

/**
 * Capitalised words English does not know that open a sentence ("Ritualry is popular", "Ritualry's
 * free plan"): a capital there marks nothing, so each is only a candidate, a name once the same
 * word is written where a capital does mark one. People's names open sentences too ("Priya here").
 */
export function openingNamesIn(text: string): string[] {
  const names = phrasesOf(text).flatMap(({ phrase, opening }) => {
    const word = phrase.surfaces[0];
    const lemma = phrase.lemmas[0];
    if (!opening || !phrase.proper[0] || phrase.proper[1] || !word || !lemma) return [];
    const unknown = (["noun", "verb", "adj"] as const).every(
      (pos) => !isKnown(lemma, pos) && !isKnown(singular(word.toLowerCase()), pos),
    );
    return unknown && word.length >= 4 && /^\p{Lu}\p{Ll}+$/u.test(word) ? [word] : [];
  });
  return [...new Set(names)];
}

/** Every product name a text writes, as written, once each, in order. */
export function productNamesIn(text: string): string[] {
  return [
    ...new Set(
      phrasesOf(text).flatMap((read) => {
        const name = productName(read);
        return name ? [name] : [];
      }),
    ),
  ];
}
