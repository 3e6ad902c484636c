/**
 * Turns a parsed document into the text a visitor sees, cut into blocks the way a browser lays
 * it out, with enough structure kept (containers, table cells, page regions) for the extractors
 * to tell a plan card from a feature list without holding on to the DOM.
 */

export interface TableCell {
  /** Unique within the page. */
  table: number;
  row: number;
  /** Counts colspans, so a cell lines up with the header above it. */
  column: number;
  isHeader: boolean;
}

export interface PageBlock {
  /** The block-level element the text sits in directly: "p", "li", "td", "h3", "div". */
  tag: string;
  text: string;
  /** False in navigation, site header and footer, cookie banners and dialogs. */
  inMain: boolean;
  /** Enclosing block elements, outermost first, as numbers unique within the page: blocks sharing one sit in the same card or section. */
  containers: number[];
  /** Class names, ids and roles of the block and its ancestors, lower-case: how a page labels a section ("features", "pricing", "faq"); "quote" inside a blockquote, q or cite. */
  labels: string;
  cell: TableCell | null;
  /** Bold words that open the block: prose pages name a feature this way. */
  lead: string | null;
}

export interface PageHeading {
  level: 1 | 2 | 3 | 4;
  text: string;
}

export interface PageLink {
  /** Absolute. */
  href: string;
  text: string;
}

export interface WalkedPage {
  blocks: PageBlock[];
  headings: PageHeading[];
  listItems: string[];
  links: PageLink[];
}

const INVISIBLE = new Set([
  "head",
  "title",
  "meta",
  "link",
  "base",
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "canvas",
  "object",
  "select",
  "textarea",
]);
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "button",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "img",
  "ins",
  "kbd",
  "label",
  "mark",
  "nobr",
  "picture",
  "q",
  "s",
  "samp",
  "small",
  "source",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
]);
/** Menus render these side by side with margins, so glued markup still reads as separate words. */
const SPACED_INLINE = new Set(["a", "button"]);
const BOLD = new Set(["strong", "b"]);
const SECTIONING = new Set(["main", "article", "section"]);
const CHROME_TAGS = new Set(["nav", "aside", "dialog"]);
const CHROME_ROLES = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "dialog",
  "alertdialog",
  "complementary",
  "menu",
  "menubar",
]);
const CHROME_LABEL = /cookie|consent|gdpr|onetrust/;
const CHROME_CLASS_TOKEN =
  /^(footer|site-footer|navbar|site-nav|main-nav|nav|menu|topbar|breadcrumbs?)([-_].*)?$/;

interface Frame {
  tag: string;
  containers: number[];
  labels: string;
  inMain: boolean;
  inSectioning: boolean;
  cell: TableCell | null;
  buffer: string;
  lead: string | null;
  /** Buffer length when the last link or button closed, to space the next one from it. */
  spacedEnd: number;
}

interface Walk {
  page: WalkedPage;
  baseUrl: string;
  cells: Map<Element, TableCell>;
  nextId: number;
}

function tagOf(element: Element): string {
  return element.tagName.toLowerCase();
}

