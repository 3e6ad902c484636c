import { AlertDialog } from "radix-ui";
import type { PurchaseView } from "../../../../contract/billing.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Request refund"}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-card p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            Refund this purchase?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {amount} goes back to your card and the reports left from this pack of{" "}
            {purchase.credits} are removed. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "ghost" })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "destructive" })}
              onClick={() => void confirm()}
            >
              Refund {amount}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
