import { nounPhrases } from "../text/noun-phrases.ts";
import { phrasesOf, productName, spelledAsBrand, type Read } from "../text/product-names.ts";
import { namesPerson, readSynset, senseOffsets } from "../text/wordnet.ts";
import { readWords, singular } from "../text/words.ts";

/**
 * What a pain's own quotes say, read by grammar and WordNet rather than by topic: what the pain is
 * about, the products people name, and the other people it involves. The interview kit's
 * templates ask about these, so two pains get two different sets of questions (ADR 0029).
 */
export interface PainReading {
  /** The phrase the pain is about, as people write it ("late fee", "no-shows"); null when none stands out. */
  object: string | null;
  /** Products and tools named in the quotes ("Google Sheet", "Chaserly"), most quoted first. */
  tools: string[];
  /** Other people the quotes bring in ("clients", "patients"), most quoted first. */
  people: string[];
}

const MAX_TOOLS = 2;
const MAX_PEOPLE = 2;
const MAX_OBJECT_WORDS = 3;
/** A noun with this many senses ("time", "part", "thing", "work") says little on its own. */
const VAGUE_SENSES = 7;

/** Senses too vague to be what a pain is about: a day, a part, a person in general, a place, an amount. */
const NOT_AN_OBJECT = new Set([
  "noun.time",
  "noun.quantity",
  "noun.relation",
  "noun.Tops",
  "noun.location",
]);

interface Found {
  /** How it was written, case kept. */
  surface: string;
  /** The key it is counted under, lower case. */
  key: string;
  /** Position in the pain's quotes: the earliest mention breaks ties. */
  order: number;
}

/** Each key once per quote, the quotes counted: what most of the pain's quotes mention leads. */
function rank(found: Found[][], limit: number): string[] {
  const counted = new Map<
    string,
    { surfaces: Map<string, number>; count: number; order: number }
  >();
  for (const inQuote of found) {
    const seen = new Set<string>();
    for (const { surface, key, order } of inQuote) {
      const entry = counted.get(key) ?? { surfaces: new Map(), count: 0, order };
      entry.surfaces.set(surface, (entry.surfaces.get(surface) ?? 0) + 1);
      if (!seen.has(key)) entry.count += 1;
      seen.add(key);
      counted.set(key, entry);
    }
  }
  return [...counted.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(
      (entry) =>
        [...entry.surfaces.entries()].sort(
          (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
        )[0]![0],
    );
}

/** A phrase's words as written, but for the capital that only opens its sentence ("Individual data"). */
function asWritten({ phrase, opening }: Read): string[] {
  return phrase.surfaces.map((word, index) =>
    index === 0 && opening && !spelledAsBrand(word) ? word.toLowerCase() : word,
  );
}

interface Candidate {
  words: string;
  person: boolean;
  /** How many quotes use its head word. */
  quotes: number;
  order: number;
}

/**
 * What the pain is about: a phrase of its title that its quotes come back to. A thing before a
 * kind of person ("the scam" before "the clients"); people when nothing else recurs ("no-shows").
 */
function objectOf(title: Read[], quotes: Read[][], own: Set<string>): string | null {
  // "mite" comes back in "mite count": a quote names the object wherever its head word stands.
  const heads = quotes.map(
    (inQuote) =>
      new Set(inQuote.flatMap(({ phrase }) => phrase.lemmas.map((lemma) => lemma.toLowerCase()))),
  );
  const candidates: Candidate[] = title.flatMap((read, order) => {
    const { phrase } = read;
    const head = phrase.head.toLowerCase();
    // A product is a tool, not the pain; a capital that only opens the sentence does not make one.
    if (productName(read) || own.has(head)) return [];
    const senses = senseOffsets(head, "noun");
    const lexnames = senses.slice(0, 2).map((offset) => readSynset(offset, "noun").lexname);
    // Vague in both its common senses ("day", "week"); a "mite" is an amount first, an animal next.
    if (lexnames.length > 0 && lexnames.every((lexname) => NOT_AN_OBJECT.has(lexname))) return [];
    if (phrase.words.length === 1 && senses.length >= VAGUE_SENSES) return [];
    const lexname = lexnames[0];
    return [
      {
        words: asWritten(read).slice(-MAX_OBJECT_WORDS).join(" "),
        person: lexname === "noun.person",
        quotes: heads.filter((inQuote) => inQuote.has(head)).length,
        order,
      },
    ];
  });
  // With several quotes, a phrase only one of them uses is one person's words, not the pain's.
  const recurs = quotes.length >= 2 ? 2 : 1;
  const tier = (candidate: Candidate) =>
    candidate.quotes >= recurs ? (candidate.person ? 1 : 0) : 2;
  const [best] = candidates.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      b.quotes - a.quotes ||
      Number(b.words.includes(" ")) - Number(a.words.includes(" ")) ||
      a.order - b.order,
  );
  return best && tier(best) < 2 ? best.words : null;
}

/**
 * Reads a pain's title and quotes. `audience` is who the kit is for: its own words are never the
 * people "else involved" nor the pain's object.
 */
export function readPain(title: string, quotes: string[], audience: string): PainReading {
  const own = new Set(
    nounPhrases(readWords(audience)).flatMap((phrase) =>
      phrase.lemmas.map((lemma) => lemma.toLowerCase()),
    ),
  );
  const read = quotes.map(phrasesOf);
  let order = 0;
  const tools: Found[][] = [];
  const people: Found[][] = [];
  for (const inQuote of read) {
    const inTools: Found[] = [];
    const inPeople: Found[] = [];
    for (const each of inQuote) {
      order += 1;
      const { phrase } = each;
      const head = phrase.head.toLowerCase();
      const name = productName(each);
      if (name) inTools.push({ surface: name, key: name.toLowerCase(), order });
      else if (
        phrase.words.length === 1 &&
        !phrase.proper[0] &&
        !own.has(head) &&
        namesPerson(head) &&
        // People met as a group ("clients", "patients"): a lone "guy" or a user name is no one to ask about.
        singular(phrase.words[0]!) !== phrase.words[0]
      )
        inPeople.push({ surface: phrase.words[0]!, key: head, order });
    }
    tools.push(inTools);
    people.push(inPeople);
  }
  const object = objectOf(phrasesOf(title), read, own);
  return {
    object,
    tools: rank(tools, MAX_TOOLS),
    // The object's people are asked about already.
    people: rank(people, MAX_PEOPLE + 1)
      .filter((who) => who !== object)
      .slice(0, MAX_PEOPLE),
  };
}
