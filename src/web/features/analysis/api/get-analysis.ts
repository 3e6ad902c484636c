import { useQuery } from "@tanstack/react-query";
import { analysisDetailSchema, type AnalysisDetail } from "../../../../contract/analysis.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * Checked here, once: everything below (report, copy to clipboard, chat suggestions) takes the
 * typed report and never parses it again.
 */
export async function getAnalysis(id: string): Promise<AnalysisDetail> {
  return analysisDetailSchema.parse(await apiFetch(`/api/analyses/${encodeURIComponent(id)}`));
}

export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: queryKeys.analysis(id ?? "none"),
    queryFn: () => getAnalysis(id!),
    enabled: Boolean(id),
    retry: false,
  });
}
