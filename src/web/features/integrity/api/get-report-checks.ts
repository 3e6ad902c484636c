import { useQuery } from "@tanstack/react-query";
import { reportChecksSchema, type ReportChecks } from "../../../../contract/integrity.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Whose report: the owner's, by its id, or a shared one, by its link's token. */
export type ChecksOf = { analysisId: string } | { shareToken: string };

export async function getReportChecks(of: ChecksOf): Promise<ReportChecks> {
  const path =
    "analysisId" in of
      ? `/api/analyses/${encodeURIComponent(of.analysisId)}/checks`
      : `/api/shared/${encodeURIComponent(of.shareToken)}/checks`;
  return reportChecksSchema.parse(await apiFetch(path));
}

export function useReportChecks(of: ChecksOf) {
  return useQuery({
    queryKey:
      "analysisId" in of
        ? queryKeys.reportChecks(of.analysisId)
        : queryKeys.sharedReportChecks(of.shareToken),
    queryFn: () => getReportChecks(of),
  });
}
