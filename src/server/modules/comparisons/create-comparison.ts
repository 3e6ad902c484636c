import { COMPARISON_MESSAGES } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { comparisons } from "../../../db/tables/comparisons.ts";
import { AppError } from "../../app-error.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { ownAnalyses } from "./compare-analyses.ts";

/**
 * Keeps 2–4 of the user's own finished reports as one comparison. Someone else's report, or one
 * that no longer exists, is a 404; one still running or failed a 409, each said plainly.
 */
export async function createComparison(
  db: Database,
  input: { userId: string; analysisIds: string[] },
): Promise<{ comparisonId: string }> {
  const rows = await ownAnalyses(db, input.userId, input.analysisIds);
  if (rows.length < input.analysisIds.length)
    throw new AppError("not_found", COMPARISON_MESSAGES.notFound);
  if (rows.some((row) => row.status === "queued" || row.status === "running"))
    throw new AppError("conflict", COMPARISON_MESSAGES.notFinished);
  if (rows.some((row) => row.status !== "succeeded" || !readStoredReport(row.id, row.results)))
    throw new AppError("conflict", COMPARISON_MESSAGES.failed);
  const [created] = await db
    .insert(comparisons)
    .values({ userId: input.userId, analysisIds: input.analysisIds })
    .returning({ id: comparisons.id });
  return { comparisonId: created!.id };
}
