import { isHttpUrl } from "../http-url.ts";
import type { Platform } from "../report.ts";
import { PLATFORM_LABELS } from "../report-labels.ts";
import {
  formatMonthlyRange,
  SPEND_EVIDENCE_HEADING,
  SPEND_EVIDENCE_LABEL,
  SPEND_KIND_LABELS,
  type SpendEvidence,
} from "../spend-evidence.ts";
import type { DocNode, Span } from "./report-document.ts";

const link = (label: string, url: string): Span =>
  isHttpUrl(url)
    ? { text: label, url: url.trim() }
    : { text: `${label} (Source URL not available)` };

/** The spend evidence as export nodes (ADR 0030): labelled, every quote verbatim with its link. */
export function spendEvidenceSection(spend: SpendEvidence): DocNode[] {
  const quotes: DocNode[] =
    spend.quotes.length === 0
      ? [
          {
            type: "paragraph",
            spans: [
              {
                text: "No quote in the evidence states a price, a payment, a paid tool or a price complaint.",
              },
            ],
          },
        ]
      : spend.quotes.map((quote) => ({
          type: "quote",
          text: quote.quote,
          attribution: [
            {
              text: `— ${SPEND_KIND_LABELS[quote.kind]} · ${PLATFORM_LABELS[quote.platform as Platform] ?? quote.platform} · `,
            },
            link("View source", quote.url),
          ],
        }));
  const ranges: DocNode[] = spend.monthlyRanges.map((range) => ({
    type: "paragraph",
    spans: [
      { text: "Competitors charge " },
      { text: formatMonthlyRange(range), bold: true },
      { text: " (per month, from prices stated on their pricing pages)." },
    ],
  }));
  const points: DocNode[] = spend.pricePoints.map((point) => ({
    type: "bullet",
    spans: [
      {
        text: `${point.competitor}: ${point.text}${point.monthly === null ? " (not a monthly price)" : ""} — `,
      },
      link("Pricing page", point.url),
    ],
  }));
  return [
    { type: "heading", level: 2, text: SPEND_EVIDENCE_HEADING },
    { type: "paragraph", spans: [{ text: SPEND_EVIDENCE_LABEL, italic: true }] },
    ...quotes,
    { type: "heading", level: 3, text: "What competitors charge" },
    ...(points.length === 0
      ? [
          {
            type: "paragraph",
            spans: [{ text: "No competitor states a price on its own pages." }],
          } as DocNode,
        ]
      : [...ranges, ...points]),
  ];
}
