import { useQuery } from "@tanstack/react-query";
import type { CreditSummary } from "../../../../contract/credits.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { CREDITS_KEY } from "./billing-query-keys.ts";

/** GET /api/credits (the analysis flow's endpoint), under the app-wide ["credits"] key. */
export function getCreditSummary(): Promise<CreditSummary> {
  return apiFetch("/api/credits");
}

export function useCreditSummary() {
  return useQuery({ queryKey: CREDITS_KEY, queryFn: getCreditSummary });
}
