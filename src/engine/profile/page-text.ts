import { createRequire } from "node:module";
import type * as Linkedom from "linkedom";
import { walkBlocks } from "./walk-blocks.ts";
import type { PageBlock, PageHeading, PageLink } from "./walk-blocks.ts";

export type { PageBlock, PageHeading, PageLink, TableCell } from "./walk-blocks.ts";

/** A fetched page as a visitor reads it; every string in it is written on the page. */
export interface ReadPage {
  url: string;
  title: string;
  /** The page's own summary (meta description, else og:description): not shown, but written by the site. */
  metaDescription: string | null;
  /** Visible text, one block per line. */
  text: string;
  /** The visible text without navigation, site header and footer, cookie banners and dialogs. */
  mainText: string;
  headings: PageHeading[];
  listItems: string[];
  links: PageLink[];
  /** Each line of `text`, with where it sits on the page. */
  blocks: PageBlock[];
}

function metaContent(document: Document, selector: string): string | null {
  const content = document
    .querySelector(selector)
    ?.getAttribute("content")
    ?.replace(/\s+/g, " ")
    .trim();
  return content ? content : null;
}

function baseUrlOf(document: Document, url: string): string {
  const base = document.querySelector("base[href]")?.getAttribute("href");
  if (!base) return url;
  try {
    return new URL(base, url).href;
  } catch {
    return url;
  }
}

/** linkedom builds no <html> element of its own, and a page may leave it out (HTML allows that). */
function asDocument(html: string): string {
  const withoutDoctype = html.replace(/^\s*<!doctype[^>]*>/i, "");
  return /<html[\s>]/i.test(withoutDoctype) ? withoutDoctype : `<html>${withoutDoctype}</html>`;
}

const require = createRequire(import.meta.url);
let linkedom: typeof Linkedom | undefined;

/**
 * The HTML parser loads on the first page read, synchronously so `readPage` stays a plain
 * function: research reads pages, a process answering requests never does, and loading it at
 * start-up held about 4 MB of heap (ADR 0016, third round).
 */
function parseHTML(html: string) {
  linkedom ??= require("linkedom") as typeof Linkedom;
  return linkedom.parseHTML(html);
}

export function readPage(html: string, url: string): ReadPage {
  const { document } = parseHTML(asDocument(html));
  const walked = walkBlocks(document, baseUrlOf(document, url));
  const lines = (blocks: PageBlock[]) => blocks.map((block) => block.text).join("\n");
  return {
    url,
    title: (document.querySelector("title")?.textContent ?? "").replace(/\s+/g, " ").trim(),
    metaDescription:
      metaContent(document, 'meta[name="description" i]') ??
      metaContent(document, 'meta[property="og:description" i]'),
    text: lines(walked.blocks),
    mainText: lines(walked.blocks.filter((block) => block.inMain)),
    ...walked,
  };
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const collapsedSources = new WeakMap<ReadPage, string[]>();

function sourcesOf(page: ReadPage): string[] {
  let sources = collapsedSources.get(page);
  if (!sources) {
    sources = [page.text, page.title, page.metaDescription ?? ""].map(collapseWhitespace);
    collapsedSources.set(page, sources);
  }
  return sources;
}

/**
 * True when the snippet is written on the page: in its visible text, its title or its own
 * summary. Only whitespace may differ; case, quotes and dashes must match exactly.
 */
export function isVerbatim(snippet: string, page: ReadPage): boolean {
  const needle = collapseWhitespace(snippet);
  return needle.length > 0 && sourcesOf(page).some((source) => source.includes(needle));
}
