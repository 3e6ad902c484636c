import { useQuery } from "@tanstack/react-query";
import type { AnalysisDetail } from "../../../../contract/analysis.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function getAnalysis(id: string): Promise<AnalysisDetail> {
  return apiFetch(`/api/analyses/${encodeURIComponent(id)}`);
}

export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: queryKeys.analysis(id ?? "none"),
    queryFn: () => getAnalysis(id!),
    enabled: Boolean(id),
    retry: false,
  });
}
