import { and, eq, isNull } from "drizzle-orm";
import { purchases } from "../../../db/tables/billing.ts";
import { restoreRevokedGrants } from "../credits/grant-credits.ts";
import { lockUserLedger, type Transaction } from "../credits/lock-user-ledger.ts";
import type { RefundedPurchase } from "./mark-purchase-refunded.ts";

/**
 * Undoes a refund taken back before Stripe was asked, when Stripe then made no refund: the
 * purchase is paid again and every grant the refund revoked comes back. A purchase Stripe has
 * since reported refunded (it carries a refund id) is left alone.
 */
export async function reinstatePurchase(
  tx: Transaction,
  input: { purchaseId: string; refunded: RefundedPurchase; refundedAt: Date; now: Date },
): Promise<void> {
  // The buyer's lock first, as the refund took it: the same order cannot deadlock.
  await lockUserLedger(tx, input.refunded.userId);
  const [reinstated] = await tx
    .update(purchases)
    .set({ status: "paid", refundedAt: null })
    .where(
      and(
        eq(purchases.id, input.purchaseId),
        eq(purchases.status, "refunded"),
        eq(purchases.refundedAt, input.refundedAt),
        isNull(purchases.stripeRefundId),
      ),
    )
    .returning({ id: purchases.id });
  if (!reinstated) return;
  await restoreRevokedGrants(tx, {
    grantIds: input.refunded.revokedGrantIds,
    revokedAt: input.refundedAt,
    now: input.now,
  });
}
