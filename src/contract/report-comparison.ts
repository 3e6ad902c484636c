import { z } from "./zod.ts";
import { cutAtWord } from "./quote-text.ts";
import {
  FEEDBACK_PLATFORMS,
  platformSchema,
  type FeedbackPlatform,
  type Report,
  type SourceRef,
} from "./report.ts";
import { toReportGlance } from "./report-glance.ts";
import type { StoredReport } from "./stored-report.ts";
import {
  CONFIDENCE_LEVELS,
  VERDICT_SIGNALS,
  type Confidence,
  type VerdictSignalId,
} from "./verdict.ts";

/**
 * 2–4 of one founder's finished reports side by side (issue 26): computed in code from the stored
 * reports on every read, never by a model. Every figure is a report's own, and every evidence id
 * a cell cites is one its report holds, so the comparison cannot say more than the reports do.
 */

export const COMPARISON_MIN_REPORTS = 2;
export const COMPARISON_MAX_REPORTS = 4;

export const COMPARISON_MESSAGES = {
  tooFew: `Pick at least ${COMPARISON_MIN_REPORTS} finished reports to compare.`,
  tooMany: `You can compare up to ${COMPARISON_MAX_REPORTS} reports at a time.`,
  duplicate: "Each report can be picked only once.",
  invalidId: "One of these reports no longer exists, so they cannot be compared.",
  notFound: "One of these reports no longer exists, so they cannot be compared.",
  notFinished:
    "One of these reports has not finished yet. Compare it once its report is ready, or pick another.",
  failed: "One of these reports failed and has nothing to compare. Pick a finished report instead.",
  comparisonNotFound: "Comparison not found",
  gone: "This shared comparison is no longer available. Ask the person who shared it for a new link.",
  noReports: "None of these reports can be read any more, so there is nothing to compare.",
} as const;

const distinct = (ids: string[]) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length;

export const createComparisonBodySchema = z.object({
  analysisIds: z
    .array(z.uuid(COMPARISON_MESSAGES.invalidId), COMPARISON_MESSAGES.tooFew)
    .min(COMPARISON_MIN_REPORTS, COMPARISON_MESSAGES.tooFew)
    .max(COMPARISON_MAX_REPORTS, COMPARISON_MESSAGES.tooMany)
    .refine(distinct, COMPARISON_MESSAGES.duplicate),
});
export type CreateComparisonBody = z.infer<typeof createComparisonBodySchema>;

/** Columns are named by letter everywhere (page, export, chat), so a citation names its report. */
export const COLUMN_LETTERS = ["A", "B", "C", "D"] as const;

/** How each row picks its leader, in the words the page and the export show. */
export const LEAD_RULES = {
  score: "Higher score",
  confidence: "Higher confidence",
  signal: "Higher value",
  pains: "More quotes behind its top pains",
  competitors: "Fewer competitors found",
  prices: "Rivals charge more: people already pay for this",
  spend: "More talk of paying",
  platforms: "Pain seen on more platforms",
  volume: "More evidence gathered",
} as const;

export const ROW_LABELS = {
  score: "Score",
  confidence: "Confidence",
  pains: "Top pains",
  competitors: "Competitors",
  prices: "Competitor prices",
  spend: "Spend evidence",
  platforms: "Platforms covered",
  volume: "Evidence volume",
} as const;

const evidenceIds = z.array(z.string());

/** A few words of a source, verbatim (cut at a word), with where they were said. */
export const comparisonQuoteSchema = z.object({
  evidenceId: z.string(),
  /** Empty when the pain it backs already states these words: then only the link is shown. */
  text: z.string(),
  url: z.string(),
  platform: platformSchema,
});
export type ComparisonQuote = z.infer<typeof comparisonQuoteSchema>;

/** Which columns lead a row (none when every value is equal, or fewer than two have one). */
const leadSchema = {
  leaders: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(COMPARISON_MAX_REPORTS - 1),
  ),
  /** Two or more columns have a value and all are equal. */
  tied: z.boolean(),
};

const rowSchema = <Cell extends z.ZodType>(cell: Cell) =>
  z.object({ cells: z.array(cell.nullable()), ...leadSchema });

export const comparedReportSchema = z.object({
  /** Null on a shared comparison: the reader cannot open the owner's reports. */
  analysisId: z.string().nullable(),
  letter: z.enum(COLUMN_LETTERS),
  idea: z.string(),
  madeAt: z.string(),
  /** Saved before reports had a verdict and sources: only competitors and quotes compare. */
  legacy: z.boolean(),
});
export type ComparedReport = z.infer<typeof comparedReportSchema>;

