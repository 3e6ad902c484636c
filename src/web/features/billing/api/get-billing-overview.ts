import { useQuery } from "@tanstack/react-query";
import type { BillingOverview } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { BILLING_KEY } from "./billing-query-keys.ts";

export function getBillingOverview(): Promise<BillingOverview> {
  return apiFetch("/api/billing");
}

export function useBillingOverview() {
  return useQuery({ queryKey: BILLING_KEY, queryFn: getBillingOverview });
}
