import type { PageBlock, ReadPage } from "./page-text.ts";
import { headingLevel, isFaq, isQuestion, joinBlocks, sectionTitles } from "./page-outline.ts";
import { findMoney } from "./price-text.ts";
import type { Sourced } from "./sourced.ts";

/**
 * Key features as the homepage names them: the headings of its features section, the bold
 * openings of feature paragraphs, feature list items. Menus, calls to action, FAQ questions and
 * testimonials are page furniture, not features.
 */

const FEATURE_LABEL = /feature|benefit|capabilit/;
const FEATURE_TITLE =
  /\b(?:features?|why|what you get|how it works|benefits?|capabilities|everything you need)\b/i;
const NOT_FEATURES_LABEL =
  /(?:^|[\s_-])(?:faqs?|testimonials?|reviews?|quotes?|pricing|plans?|cta|newsletter|logos?|customers?|hero|about|story|changelog|releases?|release-notes|whats-new|news|updates?|announcement)(?:[\s_-]|$)/;
const NOT_FEATURES_TITLE =
  /\b(?:about|our story|our mission|our team|meet the team|why (?:i|we) (?:built|started|made)|testimonials?|customers? (?:say|love)|loved by|pricing|plans|faqs?|frequently asked|questions|contact|newsletter|blog|what['’]s new|changelog|release notes|updates|news)\b/i;
const CALLS_TO_ACTION = [
  /^(?:start|try)\b.*\b(?:free|trial|now|today)\b/i,
  /^get (?:started|a demo|in touch|the app)\b/i,
  /^(?:sign (?:up|in)|log ?in|log out|register)\b/i,
  /^(?:book|request|schedule|get) an? (?:demo|call|meeting)\b/i,
  /^(?:contact|talk to) (?:us|sales)\b/i,
  /^(?:learn|read|see|find out) more\b/i,
  /^see (?:how|pricing|plans|all)\b/i,
  /^(?:watch|download|buy|choose|subscribe|join|explore|view|discover)\b(?:\s+\S+){0,2}$/i,
];
const SITE_SECTION =
  /^(?:features?|pricing|plans|blog|about(?: us)?|careers|privacy|terms|faqs?|docs|documentation|home|log ?in|sign ?up|frequently asked questions|testimonials|customers|contact(?: us)?|resources|company|product|solutions)$/i;
const QUOTE_OPENING = /^["“‘'«]/;
const MAX_FEATURE_LENGTH = 80;
const MAX_FEATURE_WORDS = 10;
const MAX_SNIPPET_LENGTH = 300;
const MAX_FEATURES = 8;
const ENOUGH_FEATURES = 3;

interface Candidate {
  value: string;
  snippet: string;
  /** "h2" to "h4", "lead" (a bold opening) or "item" (a list item). */
  form: string;
}

function isFeatureText(text: string): boolean {
  return (
    text.length >= 3 &&
    text.length <= MAX_FEATURE_LENGTH &&
    text.split(/\s+/).length <= MAX_FEATURE_WORDS &&
    !isQuestion(text) &&
    !QUOTE_OPENING.test(text) &&
    !CALLS_TO_ACTION.some((pattern) => pattern.test(text)) &&
    !SITE_SECTION.test(text) &&
    findMoney(text).length === 0
  );
}

function isFurniture(block: PageBlock, title: string | null): boolean {
  return (
    !block.inMain ||
    block.tag === "blockquote" ||
    NOT_FEATURES_LABEL.test(block.labels) ||
    isFaq(block, title) ||
    (title !== null && NOT_FEATURES_TITLE.test(title))
  );
}

/** A feature heading quoted with the line that explains it, when that line follows in the same card. */
function headingSnippet(blocks: PageBlock[], index: number): string {
  const heading = blocks[index]!;
  const next = blocks[index + 1];
  const explains =
    next &&
    headingLevel(next) === null &&
    next.containers.at(-2) === heading.containers.at(-2) &&
    next.text.length <= MAX_SNIPPET_LENGTH;
  return explains ? joinBlocks(blocks, index, index + 1) : heading.text;
}

function candidateAt(blocks: PageBlock[], index: number): Candidate | null {
  const block = blocks[index]!;
  const level = headingLevel(block);
  if (level !== null && level >= 2 && level <= 4)
    return { value: block.text, snippet: headingSnippet(blocks, index), form: block.tag };
  if (block.lead) {
    const value = block.lead.replace(/[\s.:;,–—-]+$/, "");
    return {
      value,
      snippet: block.text.length <= MAX_SNIPPET_LENGTH ? block.text : block.lead,
      form: "lead",
    };
  }
  return block.tag === "li" ? { value: block.text, snippet: block.text, form: "item" } : null;
}

function distinctValues(candidates: Candidate[]): number {
  return new Set(candidates.map(({ value }) => value.toLowerCase())).size;
}

/**
 * Features repeat one form: a run of same-level headings, of bold openings or of list items.
 * Headings win over the others, which also list plan contents and steps; a lone heading is a
 * section's title, not a feature.
 */
function repeatedForm(candidates: Candidate[]): Candidate[] {
  const byForm = Map.groupBy(candidates, ({ form }) => form);
  const largest = (forms: string[]) =>
    forms
      .map((form) => byForm.get(form) ?? [])
      .sort((a, b) => distinctValues(b) - distinctValues(a))[0] ?? [];
  const preferred = [
    largest(["h4", "h3", "h2"]),
    byForm.get("lead") ?? [],
    byForm.get("item") ?? [],
  ];
  return preferred.find((group) => distinctValues(group) >= 2) ?? largest([...byForm.keys()]);
}

function candidatesWhere(
  page: ReadPage,
  keep: (block: PageBlock, title: string | null, index: number) => boolean,
): Candidate[] {
  const titles = sectionTitles(page.blocks);
  const candidates = page.blocks.flatMap((block, index) => {
    const title = titles[index] ?? null;
    if (isFurniture(block, title) || !keep(block, title, index)) return [];
    const candidate = candidateAt(page.blocks, index);
    return candidate && isFeatureText(candidate.value) ? [candidate] : [];
  });
  return repeatedForm(candidates);
}

function inFeatureSection(block: PageBlock, title: string | null): boolean {
  return FEATURE_LABEL.test(block.labels) || (title !== null && FEATURE_TITLE.test(title));
}

function firstH2(page: ReadPage): number {
  const index = page.blocks.findIndex((block) => block.inMain && headingLevel(block) === 2);
  return index === -1 ? page.blocks.length : index;
}

function dedupe(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter(({ value }) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function findFeatures(page: ReadPage): Array<Sourced<string>> {
  const section = candidatesWhere(page, inFeatureSection);
  // Pages without a labelled features section list them under their own headings, past the hero.
  const heroEnd = firstH2(page);
  // A section that names its features one way ("bold openings") is not joined by section titles.
  const rest =
    section.length >= ENOUGH_FEATURES
      ? []
      : candidatesWhere(page, (_block, _title, index) => index >= heroEnd).filter(
          (candidate) => section.length === 0 || candidate.form === section[0]?.form,
        );
  return dedupe([...section, ...rest])
    .slice(0, MAX_FEATURES)
    .map(({ value, snippet }) => ({ value, url: page.url, snippet }));
}
