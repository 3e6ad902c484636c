import { useMutation } from "@tanstack/react-query";
import type { CheckoutBody, CheckoutResponse } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      apiFetch<CheckoutResponse>("/api/checkout", { method: "POST", json: body }),
  });
}
