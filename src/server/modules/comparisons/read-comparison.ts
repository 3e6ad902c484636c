import { COMPARISON_MESSAGES, type ComparisonDetail } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { compareAnalyses } from "./compare-analyses.ts";
import { getComparison } from "./get-comparison.ts";

/** The owner's comparison, computed from the stored reports on every read. */
export async function readComparison(
  db: Database,
  input: { userId: string; comparisonId: string },
): Promise<ComparisonDetail> {
  const row = await getComparison(db, input);
  const { comparison, missingReports } = await compareAnalyses(db, {
    userId: row.userId,
    analysisIds: row.analysisIds,
  });
  if (!comparison) throw new AppError("not_found", COMPARISON_MESSAGES.noReports);
  return { id: row.id, createdAt: row.createdAt.toISOString(), comparison, missingReports };
}
