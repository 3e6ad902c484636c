import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { integrityChecks } from "../../../db/tables/integrity-checks.ts";
import type { ReportChecks } from "../../../contract/integrity.ts";
import { getAnalysis } from "../analyses/get-analysis.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { AppError } from "../../app-error.ts";
import { countReportEvidence } from "./count-report-evidence.ts";

/** One report's own figures for "How this report was checked": its latest re-check per item. */
export async function reportChecksOf(
  db: Database,
  analysis: { id: string; results: unknown },
): Promise<ReportChecks> {
  const stored = readStoredReport(analysis.id, analysis.results);
  if (!stored) throw new AppError("conflict", "This analysis has no finished report yet.");
  const counts = countReportEvidence(stored);
  const latest = await db
    .selectDistinctOn([integrityChecks.target], {
      kind: integrityChecks.kind,
      outcome: integrityChecks.outcome,
      checkedAt: integrityChecks.checkedAt,
    })
    .from(integrityChecks)
    .where(eq(integrityChecks.analysisId, analysis.id))
    .orderBy(integrityChecks.target, sql`${integrityChecks.checkedAt} desc`);
  const tally = (kind: string, outcome: string) =>
    latest.filter((row) => row.kind === kind && row.outcome === outcome).length;
  const lastCheckedAt = latest.reduce<Date | null>(
    (newest, row) => (!newest || row.checkedAt > newest ? row.checkedAt : newest),
    null,
  );
  return {
    quotesShown: counts.quotes.length,
    recheckedVerbatim: tally("quote", "verbatim"),
    recheckedChanged: tally("quote", "changed"),
    recheckedGone: tally("quote", "gone"),
    recheckedUnreachable: tally("quote", "unreachable"),
    linksChecked: latest.filter((row) => row.kind === "link" && row.outcome !== "unreachable")
      .length,
    linksAlive: tally("link", "alive"),
    fieldsStated: counts.fieldsStated,
    fieldsBacked: counts.fieldsBacked,
    refusedQuotes: counts.refusedQuotes,
    refusedLinks: counts.refusedLinks,
    lastCheckedAt: lastCheckedAt?.toISOString() ?? null,
  };
}

/** The owner's report's checks; 404 for anyone else's, 409 before it is finished. */
export async function readReportChecks(
  db: Database,
  input: { userId: string; analysisId: string },
): Promise<ReportChecks> {
  const row = await getAnalysis(db, input);
  if (row.status !== "succeeded")
    throw new AppError("conflict", "This analysis has no finished report yet.");
  return reportChecksOf(db, row);
}
