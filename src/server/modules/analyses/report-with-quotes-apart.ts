import { quotePlaceholder, type UntrustedQuote } from "../../../contract/assistant-tools.ts";
import {
  toReportDocument,
  type DocNode,
  type Span,
} from "../../../contract/export/report-document.ts";
import { titledMarkdown } from "../../../contract/export/report-markdown.ts";
import { isHttpUrl } from "../../../contract/http-url.ts";
import type { Database } from "../../../db/client.ts";
import { readFinishedReport } from "./read-finished-report.ts";

/** Who said it where, from a quote's attribution: its words without the link's label. */
function sourceOf(attribution: readonly Span[]): string | null {
  const words = attribution
    .filter((span) => span.url === undefined)
    .map((span) => span.text)
    .join("")
    .replace(/^\s*—\s*/, "")
    .replace(/[\s·]+$/, "")
    .trim();
  return words || null;
}

/**
 * The owner's finished report as the Markdown export (reportAsMarkdown) says it, with every
 * quote taken out into a list of its own and its place marked (quote q1), (quote q2)...: for
 * assistants, which must be able to tell our words from text strangers wrote (ADR 0019).
 */
export async function reportWithQuotesApart(
  deps: { db: Database; appUrl: string },
  input: { userId: string; analysisId: string },
): Promise<{ markdown: string; quotes: UntrustedQuote[] }> {
  const report = await readFinishedReport(deps.db, input);
  const quotes: UntrustedQuote[] = [];
  const nodes = toReportDocument({
    idea: report.ideaText,
    stored: report.stored,
    createdAt: report.createdAt.toISOString(),
    resultsUrl: `${deps.appUrl}/results/${report.analysisId}`,
    changes: report.changes,
  }).map((node): DocNode => {
    if (node.type !== "quote") return node;
    const id = `q${quotes.length + 1}`;
    const link = node.attribution.find((span) => isHttpUrl(span.url));
    quotes.push({
      id,
      text: node.text,
      source: sourceOf(node.attribution),
      url: link?.url?.trim() ?? null,
    });
    return { type: "paragraph", spans: [{ text: quotePlaceholder(id), italic: true }] };
  });
  return { markdown: titledMarkdown(report.ideaText, nodes), quotes };
}
