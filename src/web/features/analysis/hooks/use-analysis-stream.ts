import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { analysisSnapshotSchema, type AnalysisSnapshot } from "../../../../contract/analysis.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * Follows a running analysis over Server-Sent Events. The server sends the current state first,
 * so a reload or another device picks the run up where it is; EventSource reconnects by itself
 * after a dropped connection. When the run ends, the full analysis is fetched again.
 */
export function useAnalysisStream(
  analysisId: string | null,
  active: boolean,
): AnalysisSnapshot | null {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<AnalysisSnapshot | null>(null);

  useEffect(() => {
    if (!analysisId || !active) return;
    const source = new EventSource(`/api/analyses/${encodeURIComponent(analysisId)}/events`);
    source.addEventListener("snapshot", (event) => {
      const parsed = analysisSnapshotSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (!parsed.success) return;
      setSnapshot(parsed.data);
      if (parsed.data.status === "succeeded" || parsed.data.status === "failed") {
        source.close();
        void queryClient.invalidateQueries({ queryKey: queryKeys.analysis(analysisId) });
      }
    });
    return () => source.close();
  }, [analysisId, active, queryClient]);

  return snapshot && snapshot.id === analysisId ? snapshot : null;
}