export const signalRowSchema = rowSchema(
  z.object({ value: z.number(), basis: z.string(), evidenceIds }),
).extend({ id: z.string(), label: z.string(), higher: z.string() });
export type SignalRow = z.infer<typeof signalRowSchema>;

export const painCellSchema = z.object({
  pains: z.array(
    z.object({ text: z.string(), evidenceIds, quote: comparisonQuoteSchema.nullable() }),
  ),
  /** Distinct quotes behind the pains shown. */
  evidenceCount: z.number().int().nonnegative(),
});

export const reportComparisonSchema = z.object({
  reports: z.array(comparedReportSchema).min(1).max(COMPARISON_MAX_REPORTS),
  score: rowSchema(z.object({ value: z.number().int() })),
  confidence: rowSchema(z.object({ level: z.enum(CONFIDENCE_LEVELS), basis: z.string() })),
  signals: z.array(signalRowSchema),
  pains: rowSchema(painCellSchema),
  competitors: rowSchema(
    z.object({
      count: z.number().int().nonnegative(),
      closest: z.array(z.object({ name: z.string(), link: z.string().nullable() })),
    }),
  ),
  prices: rowSchema(
    z.object({
      /** "$0–$21", or one price; the amounts read from competitors' own stated prices. */
      range: z.string(),
      currency: z.string(),
      low: z.number(),
      high: z.number(),
      pricedCount: z.number().int().nonnegative(),
      evidenceIds,
    }),
  ),
  spend: rowSchema(
    z.object({
      value: z.number(),
      basis: z.string(),
      evidenceIds,
      quotes: z.array(comparisonQuoteSchema),
    }),
  ),
  platforms: rowSchema(z.object({ platforms: z.array(z.enum(FEEDBACK_PLATFORMS)) })),
  volume: rowSchema(
    z.object({
      /** Evidence items gathered (sources); null for a report saved before sources were kept. */
      evidence: z.number().int().nonnegative().nullable(),
      quotes: z.number().int().nonnegative(),
    }),
  ),
});
export type ReportComparison = z.infer<typeof reportComparisonSchema>;

/** A comparison as its owner reads it. */
export const comparisonDetailSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  comparison: reportComparisonSchema,
  /** Reports picked for it that were deleted since: the rest still compare. */
  missingReports: z.number().int().nonnegative(),
});
export type ComparisonDetail = z.infer<typeof comparisonDetailSchema>;

export const comparisonSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  ideas: z.array(z.string()),
});
export const comparisonListSchema = z.object({ items: z.array(comparisonSummarySchema) });
export type ComparisonList = z.infer<typeof comparisonListSchema>;

export const createComparisonResponseSchema = z.object({ comparisonId: z.string() });

/** What a comparison's share link shows: the comparison alone, no owner ids, no chat. */
export const sharedComparisonSchema = comparisonDetailSchema.omit({ id: true });
export type SharedComparison = z.infer<typeof sharedComparisonSchema>;

export const comparisonShareLinkSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type ComparisonShareLink = z.infer<typeof comparisonShareLinkSchema>;

/** One finished report to compare, as stored. */
export interface ComparisonInput {
  analysisId: string;
  ideaText: string;
  /** When the analysis was made (ISO), for a report saved before it carried its own date. */
  createdAt: string;
  stored: StoredReport;
}

type Lead = { leaders: number[]; tied: boolean };

/** The columns holding the highest rank; ties and lone values lead nothing. */
export function leadersOf(ranks: Array<number | null>): Lead {
  const present = ranks.flatMap((rank, index) => (rank === null ? [] : [{ rank, index }]));
  if (present.length < 2) return { leaders: [], tied: false };
  const best = Math.max(...present.map((entry) => entry.rank));
  const leaders = present.filter((entry) => entry.rank === best).map((entry) => entry.index);
  return leaders.length === present.length ? { leaders: [], tied: true } : { leaders, tied: false };
}

function row<Cell>(cells: Array<Cell | null>, rank: (cell: Cell) => number | null) {
  return { cells, ...leadersOf(cells.map((cell) => (cell === null ? null : rank(cell)))) };
}

const QUOTE_CHARACTERS = 160;

/** The report's current shape, when it has one (older reports kept no sources). */
const current = (stored: StoredReport): Report | null =>
  stored.kind === "report" ? stored.report : null;

function quoteOf(source: SourceRef, text: string): ComparisonQuote {
  return {
    evidenceId: source.id,
    text: cutAtWord(text, QUOTE_CHARACTERS),
    url: source.url,
    platform: source.platform,
  };
}

const SPEND_WORDS =
  /\b(pay|paid|paying|price|pricing|budget|cost|costs|subscription|\$|€|£|switch)/i;

