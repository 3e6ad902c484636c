import { useQuery } from "@tanstack/react-query";
import type { BillingOverview } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function getBillingOverview(): Promise<BillingOverview> {
  return apiFetch("/api/billing");
}

export function useBillingOverview() {
  return useQuery({ queryKey: queryKeys.billing, queryFn: getBillingOverview });
}
