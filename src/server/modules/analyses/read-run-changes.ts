import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { AnalysisDetail } from "../../../contract/analysis.ts";
import { diffReports } from "../../../contract/report-changes.ts";
import type { getAnalysis } from "./get-analysis.ts";
import { readStoredReport } from "./read-stored-report.ts";

type AnalysisRow = Awaited<ReturnType<typeof getAnalysis>>;

/**
 * The run an analysis repeats, and what moved since it: computed from the two stored reports
 * on every read (a few milliseconds), so it never goes stale and nothing is stored twice. Only
 * the owner's own earlier run is read.
 */
export async function readRunChanges(
  db: Database,
  row: AnalysisRow,
): Promise<Pick<AnalysisDetail, "previousRun" | "changes">> {
  if (!row.previousAnalysisId) return { previousRun: null, changes: null };
  const [earlier] = await db
    .select({
      id: analyses.id,
      status: analyses.status,
      createdAt: analyses.createdAt,
      results: analyses.results,
    })
    .from(analyses)
    .where(and(eq(analyses.id, row.previousAnalysisId), eq(analyses.userId, row.userId)))
    .limit(1);
  if (!earlier) return { previousRun: null, changes: null };
  const previousRun = { id: earlier.id, createdAt: earlier.createdAt.toISOString() };
  const before =
    earlier.status === "succeeded" ? readStoredReport(earlier.id, earlier.results) : null;
  const after = row.status === "succeeded" ? readStoredReport(row.id, row.results) : null;
  if (!before || !after) return { previousRun, changes: null };
  const madeAt = before.kind === "report" ? before.report.generatedAt : previousRun.createdAt;
  return {
    previousRun,
    changes: diffReports({ analysisId: earlier.id, madeAt, report: before }, after),
  };
}