/** The sentence of a source that talks of paying, else its first: always the source's own words. */
function spendSentence(text: string): string {
  const sentences = (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((part) => part.trim());
  return sentences.find((sentence) => SPEND_WORDS.test(sentence)) ?? sentences[0] ?? text;
}

interface Prepared {
  report: Report | null;
  stored: StoredReport;
  sources: Map<string, SourceRef>;
}

/** Only ids the report holds: a cell never cites evidence that does not exist. */
const held = (ids: readonly string[], prepared: Prepared) => [
  ...new Set(ids.filter((id) => prepared.sources.has(id))),
];

function signalRows(prepared: Prepared[]): SignalRow[] {
  return VERDICT_SIGNALS.map((meaning) => {
    const cells = prepared.map((entry) => {
      const signal = entry.report?.verdict?.signals.find((item) => item.id === meaning.id);
      return signal
        ? { value: signal.value, basis: signal.basis, evidenceIds: held(signal.evidenceIds, entry) }
        : null;
    });
    return {
      id: meaning.id,
      label: meaning.label,
      higher: meaning.higher,
      ...row(cells, (cell) => cell.value),
    };
  });
}

function painCell(entry: Prepared): z.infer<typeof painCellSchema> | null {
  const report = entry.report;
  if (!report) return null;
  const glance = toReportGlance(report);
  const stated = report.redditInsights.topPainPoints;
  const pains = glance
    ? glance.pains.map((pain) => {
        const ids = stated.find((item) => item.text === pain.text)?.evidenceIds ?? [];
        // Empty text: the pain's own words already hold the quote, so only its link is shown.
        const quote = pain.quote ? quoteOf(pain.quote.source, pain.quote.text ?? "") : null;
        return {
          text: pain.text,
          evidenceIds: held(quote ? [...ids, quote.evidenceId] : ids, entry),
          quote,
        };
      })
    : stated.slice(0, 3).map((pain) => {
        const source = pain.evidenceIds.map((id) => entry.sources.get(id)).find(Boolean);
        return {
          text: pain.text,
          evidenceIds: held(pain.evidenceIds, entry),
          quote: source ? quoteOf(source, source.text) : null,
        };
      });
  return { pains, evidenceCount: new Set(pains.flatMap((pain) => pain.evidenceIds)).size };
}

function competitorsCell(entry: Prepared) {
  const competitors =
    entry.stored.kind === "report"
      ? entry.stored.report.competitors
      : entry.stored.legacy.competitors;
  return {
    count: competitors.length,
    closest: competitors.slice(0, 3).map(({ name, link }) => ({ name, link })),
  };
}

const AMOUNT = /([$€£])\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)/g;

/** Amounts a competitor's own stated price names; "free" is an amount too. */
function statedAmounts(value: string): Array<{ currency: string; amount: number }> {
  const amounts = [...value.matchAll(AMOUNT)].map((match) => ({
    currency: match[1]!,
    amount: Number(match[2]!.replace(/,/g, "")),
  }));
  return /\bfree\b/i.test(value) ? [{ currency: "", amount: 0 }, ...amounts] : amounts;
}

