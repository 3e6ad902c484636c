import { useQuery } from "@tanstack/react-query";
import type { PurchaseList } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { PURCHASES_KEY } from "./billing-query-keys.ts";

export function usePurchases() {
  return useQuery({ queryKey: PURCHASES_KEY, queryFn: () => apiFetch<PurchaseList>("/api/billing/purchases") });
}
