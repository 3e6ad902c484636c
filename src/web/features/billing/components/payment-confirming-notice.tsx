import { Loader2 } from "lucide-react";

/** What the dashboard shows while usePaymentSuccess waits for the purchase to be credited. */
export function PaymentConfirmingNotice() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-border bg-primary-soft px-4 py-3 text-sm font-medium text-ink"
    >
      <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
      Confirming your payment…
    </p>
  );
}
