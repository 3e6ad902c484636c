import { useQuery } from "@tanstack/react-query";
import { reportChecksSchema, type ReportChecks } from "../../../../contract/integrity.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function getReportChecks(analysisId: string): Promise<ReportChecks> {
  return reportChecksSchema.parse(
    await apiFetch(`/api/analyses/${encodeURIComponent(analysisId)}/checks`),
  );
}

export function useReportChecks(analysisId: string) {
  return useQuery({
    queryKey: queryKeys.reportChecks(analysisId),
    queryFn: () => getReportChecks(analysisId),
  });
}
