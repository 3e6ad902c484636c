import { isHttpUrl } from "../../../../contract/http-url.ts";
import type { BlockObjectRequest } from "@notionhq/client";
import { type DocNode, type Span } from "../../../../contract/export/report-document.ts";

/** Notion's request limits: children per append call, characters per rich text item (and per link URL). */
export const NOTION_MAX_CHILDREN = 100;
export const NOTION_MAX_TEXT = 2000;
/** Rich text items in one block's (or one table cell's) rich_text array. */
const NOTION_MAX_RICH_TEXT = 100;
const CALLOUT_ICON = "💡";

type RichText = Extract<
  BlockObjectRequest,
  { paragraph: unknown }
>["paragraph"]["rich_text"][number];
type TableRow = Extract<BlockObjectRequest, { table: unknown }>["table"]["children"][number];
type TextBlockType = "paragraph" | "bulleted_list_item" | "numbered_list_item" | "quote";

/** `items` in runs of at most `size`: Notion takes 100 children per request. */
export function inBatches<T>(items: readonly T[], size = NOTION_MAX_CHILDREN): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Batch size must be ≥ 1, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Text in pieces of at most `limit` UTF-16 units, cut after the last whitespace in the window when
 * there is one and never inside a surrogate pair; the pieces join back to the exact text.
 */
export function splitText(text: string, limit = NOTION_MAX_TEXT): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const space = Math.max(
      window.lastIndexOf(" "),
      window.lastIndexOf("\n"),
      window.lastIndexOf("\t"),
    );
    let cut = space > 0 ? space + 1 : limit;
    if (cut === limit && /[\uD800-\uDBFF]/.test(rest.charAt(cut - 1))) cut -= 1;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The URL Notion will accept as a link, or null: http(s), parseable, at most 2,000 characters. */
function notionLink(url: string | undefined): string | null {
  if (!isHttpUrl(url)) return null;
  const href = new URL(url.trim()).href;
  return href.length <= NOTION_MAX_TEXT ? href : null;
}

function spanItems(span: Span): RichText[] {
  const link = notionLink(span.url);
  // A URL that cannot be a link stays visible as words rather than being dropped.
  const content =
    link || span.url === undefined || span.url === span.text
      ? span.text
      : `${span.text} (${span.url})`;
  const annotations =
    span.bold || span.italic
      ? { annotations: { bold: Boolean(span.bold), italic: Boolean(span.italic) } }
      : {};
  return splitText(content).map((piece) => ({
    type: "text",
    text: link ? { content: piece, link: { url: link } } : { content: piece },
    ...annotations,
  }));
}

function richText(spans: readonly Span[]): RichText[] {
  return spans.flatMap(spanItems);
}

function textBlock(type: TextBlockType, items: RichText[]): BlockObjectRequest {
  const content = { rich_text: items };
  switch (type) {
    case "paragraph":
      return { type, paragraph: content };
    case "bulleted_list_item":
      return { type, bulleted_list_item: content };
    case "numbered_list_item":
      return { type, numbered_list_item: content };
    case "quote":
      return { type, quote: content };
  }
}

/** A block whose text needs more than 100 items continues in blocks of the same kind. */
function textBlocks(type: TextBlockType, items: RichText[]): BlockObjectRequest[] {
  if (items.length === 0) return [textBlock(type, [])];
  return inBatches(items, NOTION_MAX_RICH_TEXT).map((batch) => textBlock(type, batch));
}

function headingBlocks(level: 1 | 2 | 3, items: RichText[]): BlockObjectRequest[] {
  return (items.length > 0 ? inBatches(items, NOTION_MAX_RICH_TEXT) : [[]]).map(
    (batch): BlockObjectRequest => {
      const content = { rich_text: batch };
      if (level === 1) return { type: "heading_1", heading_1: content };
      if (level === 2) return { type: "heading_2", heading_2: content };
      return { type: "heading_3", heading_3: content };
    },
  );
}

/** The verbatim text, a line break, then the attribution; a quote too long for one block continues in the next. */
function quoteBlocks(text: string, attribution: readonly Span[]): BlockObjectRequest[] {
  const body = inBatches(richText([{ text }]), NOTION_MAX_RICH_TEXT);
  const credit = richText(attribution);
  const last = body.at(-1);
  if (last && credit.length > 0 && last.length + 1 + credit.length <= NOTION_MAX_RICH_TEXT) {
    last.push({ type: "text", text: { content: "\n" } }, ...credit);
    return body.map((items) => textBlock("quote", items));
  }
  return [...body, ...inBatches(credit, NOTION_MAX_RICH_TEXT)].map((items) =>
    textBlock("quote", items),
  );
}

function tableRow(cells: RichText[][]): TableRow {
  return { type: "table_row", table_row: { cells } };
}

/** A header row, then the rows; more than 99 rows continue in another table with the same header. */
function tableBlocks(columns: readonly string[], rows: readonly Span[][][]): BlockObjectRequest[] {
  const width = Math.max(1, columns.length, ...rows.map((row) => row.length));
  const cells = (row: readonly Span[][]) =>
    Array.from({ length: width }, (_, index) => richText(row[index] ?? []));
  const header = tableRow(cells(columns.map((column) => [{ text: column }])));
  const batches = inBatches(
    rows.map((row) => tableRow(cells(row))),
    NOTION_MAX_CHILDREN - 1,
  );
  return (batches.length > 0 ? batches : [[]]).map((batch) => ({
    type: "table",
    table: {
      table_width: width,
      has_column_header: true,
      has_row_header: false,
      children: [header, ...batch],
    },
  }));
}

function calloutBlocks(spans: readonly Span[]): BlockObjectRequest[] {
  const items = richText(spans);
  return (items.length > 0 ? inBatches(items, NOTION_MAX_RICH_TEXT) : [[]]).map((batch) => ({
    type: "callout",
    callout: { rich_text: batch, icon: { type: "emoji", emoji: CALLOUT_ICON } },
  }));
}

function nodeBlocks(node: DocNode): BlockObjectRequest[] {
  switch (node.type) {
    case "heading":
      return headingBlocks(node.level, richText([{ text: node.text }]));
    case "paragraph":
      return textBlocks("paragraph", richText(node.spans));
    case "bullet":
      return textBlocks("bulleted_list_item", richText(node.spans));
    case "numbered":
      return textBlocks("numbered_list_item", richText(node.spans));
    case "quote":
      return quoteBlocks(node.text, node.attribution);
    case "table":
      return tableBlocks(node.columns, node.rows);
    case "callout":
      return calloutBlocks(node.spans);
    case "divider":
      return [{ type: "divider", divider: {} }];
  }
}

/**
 * The export document as Notion blocks, within Notion's limits: text in items of at most 2,000
 * characters and 100 items a block, only http(s) links, tables one level deep. Append them in
 * `inBatches` of 100.
 */
export function toNotionBlocks(nodes: readonly DocNode[]): BlockObjectRequest[] {
  return nodes.flatMap(nodeBlocks);
}
