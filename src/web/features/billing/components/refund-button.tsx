import type { PurchaseView } from "../../../../contract/billing.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useRequestRefund } from "../api/request-refund.ts";
import { formatMoney } from "./format-money.ts";

/** 'Request refund' with a confirmation: refunds are automatic, so the confirm is the only brake. */
export function RefundButton({ purchase }: { purchase: PurchaseView }) {
  const refund = useRequestRefund();
  const amount = formatMoney(purchase.amount, purchase.currency);
  // mutateAsync, not mutate's callbacks: the refetch after a refund replaces this button with
  // 'Refunded on ...', and per-call callbacks of an unmounted observer never fire.
  const confirm = async () => {
    try {
      await refund.mutateAsync(purchase.id);
      void toast.success(`Refund made: ${amount} is on its way back to your card.`);
    } catch (error) {
      void toast.error(
        error instanceof ApiError
          ? error.message
          : "The refund could not be made. Please try again.",
      );
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Request refund"}
        </Button>
      }
      title="Refund this purchase?"
      description={
        <>
          {amount} goes back to your card and the reports left from this pack of {purchase.credits}{" "}
          are removed. This cannot be undone.
        </>
      }
      confirmLabel={`Refund ${amount}`}
      onConfirm={() => void confirm()}
    />
  );
}
