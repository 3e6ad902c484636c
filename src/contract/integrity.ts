import { z } from "./zod.ts";

/**
 * The public integrity figures (issue 27, ADR 0028): measured, never claimed. A figure carries its
 * numerator and denominator; below MIN_SAMPLE it is null and the page says "not enough data yet".
 */

/** What re-reading a quoted item at its source found. "unreachable" says nothing about the quote. */
export const QUOTE_RECHECK_OUTCOMES = ["verbatim", "changed", "gone", "unreachable"] as const;
export type QuoteRecheckOutcome = (typeof QUOTE_RECHECK_OUTCOMES)[number];

/** What fetching a competitor's link again found. */
export const LINK_RECHECK_OUTCOMES = ["alive", "dead", "unreachable"] as const;
export type LinkRecheckOutcome = (typeof LINK_RECHECK_OUTCOMES)[number];

export const INTEGRITY_CHECK_KINDS = ["quote", "link"] as const;
export type IntegrityCheckKind = (typeof INTEGRITY_CHECK_KINDS)[number];

/** The platforms whose items can be read again by their id through the platform's own API. */
export const RECHECKABLE_PLATFORMS = [
  "reddit",
  "hackernews",
  "youtube",
  "stackexchange",
  "appstore",
  "bluesky",
  "githubissues",
] as const;
export type RecheckablePlatform = (typeof RECHECKABLE_PLATFORMS)[number];

/** The days a re-check counts toward the public figures. */
export const RECHECK_WINDOW_DAYS = 30;
/** Fewer items than this and a share is not shown: one or two checks say nothing. */
export const MIN_SAMPLE = 20;

/** A share: part of whole, or null when whole is below MIN_SAMPLE. */
export const shareSchema = z.object({
  part: z.number().int().nonnegative(),
  whole: z.number().int().nonnegative(),
  share: z.number().min(0).max(1).nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const integrityFiguresSchema = z.object({
  /** Finished reports the figures are computed over. */
  reports: z.number().int().nonnegative(),
  quotesShown: z.number().int().nonnegative(),
  /** Quotes re-read in the window whose source answered: verbatim of those (gone and changed are the rest). */
  quotesVerbatim: shareSchema,
  quotesChanged: z.number().int().nonnegative(),
  quotesGone: z.number().int().nonnegative(),
  /** Re-reads the source did not answer (down, limited): not counted as gone. */
  quotesUnreachable: z.number().int().nonnegative(),
  linksAlive: shareSchema,
  /** Competitor fields (price, launch year, key features...) with the page's own words beside them. */
  fieldsBacked: shareSchema,
  /** Model-proposed quotes and links the integrity checks refused, in all reports. */
  refusedQuotes: z.number().int().nonnegative(),
  refusedLinks: z.number().int().nonnegative(),
  windowDays: z.number().int().positive(),
  minSample: z.number().int().positive(),
  /** When the last re-check ran; null before the first. */
  lastCheckedAt: z.string().nullable(),
});
export type IntegrityFigures = z.infer<typeof integrityFiguresSchema>;

/** One report's own figures, for its "How this report was checked" panel: counts, never a threshold. */
export const reportChecksSchema = z.object({
  quotesShown: z.number().int().nonnegative(),
  recheckedVerbatim: z.number().int().nonnegative(),
  recheckedChanged: z.number().int().nonnegative(),
  recheckedGone: z.number().int().nonnegative(),
  recheckedUnreachable: z.number().int().nonnegative(),
  linksChecked: z.number().int().nonnegative(),
  linksAlive: z.number().int().nonnegative(),
  fieldsStated: z.number().int().nonnegative(),
  fieldsBacked: z.number().int().nonnegative(),
  /** Null for reports made before refusals were counted. */
  refusedQuotes: z.number().int().nonnegative().nullable(),
  refusedLinks: z.number().int().nonnegative().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type ReportChecks = z.infer<typeof reportChecksSchema>;

/** part / whole, hidden below the sample size. */
export function shareOf(part: number, whole: number): Share {
  return { part, whole, share: whole >= MIN_SAMPLE ? part / whole : null };
}
