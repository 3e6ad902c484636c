import type { ReadPage } from "./page-text.ts";
import { sentenceAround } from "./page-outline.ts";
import type { Sourced } from "./sourced.ts";

/**
 * The year a company says it was founded ("Founded in 2019", "since 2017", "est. 2018", "started
 * in 2015"), from a statement about its founding only. A footer's copyright year says when the page
 * was last touched; an announcement bar, a changelog line or a launch date says when something
 * shipped; a testimonial's "we've used it since 2019" says when a customer started. None is read.
 */

const YEAR = String.raw`(?<year>1[89]\d\d|20\d\d)(?!\d)`;
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const BEGAN = String.raw`(?:co-founded|founded|established|started|began|incorporated|set up|opened)`;
const PATTERNS = [
  // "since 2017", "est. 2018", "Founded 2019", "founded in 2019"
  new RegExp(String.raw`\b(?:since|est\.?|estd\.?|established|founded)\s+(?:in\s+)?${YEAR}`, "giu"),
  // "Founded in Columbus in 2016", "Started by a former maître d' in 2016", "began in March 2018"
  new RegExp(
    String.raw`\b${BEGAN}\b[^.!?\n]{0,60}?\b(?:in|since|back in)\s+(?:(?:early|late|mid-?)\s*)?(?:${MONTH}\s+)?${YEAR}`,
    "giu",
  ),
  // "In 2019, two nurses founded ..."
  new RegExp(String.raw`\b(?:in|since)\s+${YEAR},?\s+(?:[\p{L}'’-]+\s+){0,5}?${BEGAN}\b`, "giu"),
];
const COPYRIGHT = /©|\(c\)|&copy;|\bcopyright\b|all rights reserved/i;
/**
 * "We've used it since 2019", "a customer since 2018": someone else's start, not the company's.
 * "My dad has been fixing engines since 1998", "I've groomed dogs since 2012": a person's own
 * history, told in a founder's story, is not the company's founding either.
 */
const SOMEONE_ELSE_SINCE =
  /\b(?:us(?:ed|ing|e)|customers?|clients?|members?|users?|subscribers?|partners?|with (?:them|you|us)|I|I['’](?:ve|m|d)|my)\b[^.!?\n]{0,40}\bsince\b/i;
/** Blocks that quote customers or date releases and news, by how the page labels them. */
const NOT_ABOUT_THE_COMPANY =
  /\b(?:quote|testimonials?|reviews?|changelog|change-log|release-notes|releases|whats-new|announcement[\w-]*|promo[\w-]*|news|updates?|press|blog)\b/;

function yearIn(text: string): { year: string; snippet: string } | null {
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const year = match.groups?.year;
      const snippet = sentenceAround(text, match.index, match.index + match[0].length);
      if (year && !COPYRIGHT.test(snippet) && !SOMEONE_ELSE_SINCE.test(snippet))
        return { year, snippet };
    }
  }
  return null;
}

/** True when a block of the page is about the company itself: main content, not a quote, a changelog or news. */
export function isAboutTheCompany(block: ReadPage["blocks"][number]): boolean {
  return block.inMain && !NOT_ABOUT_THE_COMPANY.test(block.labels);
}

/** The founding year a sentence states, or null when it states none (a launch, a customer's "since"). */
export function foundingYearIn(sentence: string): string | null {
  return yearIn(sentence)?.year ?? null;
}

export function findLaunchYear(page: ReadPage): Sourced<string> | null {
  for (const block of page.blocks) {
    // Outside the main content (an announcement bar, the footer) or in a quote or a changelog.
    if (!isAboutTheCompany(block)) continue;
    const found = yearIn(block.text);
    if (found) return { value: found.year, url: page.url, snippet: found.snippet };
  }
  return null;
}
