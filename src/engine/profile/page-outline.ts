import type { PageBlock } from "./page-text.ts";

/** Structure read back from a page's blocks: headings, sections, containers, sentences. */

export function headingLevel(block: PageBlock): number | null {
  const match = /^h([1-6])$/.exec(block.tag);
  return match ? Number(match[1]) : null;
}

/** For each block, the h1 or h2 it sits under: what the section is about. */
export function sectionTitles(blocks: PageBlock[]): Array<string | null> {
  let current: string | null = null;
  return blocks.map((block) => {
    const level = headingLevel(block);
    if (level !== null && level <= 2) current = block.text;
    return current;
  });
}

export interface BlockRange {
  first: number;
  last: number;
}

/** The blocks of one element are consecutive, so a container is a range of block indexes. */
export function containerRanges(blocks: PageBlock[]): Map<number, BlockRange> {
  const ranges = new Map<number, BlockRange>();
  blocks.forEach((block, index) => {
    for (const container of block.containers) {
      const range = ranges.get(container);
      if (range) range.last = index;
      else ranges.set(container, { first: index, last: index });
    }
  });
  return ranges;
}

/** The blocks' text as the page shows it, one block per line, so the result is verbatim. */
export function joinBlocks(blocks: PageBlock[], first: number, last: number): string {
  return blocks
    .slice(first, last + 1)
    .map((block) => block.text)
    .join("\n");
}

/** Abbreviations whose full stop ends no sentence ("est. 2018"). */
const SENTENCE_BREAK =
  /(?<=[.!?])(?<!\b(?:[Ee]std?|approx|incl|excl|vs|[Nn]o|[Ii]nc|[Cc]o|[Ll]td|[Ss]t|e\.g|i\.e)\.)\s+(?=[^\p{Ll}])|\n+/gu;

/** The whole sentence (or sentences) of the text that the span [start, end) falls in. */
export function sentenceAround(text: string, start: number, end: number): string {
  let sentenceStart = 0;
  let sentenceEnd = text.length;
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const breakStart = match.index;
    const breakEnd = breakStart + match[0].length;
    if (breakEnd <= start) sentenceStart = breakEnd;
    else if (breakStart >= end) {
      sentenceEnd = breakStart;
      break;
    }
  }
  return text.slice(sentenceStart, sentenceEnd).trim();
}

export function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text);
}

const FAQ_TITLE = /\b(?:faqs?|frequently asked|questions)\b/i;
const FAQ_LABEL = /(?:^|[\s_-])faqs?(?:[\s_-]|$)/;

export function isFaq(block: PageBlock, sectionTitle: string | null): boolean {
  return FAQ_LABEL.test(block.labels) || (sectionTitle !== null && FAQ_TITLE.test(sectionTitle));
}
