import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundResponse } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      apiFetch<RefundResponse>(`/api/billing/purchases/${encodeURIComponent(purchaseId)}/refund`, {
        method: "POST",
      }),
    // Refused or not, the list's eligibility may have changed: re-read both.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
        queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
      ]);
    },
  });
}