function labelsOf(element: Element): string {
  return [element.getAttribute("class"), element.getAttribute("id"), element.getAttribute("role")]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

/** Utility classes ("mt-4", "md:flex", "w-[320px]") say how a block looks, not what it is, and would swell every block's labels. */
function isUtilityClass(token: string): boolean {
  return token.length <= 2 || /[\d:[\]/.]/.test(token);
}

/** Elements that hold someone else's words: their text is a quotation, labelled "quote" below them. */
const QUOTING_TAGS = new Set(["blockquote", "q", "cite"]);

function inheritedLabels(parentLabels: string, element: Element): string {
  const tokens = new Set(parentLabels.split(" ").filter(Boolean));
  for (const token of labelsOf(element).split(/\s+/)) if (!isUtilityClass(token)) tokens.add(token);
  if (QUOTING_TAGS.has(tagOf(element))) tokens.add("quote");
  return [...tokens].join(" ");
}

function isHidden(element: Element): boolean {
  if (element.hasAttribute("hidden")) return true;
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(element.getAttribute("style") ?? "");
}

/** A site header holds the logo and the menu; a header that holds an h1 and no menu is the hero. */
function isSiteHeader(element: Element): boolean {
  return element.querySelector("nav") !== null || element.querySelector("h1") === null;
}

function isChrome(element: Element, inSectioning: boolean): boolean {
  const tag = tagOf(element);
  if (CHROME_TAGS.has(tag)) return true;
  if (CHROME_ROLES.has((element.getAttribute("role") ?? "").toLowerCase())) return true;
  if (element.getAttribute("aria-modal") === "true") return true;
  if (CHROME_LABEL.test(labelsOf(element))) return true;
  if (
    (element.getAttribute("class") ?? "")
      .toLowerCase()
      .split(/\s+/)
      .some((token) => CHROME_CLASS_TOKEN.test(token))
  )
    return true;
  if (tag === "footer") return !inSectioning;
  return tag === "header" && !inSectioning && isSiteHeader(element);
}

function isMainLandmark(element: Element): boolean {
  return tagOf(element) === "main" || element.getAttribute("role") === "main";
}

function normaliseBlockText(buffer: string): string {
  return buffer
    .replace(/ {2,}/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function flush(frame: Frame, walk: Walk): void {
  const text = normaliseBlockText(frame.buffer);
  if (text) {
    const { tag, inMain, containers, labels, cell, lead } = frame;
    walk.page.blocks.push({
      tag,
      text,
      inMain,
      containers,
      labels,
      cell,
      lead: lead && text.startsWith(lead) ? lead : null,
    });
  }
  frame.buffer = "";
  frame.lead = null;
  frame.spacedEnd = -1;
}

function cellSpan(cell: Element): number {
  const span = Number.parseInt(cell.getAttribute("colspan") ?? "1", 10);
  return Number.isFinite(span) && span > 0 ? span : 1;
}

/** Positions every cell of a table up front, since a cell's column depends on the colspans before it. */
function indexTable(table: Element, walk: Walk): void {
  const tableId = walk.nextId++;
  const rows = [...table.querySelectorAll("tr")].filter((row) => row.closest("table") === table);
  rows.forEach((row, rowIndex) => {
    const inHead = row.parentElement !== null && tagOf(row.parentElement) === "thead";
    let column = 0;
    for (const cell of [...row.children].filter((child) => ["td", "th"].includes(tagOf(child)))) {
      walk.cells.set(cell, {
        table: tableId,
        row: rowIndex,
        column,
        isHeader: inHead || tagOf(cell) === "th",
      });
      column += cellSpan(cell);
    }
  });
}

function absoluteHref(href: string, baseUrl: string): string | null {
  try {
    const url = new URL(href, baseUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function recordLink(element: Element, walk: Walk): void {
  const href = absoluteHref(element.getAttribute("href") ?? "", walk.baseUrl);
  if (!href) return;
  const text =
    (element.textContent ?? "").replace(/\s+/g, " ").trim() ||
    (element.getAttribute("aria-label") ?? element.getAttribute("title") ?? "").trim();
  walk.page.links.push({ href, text });
}

function visitInline(element: Element, frame: Frame, walk: Walk): void {
  const tag = tagOf(element);
  if (tag === "a") recordLink(element, walk);
  const spaced = SPACED_INLINE.has(tag);
  if (spaced && frame.spacedEnd === frame.buffer.length && frame.buffer.length > 0)
    frame.buffer += " ";
  const opensBlock = BOLD.has(tag) && frame.buffer.trim() === "";
  const start = frame.buffer.length;
  visitChildren(element, frame, walk);
  if (opensBlock) frame.lead = normaliseBlockText(frame.buffer.slice(start)) || null;
  if (spaced) frame.spacedEnd = frame.buffer.length;
}

function childFrame(element: Element, parent: Frame, walk: Walk): Frame {
  const tag = tagOf(element);
  const inMain =
    isMainLandmark(element) || (parent.inMain && !isChrome(element, parent.inSectioning));
  return {
    tag,
    containers: [...parent.containers, walk.nextId++],
    labels: inheritedLabels(parent.labels, element),
    inMain,
    inSectioning: parent.inSectioning || SECTIONING.has(tag),
    cell: walk.cells.get(element) ?? parent.cell,
    buffer: "",
    lead: null,
    spacedEnd: -1,
  };
}

function collectText(walk: Walk, fromBlock: number): string {
  return walk.page.blocks
    .slice(fromBlock)
    .map((block) => block.text)
    .join("\n");
}

function recordOutline(tag: string, text: string, walk: Walk): void {
  if (!text) return;
  const heading = /^h([1-4])$/.exec(tag);
  if (heading) walk.page.headings.push({ level: Number(heading[1]) as PageHeading["level"], text });
  if (tag === "li") walk.page.listItems.push(text);
}

function visitBlock(element: Element, parent: Frame, walk: Walk): void {
  flush(parent, walk);
  if (tagOf(element) === "table") indexTable(element, walk);
  const frame = childFrame(element, parent, walk);
  const firstBlock = walk.page.blocks.length;
  visitChildren(element, frame, walk);
  flush(frame, walk);
  recordOutline(frame.tag, collectText(walk, firstBlock), walk);
}

function visitChildren(element: Element, frame: Frame, walk: Walk): void {
  for (const child of [...element.childNodes]) {
    if (child.nodeType === 3) frame.buffer += (child.textContent ?? "").replace(/\s+/g, " ");
    if (child.nodeType !== 1) continue;
    const childElement = child as Element;
    const tag = tagOf(childElement);
    if (INVISIBLE.has(tag) || isHidden(childElement)) continue;
    if (tag === "br") frame.buffer += "\n";
    else if (INLINE.has(tag)) visitInline(childElement, frame, walk);
    else visitBlock(childElement, frame, walk);
  }
}

/** Walks the body; outside a <main> landmark (when the page has one) nothing counts as main content. */
export function walkBlocks(document: Document, baseUrl: string): WalkedPage {
  const walk: Walk = {
    page: { blocks: [], headings: [], listItems: [], links: [] },
    baseUrl,
    cells: new Map(),
    nextId: 0,
  };
  // Without a <body> tag linkedom leaves the content under <html>, beside an empty body.
  const root = document.body?.hasChildNodes() ? document.body : document.documentElement;
  if (!root) return walk.page;
  const hasMain = document.querySelector("main, [role=main]") !== null;
  const frame: Frame = {
    tag: tagOf(root),
    containers: [],
    labels: "",
    inMain: !hasMain,
    inSectioning: false,
    cell: null,
    buffer: "",
    lead: null,
    spacedEnd: -1,
  };
  visitChildren(root, frame, walk);
  flush(frame, walk);
  return walk.page;
}
