import { and, eq, inArray } from "drizzle-orm";
import {
  compareReports,
  type ComparisonInput,
  type ReportComparison,
} from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";

/** The user's own analyses among these ids, whatever their state; another user's are not read. */
export function ownAnalyses(db: Database, userId: string, analysisIds: readonly string[]) {
  return db
    .select({
      id: analyses.id,
      ideaText: analyses.ideaText,
      status: analyses.status,
      createdAt: analyses.createdAt,
      results: analyses.results,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), inArray(analyses.id, [...analysisIds])));
}

/**
 * The stored reports side by side, in the order picked. A report deleted since (or no longer
 * readable) drops out and is counted, so the rest still compare.
 */
export async function compareAnalyses(
  db: Database,
  input: { userId: string; analysisIds: readonly string[] },
): Promise<{ comparison: ReportComparison | null; missingReports: number }> {
  const rows = await ownAnalyses(db, input.userId, input.analysisIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inputs = input.analysisIds.flatMap((id): ComparisonInput[] => {
    const row = byId.get(id);
    const stored = row?.status === "succeeded" ? readStoredReport(row.id, row.results) : null;
    if (!row || !stored) return [];
    return [
      {
        analysisId: row.id,
        ideaText: row.ideaText,
        createdAt: row.createdAt.toISOString(),
        stored,
      },
    ];
  });
  return {
    comparison: inputs.length > 0 ? compareReports(inputs) : null,
    missingReports: input.analysisIds.length - inputs.length,
  };
}
