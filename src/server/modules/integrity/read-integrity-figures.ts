import { and, count, desc, eq, gt, gte, max, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { integrityChecks } from "../../../db/tables/integrity-checks.ts";
import { integritySnapshots } from "../../../db/tables/integrity-snapshots.ts";
import { MIN_SAMPLE, RECHECK_WINDOW_DAYS, shareOf } from "../../../contract/integrity.ts";
import type { IntegrityFigures } from "../../../contract/integrity.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { countReportEvidence } from "./count-report-evidence.ts";

const DAY_MS = 86_400_000;

/**
 * Each item's latest answered re-check in the window (its source said verbatim, changed, gone,
 * alive or dead), and the unanswered ones counted apart.
 */
async function recheckOutcomes(db: Database, since: Date) {
  const latest = await db
    .selectDistinctOn([integrityChecks.analysisId, integrityChecks.target], {
      kind: integrityChecks.kind,
      outcome: integrityChecks.outcome,
    })
    .from(integrityChecks)
    .where(and(gte(integrityChecks.checkedAt, since), ne(integrityChecks.outcome, "unreachable")))
    .orderBy(
      integrityChecks.analysisId,
      integrityChecks.target,
      sql`${integrityChecks.checkedAt} desc`,
    );
  const [unanswered] = await db
    .select({ quotes: count() })
    .from(integrityChecks)
    .where(
      and(
        gte(integrityChecks.checkedAt, since),
        eq(integrityChecks.outcome, "unreachable"),
        eq(integrityChecks.kind, "quote"),
      ),
    );
  const tally = (kind: string, outcome: string) =>
    latest.filter((row) => row.kind === kind && row.outcome === outcome).length;
  return {
    verbatim: tally("quote", "verbatim"),
    changed: tally("quote", "changed"),
    gone: tally("quote", "gone"),
    unreachable: unanswered?.quotes ?? 0,
    alive: tally("link", "alive"),
    dead: tally("link", "dead"),
  };
}

/** Reports read per statement while summing: the job's memory stays bounded however many there are. */
const REPORTS_PER_PAGE = 200;

/** Sums over every finished report, a page at a time: quotes shown, stated fields and those backed, refusals. */
async function reportTotals(db: Database) {
  const totals = {
    reports: 0,
    quotes: 0,
    fieldsStated: 0,
    fieldsBacked: 0,
    refusedQuotes: 0,
    refusedLinks: 0,
  };
  let after: string | null = null;
  for (;;) {
    const rows: Array<{ id: string; results: unknown }> = await db
      .select({ id: analyses.id, results: analyses.results })
      .from(analyses)
      .where(and(eq(analyses.status, "succeeded"), after ? gt(analyses.id, after) : undefined))
      .orderBy(analyses.id)
      .limit(REPORTS_PER_PAGE);
    for (const row of rows) {
      const stored = readStoredReport(row.id, row.results);
      if (!stored) continue;
      const counts = countReportEvidence(stored);
      totals.reports += 1;
      totals.quotes += counts.quotes.length;
      totals.fieldsStated += counts.fieldsStated;
      totals.fieldsBacked += counts.fieldsBacked;
      totals.refusedQuotes += counts.refusedQuotes ?? 0;
      totals.refusedLinks += counts.refusedLinks ?? 0;
    }
    if (rows.length < REPORTS_PER_PAGE) return totals;
    after = rows.at(-1)!.id;
  }
}

/**
 * The public figures, computed from every finished report and the re-checks of the last
 * RECHECK_WINDOW_DAYS days: the daily job's work, never a visit's. Counts only: no quote, idea
 * or account is read out.
 */
export async function computeIntegrityFigures(db: Database, now: Date): Promise<IntegrityFigures> {
  const since = new Date(now.getTime() - RECHECK_WINDOW_DAYS * DAY_MS);
  const [outcomes, totals, [last]] = await Promise.all([
    recheckOutcomes(db, since),
    reportTotals(db),
    db.select({ at: max(integrityChecks.checkedAt) }).from(integrityChecks),
  ]);
  const answered = outcomes.verbatim + outcomes.changed + outcomes.gone;
  return {
    reports: totals.reports,
    quotesShown: totals.quotes,
    quotesVerbatim: shareOf(outcomes.verbatim, answered),
    quotesChanged: outcomes.changed,
    quotesGone: outcomes.gone,
    quotesUnreachable: outcomes.unreachable,
    linksAlive: shareOf(outcomes.alive, outcomes.alive + outcomes.dead),
    fieldsBacked: shareOf(totals.fieldsBacked, totals.fieldsStated),
    refusedQuotes: totals.refusedQuotes,
    refusedLinks: totals.refusedLinks,
    windowDays: RECHECK_WINDOW_DAYS,
    minSample: MIN_SAMPLE,
    lastCheckedAt: last?.at?.toISOString() ?? null,
  };
}

/** Computes the figures and keeps them as the page's until the next run. */
export async function publishIntegrityFigures(db: Database, now: Date): Promise<IntegrityFigures> {
  const figures = await computeIntegrityFigures(db, now);
  await db.insert(integritySnapshots).values({ figures, computedAt: now });
  return figures;
}

/** Nothing measured yet: every count zero, every share hidden. */
const NOTHING_MEASURED: IntegrityFigures = {
  reports: 0,
  quotesShown: 0,
  quotesVerbatim: shareOf(0, 0),
  quotesChanged: 0,
  quotesGone: 0,
  quotesUnreachable: 0,
  linksAlive: shareOf(0, 0),
  fieldsBacked: shareOf(0, 0),
  refusedQuotes: 0,
  refusedLinks: 0,
  windowDays: RECHECK_WINDOW_DAYS,
  minSample: MIN_SAMPLE,
  lastCheckedAt: null,
};

/** What the page shows: the last published figures, and when they were computed. */
export async function readPublishedFigures(
  db: Database,
): Promise<{ figures: IntegrityFigures; computedAt: Date | null }> {
  const [latest] = await db
    .select({ figures: integritySnapshots.figures, computedAt: integritySnapshots.computedAt })
    .from(integritySnapshots)
    .orderBy(desc(integritySnapshots.computedAt))
    .limit(1);
  return latest ?? { figures: NOTHING_MEASURED, computedAt: null };
}
