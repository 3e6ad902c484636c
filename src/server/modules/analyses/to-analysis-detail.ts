import type { AnalysisDetail } from "../../../contract/analysis.ts";
import type { getAnalysis } from "./get-analysis.ts";
import { failureMessage } from "./failure-reasons.ts";
import { readStoredReport } from "./read-stored-report.ts";

type AnalysisRow = Awaited<ReturnType<typeof getAnalysis>>;

/**
 * What the owner's browser gets for one analysis: the report only once it succeeded, and what
 * moved since the run it repeats (`readRunChanges`), when there is one.
 */
export function toAnalysisDetail(
  row: AnalysisRow,
  runs: Pick<AnalysisDetail, "previousRun" | "changes"> = { previousRun: null, changes: null },
): AnalysisDetail {
  return {
    id: row.id,
    ideaText: row.ideaText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    progress: row.progress ?? null,
    results: row.status === "succeeded" ? readStoredReport(row.id, row.results) : null,
    failureMessage: failureMessage(row.status, row.errorMessage),
    ...runs,
  };
}
