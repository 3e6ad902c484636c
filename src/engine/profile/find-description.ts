import type { ReadPage } from "./page-text.ts";
import { headingLevel, sentenceAround } from "./page-outline.ts";
import type { Sourced } from "./sourced.ts";

/**
 * What the product says it is: the page's own summary (its meta description), else the line
 * under the hero headline.
 */

const MIN_WORDS = 4;
const MIN_HERO_WORDS = 6;
const MAX_LENGTH = 320;
/** The hero's explanation sits right under its headline, before or after a button or two. */
const HERO_LOOKAHEAD = 3;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Long paragraphs are cut to their first sentence, which stays verbatim. */
function concise(text: string): string {
  return text.length <= MAX_LENGTH ? text : sentenceAround(text, 0, 1);
}

function metaDescription(page: ReadPage): Sourced<string> | null {
  const meta = page.metaDescription;
  if (!meta || wordCount(meta) < MIN_WORDS || meta.length > MAX_LENGTH || meta === page.title)
    return null;
  return { value: meta, url: page.url, snippet: meta };
}

/** The first full line after the headline: a paragraph or an h2 subheadline, before the next section starts. */
function heroLine(page: ReadPage): Sourced<string> | null {
  const headline = page.blocks.findIndex((block) => block.inMain && headingLevel(block) === 1);
  if (headline === -1) return null;
  for (const block of page.blocks.slice(headline + 1, headline + 1 + HERO_LOOKAHEAD)) {
    if (!block.inMain || block.tag === "li") continue;
    if (wordCount(block.text) >= MIN_HERO_WORDS) {
      const text = concise(block.text);
      return { value: text, url: page.url, snippet: text };
    }
    if (headingLevel(block) !== null) return null;
  }
  return null;
}

export function findDescription(page: ReadPage): Sourced<string> | null {
  return metaDescription(page) ?? heroLine(page);
}