const money = (currency: string, amount: number) =>
  `${currency || "$"}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

function pricesCell(entry: Prepared) {
  const report = entry.report;
  if (!report) return null;
  // Only prices a competitor states itself: an estimate is not what anyone pays.
  const priced = report.competitors.filter((item) => item.pricing && !item.pricing.isEstimate);
  const amounts = priced.flatMap((item) => statedAmounts(item.pricing!.value));
  const currency = amounts.find((item) => item.currency)?.currency ?? "";
  const same = amounts.filter((item) => item.currency === currency || item.currency === "");
  if (same.length === 0) return null;
  const low = Math.min(...same.map((item) => item.amount));
  const high = Math.max(...same.map((item) => item.amount));
  return {
    range: low === high ? money(currency, low) : `${money(currency, low)}–${money(currency, high)}`,
    currency: currency || "$",
    low,
    high,
    pricedCount: priced.length,
    evidenceIds: held(
      priced.flatMap((item) => item.pricing!.evidenceIds),
      entry,
    ),
  };
}

const SPEND_QUOTES = 3;
const SPEND_SIGNAL: VerdictSignalId = "willingnessToPay";

function spendCell(entry: Prepared) {
  const verdict = entry.report?.verdict;
  const signal = verdict?.signals.find((item) => item.id === SPEND_SIGNAL);
  if (!verdict || !signal) return null;
  const ids = held(signal.evidenceIds, entry);
  const quotes = ids.slice(0, SPEND_QUOTES).map((id) => {
    const source = entry.sources.get(id)!;
    // The spend evidence's or the verdict's own quote was checked word for word against its source: prefer it.
    const checked =
      entry.report?.spendEvidence?.quotes.find((quote) => quote.evidenceId === id)?.quote ??
      verdict.evidenceFor.find((item) => item.evidenceId === id)?.quote;
    return quoteOf(source, checked ?? spendSentence(source.text));
  });
  return { value: signal.value, basis: signal.basis, evidenceIds: ids, quotes };
}

function platformsCell(entry: Prepared) {
  const feedback =
    entry.stored.kind === "report"
      ? entry.stored.report.platformFeedback
      : entry.stored.legacy.platformFeedback;
  return {
    platforms: FEEDBACK_PLATFORMS.filter(
      (platform: FeedbackPlatform) => (feedback[platform] ?? []).length > 0,
    ),
  };
}

function volumeCell(entry: Prepared) {
  const feedback =
    entry.stored.kind === "report"
      ? entry.stored.report.platformFeedback
      : entry.stored.legacy.platformFeedback;
  const quotes = FEEDBACK_PLATFORMS.reduce(
    (sum, platform) => sum + (feedback[platform] ?? []).length,
    0,
  );
  return { evidence: entry.report ? entry.report.sources.length : null, quotes };
}

const CONFIDENCE_RANK: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

function comparedReport(input: ComparisonInput, index: number): ComparedReport {
  const report = current(input.stored);
  return {
    analysisId: input.analysisId,
    letter: COLUMN_LETTERS[index]!,
    idea: input.ideaText,
    madeAt: report?.generatedAt ?? input.createdAt,
    legacy: report === null,
  };
}

/**
 * The reports side by side, in the order given, each row with its leader. Pure and synchronous:
 * a 4-way comparison of reports of real size takes a few milliseconds.
 */
export function compareReports(inputs: readonly ComparisonInput[]): ReportComparison {
  if (inputs.length < 1 || inputs.length > COMPARISON_MAX_REPORTS)
    throw new RangeError(`compareReports takes 1 to ${COMPARISON_MAX_REPORTS} reports`);
  const prepared: Prepared[] = inputs.map((input) => {
    const report = current(input.stored);
    return {
      report,
      stored: input.stored,
      sources: new Map((report?.sources ?? []).map((source) => [source.id, source])),
    };
  });
  const verdicts = prepared.map((entry) => entry.report?.verdict ?? null);
  return {
    reports: inputs.map(comparedReport),
    score: row(
      verdicts.map((verdict) => (verdict ? { value: verdict.score } : null)),
      (cell) => cell.value,
    ),
    confidence: row(
      verdicts.map((verdict) =>
        verdict ? { level: verdict.confidence, basis: verdict.confidenceBasis } : null,
      ),
      (cell) => CONFIDENCE_RANK[cell.level],
    ),
    signals: signalRows(prepared),
    pains: row(prepared.map(painCell), (cell) => cell.evidenceCount),
    // Fewer rivals lead: the rank is the count negated.
    competitors: row(prepared.map(competitorsCell), (cell) => -cell.count),
    prices: leadOnOneCurrency(row(prepared.map(pricesCell), (cell) => cell.high)),
    spend: row(prepared.map(spendCell), (cell) => cell.value),
    platforms: row(prepared.map(platformsCell), (cell) => cell.platforms.length),
    volume: row(prepared.map(volumeCell), (cell) => cell.evidence ?? cell.quotes),
  };
}

/** Dollars are not euros: prices in different currencies are shown, but none leads. */
function leadOnOneCurrency<Row extends { cells: Array<{ currency: string } | null> } & Lead>(
  prices: Row,
): Row {
  const currencies = new Set(prices.cells.flatMap((cell) => (cell ? [cell.currency] : [])));
  return currencies.size > 1 ? { ...prices, leaders: [], tied: false } : prices;
}

/** Every evidence id the comparison cites, per column: what a test checks exists. */
export function citedEvidenceIds(comparison: ReportComparison): string[][] {
  return comparison.reports.map((_, column) => [
    ...new Set([
      ...comparison.signals.flatMap((signal) => signal.cells[column]?.evidenceIds ?? []),
      ...(comparison.pains.cells[column]?.pains.flatMap((pain) => [
        ...pain.evidenceIds,
        ...(pain.quote ? [pain.quote.evidenceId] : []),
      ]) ?? []),
      ...(comparison.prices.cells[column]?.evidenceIds ?? []),
      ...(comparison.spend.cells[column]?.evidenceIds ?? []),
      ...(comparison.spend.cells[column]?.quotes.map((quote) => quote.evidenceId) ?? []),
    ]),
  ]);
}
