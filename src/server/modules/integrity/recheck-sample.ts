import { desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { integrityChecks } from "../../../db/tables/integrity-checks.ts";
import { isRecheckable } from "../../../engine/index.ts";
import type { LinkRecheck, QuoteRecheck, QuoteToRecheck } from "../../../engine/index.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { countReportEvidence } from "./count-report-evidence.ts";

/** How much one run reads again: bounded per platform, so no source's rate limit is strained. */
export interface SampleLimits {
  /** Finished reports looked at per run, those checked longest ago first. */
  reports: number;
  quotesPerPlatform: number;
  links: number;
}

export const DAILY_SAMPLE: SampleLimits = { reports: 50, quotesPerPlatform: 25, links: 25 };

export interface IntegrityRecheckers {
  recheckQuotes(items: QuoteToRecheck[]): Promise<QuoteRecheck[]>;
  recheckLinks(urls: string[]): Promise<LinkRecheck[]>;
}

export interface RecheckSummary {
  quotes: Record<QuoteRecheck["outcome"], number>;
  links: Record<LinkRecheck["outcome"], number>;
}

interface Candidate<T> {
  analysisId: string;
  target: string;
  item: T;
  lastChecked: number;
}

/** The finished reports whose checks are oldest (never checked first). */
async function reportsDue(db: Database, limit: number) {
  const lastCheck = max(integrityChecks.checkedAt);
  return db
    .select({ id: analyses.id, results: analyses.results })
    .from(analyses)
    .leftJoin(integrityChecks, eq(integrityChecks.analysisId, analyses.id))
    .where(eq(analyses.status, "succeeded"))
    .groupBy(analyses.id)
    .orderBy(sql`${lastCheck} asc nulls first`, desc(analyses.finishedAt))
    .limit(limit);
}

async function lastChecks(db: Database, analysisIds: string[]): Promise<Map<string, number>> {
  if (analysisIds.length === 0) return new Map();
  const rows = await db
    .select({
      analysisId: integrityChecks.analysisId,
      target: integrityChecks.target,
      at: max(integrityChecks.checkedAt),
    })
    .from(integrityChecks)
    .where(inArray(integrityChecks.analysisId, analysisIds))
    .groupBy(integrityChecks.analysisId, integrityChecks.target);
  return new Map(rows.map((row) => [`${row.analysisId} ${row.target}`, row.at?.getTime() ?? 0]));
}

const leastRecentFirst = <T>(a: Candidate<T>, b: Candidate<T>) => a.lastChecked - b.lastChecked;

/**
 * The rolling sample: the quotes and links of the reports checked longest ago, each item's own
 * last check deciding its turn, at most `quotesPerPlatform` per platform and `links` links.
 */
export async function pickRecheckSample(db: Database, limits: SampleLimits) {
  const reports = await reportsDue(db, limits.reports);
  const checked = await lastChecks(
    db,
    reports.map((report) => report.id),
  );
  const quotes: Candidate<QuoteToRecheck>[] = [];
  const links: Candidate<string>[] = [];
  for (const row of reports) {
    const stored = readStoredReport(row.id, row.results);
    if (!stored) continue;
    const counts = countReportEvidence(stored);
    const lastChecked = (target: string) => checked.get(`${row.id} ${target}`) ?? 0;
    for (const quote of counts.quotes.filter(isRecheckable))
      quotes.push({
        analysisId: row.id,
        target: quote.evidenceId,
        item: quote,
        lastChecked: lastChecked(quote.evidenceId),
      });
    for (const url of new Set(counts.links))
      links.push({ analysisId: row.id, target: url, item: url, lastChecked: lastChecked(url) });
  }
  const perPlatform = new Map<string, number>();
  const quoteSample = quotes.sort(leastRecentFirst).filter(({ item }) => {
    const taken = perPlatform.get(item.platform) ?? 0;
    perPlatform.set(item.platform, taken + 1);
    return taken < limits.quotesPerPlatform;
  });
  return { quotes: quoteSample, links: links.sort(leastRecentFirst).slice(0, limits.links) };
}

/**
 * One run of the re-check: reads the sample again through the engine and records each outcome.
 * An item a rate limit left unread gets no row, so it stays first in line for the next run.
 */
export async function runIntegrityRecheck(
  deps: { db: Database; recheckers: IntegrityRecheckers; now: () => Date },
  limits: SampleLimits = DAILY_SAMPLE,
): Promise<RecheckSummary> {
  const { db } = deps;
  const sample = await pickRecheckSample(db, limits);
  const [quoteResults, linkResults] = await Promise.all([
    // A quote shown in several reports is read once.
    sample.quotes.length > 0
      ? deps.recheckers.recheckQuotes([
          ...new Map(sample.quotes.map(({ item }) => [item.evidenceId, item])).values(),
        ])
      : [],
    sample.links.length > 0
      ? deps.recheckers.recheckLinks([...new Set(sample.links.map(({ item }) => item))])
      : [],
  ]);
  const checkedAt = deps.now();
  const quoteOutcome = new Map(quoteResults.map((result) => [result.evidenceId, result.outcome]));
  const linkOutcome = new Map(linkResults.map((result) => [result.url, result.outcome]));
  const rows = [
    ...sample.quotes.flatMap(({ analysisId, target, item }) => {
      const outcome = quoteOutcome.get(target);
      return outcome
        ? [
            {
              analysisId,
              kind: "quote" as const,
              target,
              platform: item.platform,
              outcome,
              checkedAt,
            },
          ]
        : [];
    }),
    ...sample.links.flatMap(({ analysisId, target }) => {
      const outcome = linkOutcome.get(target);
      return outcome
        ? [{ analysisId, kind: "link" as const, target, platform: "web", outcome, checkedAt }]
        : [];
    }),
  ];
  if (rows.length > 0) await db.insert(integrityChecks).values(rows);
  return summarise(quoteResults, linkResults);
}

function summarise(quotes: QuoteRecheck[], links: LinkRecheck[]): RecheckSummary {
  const summary: RecheckSummary = {
    quotes: { verbatim: 0, changed: 0, gone: 0, unreachable: 0 },
    links: { alive: 0, dead: 0, unreachable: 0 },
  };
  for (const quote of quotes) summary.quotes[quote.outcome] += 1;
  for (const link of links) summary.links[link.outcome] += 1;
  return summary;
}
