import { isHttpUrl } from "../http-url.ts";
import { isListItem, joinBlocks } from "./join-blocks.ts";
import {
  toReportDocument,
  type DocNode,
  type ReportDocumentInput,
  type Span,
} from "./report-document.ts";

/**
 * The export document as CommonMark (with GFM tables). Report text is data: every character that
 * could start a link, a heading, a list, HTML or a table cell is escaped, so it reads exactly as
 * the report says and never acts as Markdown.
 */

const NEWLINE = /\r\n|\r|\n/;
// Backslash-escaping any ASCII punctuation is valid CommonMark; these are the ones that mean something inline.
const INLINE_SPECIAL = /[\\`*_[\]<>|~]|&(?=#?[A-Za-z0-9]+;)/g;
// At the start of a line these begin a heading, quote, list, thematic break or setext underline.
const LINE_START_MARKER = /^( {0,3})([#>+=-])/;
const LINE_START_ORDERED = /^( {0,3}\d{1,9})([.)])/;

function escapeInline(text: string): string {
  return text.replace(INLINE_SPECIAL, "\\$&");
}

function escapeLineStart(line: string): string {
  return line.replace(LINE_START_MARKER, "$1\\$2").replace(LINE_START_ORDERED, "$1\\$2");
}

function oneLine(text: string): string {
  return text.split(NEWLINE).join(" ");
}

/**
 * Inside <...> a destination may hold anything but <, >, line breaks; \ and entities would be
 * decoded, and a GFM table splits its row at a | before it reads any link, so each is encoded.
 */
function destination(url: string): string {
  return url.trim().replace(/[<>\\|\s]|&(?=#?[A-Za-z0-9]+;)/g, (char) => encodeURIComponent(char));
}

/** Emphasis markers must touch the text, so surrounding whitespace goes outside them. */
function emphasise(rendered: string, span: Span): string {
  const marker = `${span.bold ? "**" : ""}${span.italic ? "*" : ""}`;
  if (!marker) return rendered;
  const [, before = "", inner = "", after = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(rendered) ?? [];
  return inner ? `${before}${marker}${inner}${[...marker].reverse().join("")}${after}` : rendered;
}

function renderSpan(span: Span): string {
  if (span.url !== undefined && isHttpUrl(span.url)) {
    const label = escapeInline(oneLine(span.text)) || escapeInline(span.url);
    return emphasise(`[${label}](<${destination(span.url)}>)`, span);
  }
  // A URL that cannot be followed is shown as words, so the reader still sees where it pointed.
  const shown =
    span.url === undefined || span.url === span.text ? span.text : `${span.text} (${span.url})`;
  return emphasise(escapeInline(shown), span);
}

function renderSpans(spans: readonly Span[]): string {
  return spans.map(renderSpan).join("");
}

/** Lines of a block: each escaped at its start, joined by hard breaks so line breaks survive. */
function blockLines(spans: readonly Span[]): string[] {
  const lines = renderSpans(spans).split(NEWLINE).map(escapeLineStart);
  return lines.map((line, index) =>
    index < lines.length - 1 && line !== "" && lines[index + 1] !== "" ? `${line}\\` : line,
  );
}

function listItem(marker: string, spans: readonly Span[]): string {
  const indent = " ".repeat(marker.length);
  return blockLines(spans)
    .map((line, index) => (index === 0 ? `${marker}${line}` : line ? `${indent}${line}` : ""))
    .join("\n");
}

function quoted(lines: readonly string[]): string {
  return lines.map((line) => (line ? `> ${line}` : ">")).join("\n");
}

function cell(spans: readonly Span[]): string {
  return oneLine(renderSpans(spans)).trim() || " ";
}

function table(columns: readonly string[], rows: readonly Span[][][]): string {
  const width = Math.max(columns.length, ...rows.map((row) => row.length));
  const header = Array.from({ length: width }, (_, index) =>
    cell([{ text: columns[index] ?? "" }]),
  );
  const body = rows.map((row) =>
    Array.from({ length: width }, (_, index) => cell(row[index] ?? [])),
  );
  return [header, header.map(() => "---"), ...body]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

function renderNode(node: DocNode, number: number): string {
  switch (node.type) {
    case "heading":
      return `${"#".repeat(node.level)} ${escapeInline(oneLine(node.text)).replace(/#/g, "\\#")}`;
    case "paragraph":
      return blockLines(node.spans).join("\n");
    case "bullet":
      return listItem("- ", node.spans);
    case "numbered":
      return listItem(`${number}. `, node.spans);
    case "quote":
      return quoted([
        ...blockLines([{ text: node.text }]),
        "",
        escapeLineStart(oneLine(renderSpans(node.attribution))),
      ]);
    case "table":
      return table(node.columns, node.rows);
    case "callout":
      return quoted(blockLines(node.spans));
    case "divider":
      return "---";
  }
}

/** Blocks separated by a blank line; items of one list stay together so they read as one list. */
export function documentToMarkdown(nodes: readonly DocNode[]): string {
  return joinBlocks(
    nodes,
    renderNode,
    (previous, node) => previous.type === node.type && isListItem(node),
  );
}

/** A document under the idea as its title. */
export function titledMarkdown(idea: string, nodes: readonly DocNode[]): string {
  const title = escapeInline(oneLine(idea.trim())).replace(/#/g, "\\#");
  return `# ${title}\n\n${documentToMarkdown(nodes)}`;
}

/** The whole export: the idea as the title, then the document. */
export function reportToMarkdown(input: ReportDocumentInput): string {
  return titledMarkdown(input.idea, toReportDocument(input));
}
