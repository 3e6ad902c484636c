import { useQuery } from "@tanstack/react-query";
import type { PurchaseList } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function usePurchases() {
  return useQuery({
    queryKey: queryKeys.purchases,
    queryFn: () => apiFetch<PurchaseList>("/api/billing/purchases"),
  });
}
