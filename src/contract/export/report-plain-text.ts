import { isHttpUrl } from "../http-url.ts";
import { isListItem, joinBlocks } from "./join-blocks.ts";
import {
  toReportDocument,
  type DocNode,
  type ReportDocumentInput,
  type Span,
} from "./report-document.ts";

/**
 * The export document as plain text, for "Copy to Clipboard": what pastes into an e-mail, a chat
 * or a doc reads the same as the Markdown, PDF and Notion exports, with every link written out.
 */

/** A linked span as words and address: "View source" becomes the address it names. */
function renderSpan(span: Span): string {
  if (span.url === undefined || !isHttpUrl(span.url)) return span.text;
  const url = span.url.trim();
  if (span.text === url) return url;
  // A citation's address is in the numbered source list at the end.
  if (/^\[\d+\]$/.test(span.text)) return span.text;
  if (span.text === "View source") return `${span.text}: ${url}`;
  return `${span.text} (${url})`;
}

function spans(parts: readonly Span[]): string {
  return parts.map(renderSpan).join("");
}

function indented(text: string, indent: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => (index === 0 || !line ? line : `${indent}${line}`))
    .join("\n");
}

/** A table row as one entry: its first cell, then "Column: value" for the others that hold any. */
function tableRow(columns: readonly string[], row: readonly Span[][]): string {
  const [first = [], ...rest] = row;
  const details = rest
    .map((cell, index) => ({ column: columns[index + 1] ?? "", value: spans(cell).trim() }))
    .filter((entry) => entry.value)
    .map((entry) => `   ${entry.column}: ${indented(entry.value, "   ")}`);
  return [`- ${spans(first)}`, ...details].join("\n");
}

function renderNode(node: DocNode, number: number): string {
  switch (node.type) {
    case "heading":
      return node.level <= 2 ? `${node.text.toUpperCase()}` : `${node.text}:`;
    case "paragraph":
      return spans(node.spans);
    case "bullet":
      return `- ${indented(spans(node.spans), "  ")}`;
    case "numbered":
      return `${number}. ${indented(spans(node.spans), "   ")}`;
    case "quote":
      return `"${indented(node.text, "  ")}"\n  ${spans(node.attribution)}`;
    case "table":
      return node.rows.map((row) => tableRow(node.columns, row)).join("\n");
    case "callout":
      return `Note: ${spans(node.spans)}`;
    case "divider":
      return "---";
  }
}

/** Blocks a blank line apart, a list's items together, a heading right above what it titles. */
export function documentToPlainText(nodes: readonly DocNode[]): string {
  return joinBlocks(
    nodes,
    renderNode,
    (previous, node) =>
      (previous.type === node.type && isListItem(node)) ||
      (previous.type === "heading" && previous.level === 3),
  );
}

/** The whole export as text: the idea first, then the document. */
export function reportToPlainText(input: ReportDocumentInput): string {
  return `IDEA\n${input.idea.trim()}\n\n${documentToPlainText(toReportDocument(input))}`;
}
