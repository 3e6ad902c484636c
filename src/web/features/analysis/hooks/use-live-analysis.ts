import { useAnalysis } from "../api/get-analysis.ts";
import { useAnalysisStream } from "./use-analysis-stream.ts";

/**
 * One analysis as the page should show it: the stored row, followed live while it runs. The
 * stream's snapshot is newer than the row until the row is fetched again at the end, so the
 * status, progress and failure shown come from the snapshot first.
 */
export function useLiveAnalysis(analysisId: string | null) {
  const query = useAnalysis(analysisId);
  const stored = query.data ?? null;
  const active = stored?.status === "queued" || stored?.status === "running";
  const snapshot = useAnalysisStream(analysisId, active);
  return {
    query,
    stored,
    active,
    snapshot,
    status: snapshot?.status ?? stored?.status,
    progress: snapshot?.progress ?? stored?.progress ?? null,
    failureMessage: snapshot?.failureMessage ?? stored?.failureMessage ?? null,
    /** The finished analysis with its report, once the row says so. */
    report: stored?.status === "succeeded" ? stored : null,
  };
}
