import { useQuery } from "@tanstack/react-query";
import type { CreditSummary } from "../../../contract/credits.ts";
import { apiFetch } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

export function getCredits(): Promise<CreditSummary> {
  return apiFetch("/api/credits");
}

export function useCredits() {
  return useQuery({
    queryKey: queryKeys.credits,
    queryFn: getCredits,
    // Waiting for a confirmed e-mail: the link is opened in another tab, so look again on return.
    // ("always": the answer is seconds old, fresher than the staleness window, and now wrong.)
    refetchOnWindowFocus: (query) =>
      query.state.data?.freeReportBlocked === "verify_email" ? "always" : false,
  });
}
