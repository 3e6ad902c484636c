import type { ReadPage } from "./page-text.ts";
import { sentenceAround } from "./page-outline.ts";
import type { Sourced } from "./sourced.ts";

/**
 * The year a product says it began ("Founded in 2019", "since 2017", "est. 2018"). A footer's
 * copyright year says when the page was last touched, not when the company started, so
 * copyright lines are never read.
 */

const YEAR = String.raw`(?<year>1[89]\d\d|20\d\d)(?!\d)`;
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const BEGAN = String.raw`(?:co-founded|founded|established|launched|started|began|created|incorporated|set up|opened|first commit landed|first version shipped)`;
const PATTERNS = [
  // "since 2017", "est. 2018", "Founded 2019", "founded in 2019"
  new RegExp(
    String.raw`\b(?:since|est\.?|estd\.?|established|founded|launched)\s+(?:in\s+)?${YEAR}`,
    "giu",
  ),
  // "Founded in Columbus in 2016", "Started by a former maître d' in 2016", "began in March 2018"
  new RegExp(
    String.raw`\b${BEGAN}\b[^.!?\n]{0,60}?\b(?:in|since|back in)\s+(?:(?:early|late|mid-?)\s*)?(?:${MONTH}\s+)?${YEAR}`,
    "giu",
  ),
  // "In 2019, two nurses founded ..."
  new RegExp(String.raw`\b(?:in|since)\s+${YEAR},?\s+(?:[\p{L}'’-]+\s+){0,5}?${BEGAN}\b`, "giu"),
];
const COPYRIGHT = /©|\(c\)|&copy;|\bcopyright\b|all rights reserved/i;

function yearIn(text: string): { year: string; snippet: string } | null {
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const year = match.groups?.year;
      const snippet = sentenceAround(text, match.index, match.index + match[0].length);
      if (year && !COPYRIGHT.test(snippet)) return { year, snippet };
    }
  }
  return null;
}

export function findLaunchYear(page: ReadPage): Sourced<string> | null {
  for (const block of page.blocks) {
    const found = yearIn(block.text);
    if (found) return { value: found.year, url: page.url, snippet: found.snippet };
  }
  return null;
}
