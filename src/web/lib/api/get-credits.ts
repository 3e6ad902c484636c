import { useQuery } from "@tanstack/react-query";
import type { CreditSummary } from "../../../contract/credits.ts";
import { apiFetch } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

export function getCredits(): Promise<CreditSummary> {
  return apiFetch("/api/credits");
}

export function useCredits() {
  return useQuery({ queryKey: queryKeys.credits, queryFn: getCredits });
}
