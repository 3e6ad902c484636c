import { useQuery } from "@tanstack/react-query";
import { reportWatchSchema, type ReportWatch } from "../../../../contract/watch.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function getReportWatch(analysisId: string): Promise<ReportWatch> {
  return reportWatchSchema.parse(
    await apiFetch(`/api/analyses/${encodeURIComponent(analysisId)}/watch`),
  );
}

export function useReportWatch(analysisId: string) {
  return useQuery({
    queryKey: queryKeys.reportWatch(analysisId),
    queryFn: () => getReportWatch(analysisId),
  });
}
