import { CONFIDENCE_LABELS, PLATFORM_LABELS } from "../report-labels.ts";
import { plural } from "../plural.ts";
import { readableDate } from "../readable-date.ts";
import {
  COMPARED_FIELD_LABELS,
  newQuotesPhrase,
  scoreMove,
  type ReportChanges,
  type ThemeMove,
} from "../report-changes.ts";
import type { Confidence } from "../verdict.ts";
import type { DocNode, Span } from "./report-document.ts";

/** New quotes listed per pain point in an export; the page lists them all. */
const QUOTES_PER_THEME = 3;

/** "Since November 1, 2026": the heading of what changed, on the page and in every export. */
export function sinceHeading(changes: ReportChanges): string {
  return `Since ${readableDate(changes.earlier.madeAt)}`;
}

/** The change in one line each, for a summary (the e-mail's subject lines, the page's opening). */
export function changeHeadlines(changes: ReportChanges): string[] {
  if (changes.nothingChanged) return ["Nothing changed: the same competitors, quotes and score."];
  const lines: string[] = [];
  const { verdict, competitors, quotes, themes } = changes;
  if (verdict?.before && verdict.after && verdict.before.score !== verdict.after.score)
    lines.push(`Score ${verdict.before.score} → ${verdict.after.score}`);
  if (verdict?.before && verdict.after && verdict.before.confidence !== verdict.after.confidence)
    lines.push(
      `Confidence ${CONFIDENCE_LABELS[verdict.before.confidence].toLowerCase()} → ${CONFIDENCE_LABELS[verdict.after.confidence].toLowerCase()}`,
    );
  if (competitors.added.length > 0)
    lines.push(
      `${plural(competitors.added.length, "new competitor")}: ${competitors.added.map((entry) => entry.name).join(", ")}`,
    );
  if (competitors.removed.length > 0)
    lines.push(
      `${plural(competitors.removed.length, "competitor")} no longer found: ${competitors.removed.map((entry) => entry.name).join(", ")}`,
    );
  if (competitors.changed.length > 0)
    lines.push(`${plural(competitors.changed.length, "change")} on competitors' own pages`);
  if (quotes.addedCount > 0) lines.push(newQuotesPhrase(quotes));
  const moved = themes.appeared.length + themes.grew.length + themes.faded.length;
  if (moved > 0)
    lines.push(
      `Pain points: ${[
        themes.appeared.length ? `${themes.appeared.length} new` : "",
        themes.grew.length ? `${themes.grew.length} grew` : "",
        themes.faded.length ? `${themes.faded.length} faded` : "",
      ]
        .filter(Boolean)
        .join(", ")}`,
    );
  if (lines.length === 0 && changes.verdictMoved) lines.push("The score's signals moved");
  return lines;
}

/** "confidence medium → high", or "confidence high" when it held. */
export function confidenceMove(verdict: {
  before: { confidence: Confidence } | null;
  after: { confidence: Confidence } | null;
}): string {
  const label = (confidence: Confidence) => CONFIDENCE_LABELS[confidence].toLowerCase();
  if (!verdict.before || !verdict.after) return "";
  return verdict.before.confidence === verdict.after.confidence
    ? `confidence ${label(verdict.after.confidence)}`
    : `confidence ${label(verdict.before.confidence)} → ${label(verdict.after.confidence)}`;
}

const text = (value: string): Span => ({ text: value });
const bold = (value: string): Span => ({ text: value, bold: true });
const link = (label: string, url: string): Span => ({ text: label, url });

function themeBullets(label: string, moves: ThemeMove[]): DocNode[] {
  return moves.map((move) => ({
    type: "bullet",
    spans: [bold(`${label}: `), text(`${move.text} (${move.before} → ${move.after} quotes)`)],
  }));
}

/**
 * "Since <date>": what moved since the earlier run, each change with its evidence: the pages a
 * changed value was read on, the link of every new quote, the evidence of the signals that moved.
 */
export function changesSection(changes: ReportChanges): DocNode[] {
  const nodes: DocNode[] = [
    { type: "heading", level: 2, text: sinceHeading(changes) },
    {
      type: "paragraph",
      spans: [text(`Compared with the earlier run of ${readableDate(changes.earlier.madeAt)}.`)],
    },
  ];
  if (changes.nothingChanged) {
    nodes.push({ type: "paragraph", spans: [text(changeHeadlines(changes)[0]!)] });
    return nodes;
  }
  const { verdict, competitors, quotes, themes } = changes;
  if (changes.verdictMoved && verdict?.before && verdict.after) {
    nodes.push({
      type: "paragraph",
      spans: [
        bold("Score: "),
        text(`${scoreMove(verdict.before, verdict.after)}, ${confidenceMove(verdict)}`),
      ],
    });
    for (const signal of verdict.signals)
      nodes.push({
        type: "bullet",
        spans: [
          bold(`${signal.label}: `),
          text(`${signal.before} → ${signal.after}. ${signal.basis}`),
        ],
      });
  }
  const named =
    (label: string) =>
    (entry: { name: string; link: string | null }): DocNode => ({
      type: "bullet",
      spans: [bold(label), entry.link ? link(entry.name, entry.link) : text(entry.name)],
    });
  nodes.push(
    ...competitors.added.map(named("New competitor: ")),
    ...competitors.removed.map(named("No longer found: ")),
  );
  for (const change of competitors.changed)
    nodes.push({
      type: "bullet",
      spans: [
        bold(`${change.name}, ${COMPARED_FIELD_LABELS[change.field].toLowerCase()}: `),
        text(`${change.before.value} → ${change.after.value} `),
        ...change.after.pageSnippets.slice(0, 1).map((snippet) => link("(page)", snippet.url)),
      ],
    });
  nodes.push(
    ...themeBullets("New pain point", themes.appeared),
    ...themeBullets("Grew", themes.grew),
    ...themeBullets("Faded", themes.faded),
  );
  if (quotes.addedCount > 0) {
    nodes.push({
      type: "paragraph",
      spans: [
        bold(newQuotesPhrase(quotes)),
        text(quotes.removedCount > 0 ? `; ${quotes.removedCount} no longer shown.` : "."),
      ],
    });
    for (const group of quotes.added) {
      for (const quote of group.items.slice(0, QUOTES_PER_THEME))
        nodes.push({
          type: "quote",
          text: quote.comment,
          attribution: [
            text(
              `${group.theme ?? "Not tied to one pain point"} · ${PLATFORM_LABELS[quote.platform]}${quote.postedSince && quote.postedAt ? ` · posted ${readableDate(quote.postedAt)}` : ""} `,
            ),
            link("source", quote.sourceUrl),
          ],
        });
    }
  }
  return nodes;
}
