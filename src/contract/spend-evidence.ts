import { z } from "./zod.ts";

/**
 * Spend evidence (ADR 0030): what people say they pay, would pay, pay for or find too dear, and
 * the competitors' own price points. Evidence of spending, never proof that anyone will pay for
 * the idea: the section says so wherever it shows.
 */

export const SPEND_EVIDENCE_HEADING = "Spend evidence";
export const SPEND_EVIDENCE_LABEL =
  "What people say they pay, would pay or find too dear, and what competitors charge: spend evidence, not proof that people will pay for your idea.";

/** Enough quotes to judge spending by, few enough to read. */
export const MAX_SPEND_QUOTES = 12;

export const SPEND_KINDS = [
  "statesPrice",
  "paysForTool",
  "complainsAboutPrice",
  "wouldPay",
] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

export const SPEND_KIND_LABELS: Record<SpendKind, string> = {
  statesPrice: "States a price",
  paysForTool: "Pays for a tool",
  complainsAboutPrice: "Complains about price",
  wouldPay: "Would pay",
};

export const spendQuoteSchema = z.object({
  evidenceId: z.string(),
  /** One sentence of the source, word for word. */
  quote: z.string(),
  kind: z.enum(SPEND_KINDS),
  /** A feedback platform id (report.ts); a plain string so this file and report.ts do not import each other. */
  platform: z.string(),
  url: z.string(),
});
export type SpendQuote = z.infer<typeof spendQuoteSchema>;

/** One plan price as a competitor's own page writes it, with the page. */
export const pricePointSchema = z.object({
  competitor: z.string(),
  /** As written: "Pro: $29 /month". */
  text: z.string(),
  url: z.string(),
  /** Per month where the page's period says so; null for per-transaction, one-off or unstated periods. */
  monthly: z.number().nonnegative().nullable(),
  currency: z.string(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

export const monthlyRangeSchema = z.object({
  currency: z.string(),
  low: z.number().nonnegative(),
  high: z.number().nonnegative(),
});

export const spendEvidenceSchema = z.object({
  quotes: z.array(spendQuoteSchema),
  /** Page-backed plan prices only, monthly ones first. */
  pricePoints: z.array(pricePointSchema),
  /** Per currency, from the monthly price points only. */
  monthlyRanges: z.array(monthlyRangeSchema),
});
export type SpendEvidence = z.infer<typeof spendEvidenceSchema>;

/** "$9–$49 a month" (a whole number when it is one). */
export function formatMonthlyRange(range: z.infer<typeof monthlyRangeSchema>): string {
  const amount = (value: number) =>
    `${range.currency}${Number.isInteger(value) ? value : value.toFixed(2)}`;
  return range.low === range.high
    ? `${amount(range.low)} a month`
    : `${amount(range.low)}–${amount(range.high)} a month`;
}
