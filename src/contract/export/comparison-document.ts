import { plural } from "../plural.ts";
import { readableDate } from "../readable-date.ts";
import { CONFIDENCE_LABELS, PLATFORM_LABELS, PLATFORM_SHORT_LABELS } from "../report-labels.ts";
import {
  LEAD_RULES,
  ROW_LABELS,
  type ComparedReport,
  type ComparisonQuote,
  type ReportComparison,
} from "../report-comparison.ts";
import { BRAND } from "../site.ts";
import type { DocNode, Span } from "./report-document.ts";
import { documentToMarkdown } from "./report-markdown.ts";

/**
 * One document of a comparison, for the Markdown export and the page's Copy: the table of every
 * row with its leader, then each idea's top pains and spend evidence as verbatim quotes with
 * their links. Every word is a report's own or a fixed label.
 */

const text = (value: string): Span => ({ text: value });
const bold = (value: string): Span => ({ text: value, bold: true });
const link = (label: string, url: string): Span => ({ text: label, url });

/** "A", or "A, C": the columns that lead a row; "Even" or "—" when none does. */
export function leaderLabel(
  comparison: ReportComparison,
  lead: { leaders: number[]; tied: boolean },
): string {
  if (lead.tied) return "Even";
  if (lead.leaders.length === 0) return "—";
  return lead.leaders.map((index) => comparison.reports[index]!.letter).join(", ");
}

type Row = {
  label: string;
  rule: string;
  lead: { leaders: number[]; tied: boolean };
  cells: string[];
};

const NOT_IN_REPORT = "—";

/** Each row as the table reads it: its label, what leads, and one cell per report. */
export function comparisonRows(comparison: ReportComparison): Row[] {
  const { score, confidence, signals, pains, competitors, prices, spend, platforms, volume } =
    comparison;
  const cells = <Cell>(cellsOf: Array<Cell | null>, show: (cell: Cell) => string) =>
    cellsOf.map((cell) => (cell === null ? NOT_IN_REPORT : show(cell)));
  return [
    {
      label: ROW_LABELS.score,
      rule: LEAD_RULES.score,
      lead: score,
      cells: cells(score.cells, (cell) => `${cell.value}/100`),
    },
    {
      label: ROW_LABELS.confidence,
      rule: LEAD_RULES.confidence,
      lead: confidence,
      cells: cells(confidence.cells, (cell) => CONFIDENCE_LABELS[cell.level]),
    },
    ...signals.map((signal) => ({
      label: signal.label,
      rule: `${LEAD_RULES.signal}: ${signal.higher}`,
      lead: signal,
      cells: cells(
        signal.cells,
        (cell) => `${cell.value}/100 (${plural(cell.evidenceIds.length, "item")})`,
      ),
    })),
    {
      label: ROW_LABELS.pains,
      rule: LEAD_RULES.pains,
      lead: pains,
      cells: cells(
        pains.cells,
        (cell) => `${plural(cell.pains.length, "pain")}, ${plural(cell.evidenceCount, "quote")}`,
      ),
    },
    {
      label: ROW_LABELS.competitors,
      rule: LEAD_RULES.competitors,
      lead: competitors,
      cells: cells(competitors.cells, (cell) => `${cell.count}`),
    },
    {
      label: ROW_LABELS.prices,
      rule: LEAD_RULES.prices,
      lead: prices,
      cells: cells(
        prices.cells,
        (cell) => `${cell.range} (${plural(cell.pricedCount, "stated price")})`,
      ),
    },
    {
      label: ROW_LABELS.spend,
      rule: LEAD_RULES.spend,
      lead: spend,
      cells: cells(
        spend.cells,
        (cell) => `${cell.value}/100 (${plural(cell.evidenceIds.length, "item")})`,
      ),
    },
    {
      label: ROW_LABELS.platforms,
      rule: LEAD_RULES.platforms,
      lead: platforms,
      cells: cells(platforms.cells, (cell) =>
        cell.platforms.length === 0
          ? "None"
          : `${cell.platforms.length}: ${cell.platforms.map((platform) => PLATFORM_SHORT_LABELS[platform]).join(", ")}`,
      ),
    },
    {
      label: ROW_LABELS.volume,
      rule: LEAD_RULES.volume,
      lead: volume,
      cells: cells(volume.cells, (cell) =>
        cell.evidence === null
          ? plural(cell.quotes, "quote")
          : `${plural(cell.evidence, "item")}, ${plural(cell.quotes, "quote")}`,
      ),
    },
  ];
}

function quoteNode(quote: ComparisonQuote, lead: string): DocNode {
  if (!quote.text)
    return {
      type: "paragraph",
      spans: [text(`${lead}Said on `), link(PLATFORM_LABELS[quote.platform], quote.url)],
    };
  return {
    type: "quote",
    text: quote.text,
    attribution: [text(`${lead}${PLATFORM_LABELS[quote.platform]} `), link("source", quote.url)],
  };
}

function ideaHeading(report: ComparedReport): string {
  return `${report.letter}: ${report.idea}`;
}

export interface ComparisonDocumentInput {
  comparison: ReportComparison;
  /** Where each report opens, by analysis id; null where the reader cannot open it. */
  reportUrl: (analysisId: string) => string | null;
  /** Where the comparison itself opens, for the footer. */
  comparisonUrl: string | null;
  missingReports?: number;
}

function ideaList(input: ComparisonDocumentInput): DocNode[] {
  return input.comparison.reports.map((report) => {
    const url = report.analysisId ? input.reportUrl(report.analysisId) : null;
    return {
      type: "bullet",
      spans: [
        bold(`${report.letter}: `),
        url ? link(report.idea, url) : text(report.idea),
        text(
          ` (${readableDate(report.madeAt)}${report.legacy ? ", an older report without a score" : ""})`,
        ),
      ],
    };
  });
}

function table(comparison: ReportComparison): DocNode {
  return {
    type: "table",
    columns: ["", ...comparison.reports.map((report) => report.letter), "Leads"],
    rows: comparisonRows(comparison).map((row) => [
      [bold(row.label)],
      ...row.cells.map((cell, index) => [
        row.lead.leaders.includes(index) ? bold(`${cell} ★`) : text(cell),
      ]),
      [text(leaderLabel(comparison, row.lead))],
    ]),
  };
}

function ideaEvidence(comparison: ReportComparison, column: number): DocNode[] {
  const report = comparison.reports[column]!;
  const nodes: DocNode[] = [{ type: "heading", level: 3, text: ideaHeading(report) }];
  const pains = comparison.pains.cells[column];
  if (pains && pains.pains.length > 0) {
    nodes.push({ type: "paragraph", spans: [bold(`${ROW_LABELS.pains}:`)] });
    for (const pain of pains.pains) {
      nodes.push({
        type: "bullet",
        spans: [text(`${pain.text} (${plural(pain.evidenceIds.length, "quote")})`)],
      });
      if (pain.quote) nodes.push(quoteNode(pain.quote, ""));
    }
  }
  const spend = comparison.spend.cells[column];
  if (spend) {
    nodes.push({
      type: "paragraph",
      spans: [
        bold(`${ROW_LABELS.spend}: `),
        text(`commercial intent ${spend.value}/100. ${spend.basis}`),
      ],
    });
    for (const quote of spend.quotes) nodes.push(quoteNode(quote, "Spend · "));
  }
  if (nodes.length === 1)
    nodes.push({
      type: "paragraph",
      spans: [text("This older report has no pains or spend evidence to show.")],
    });
  return nodes;
}

/** The comparison as export nodes: the ideas, the table with each row's leader, then the quotes. */
export function toComparisonDocument(input: ComparisonDocumentInput): DocNode[] {
  const { comparison } = input;
  const nodes: DocNode[] = [
    {
      type: "paragraph",
      spans: [
        text(`${plural(comparison.reports.length, "idea")} compared from their own reports.`),
      ],
    },
    ...ideaList(input),
  ];
  if (input.missingReports)
    nodes.push({
      type: "callout",
      spans: [
        text(`${plural(input.missingReports, "report")} in this comparison no longer exist.`),
      ],
    });
  nodes.push(
    { type: "heading", level: 2, text: "Side by side" },
    table(comparison),
    {
      type: "paragraph",
      spans: [
        italicText("★ marks the idea that leads each row. "),
        ...comparisonRows(comparison).flatMap((row, index) => [
          text(`${index === 0 ? "" : " "}${row.label}: ${row.rule.toLowerCase()}.`),
        ]),
      ],
    },
    { type: "heading", level: 2, text: "Pains and spend, in users' words" },
    ...comparison.reports.flatMap((_, column) => ideaEvidence(comparison, column)),
    { type: "divider" },
    {
      type: "paragraph",
      spans: [
        text(`Compared with ${BRAND.name}`),
        ...(input.comparisonUrl
          ? [text(": "), link(input.comparisonUrl, input.comparisonUrl)]
          : []),
      ],
    },
  );
  return nodes;
}

function italicText(value: string): Span {
  return { text: value, italic: true };
}

export const COMPARISON_TITLE = "Comparison of ideas";

/** The whole Markdown export under its title. */
export function comparisonToMarkdown(input: ComparisonDocumentInput): string {
  return `# ${COMPARISON_TITLE}\n\n${documentToMarkdown(toComparisonDocument(input))}`;
}
