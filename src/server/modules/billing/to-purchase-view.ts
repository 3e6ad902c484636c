import type { PurchaseView, RefundEligibility } from "../../../contract/billing.ts";
import type { purchases } from "../../../db/tables/billing.ts";

export function toPurchaseView(
  purchase: typeof purchases.$inferSelect,
  refund: RefundEligibility,
): PurchaseView {
  return {
    id: purchase.id,
    createdAt: purchase.createdAt.toISOString(),
    amount: purchase.amount,
    currency: purchase.currency,
    credits: purchase.credits,
    expiresAt: purchase.expiresAt.toISOString(),
    status: purchase.status,
    refundedAt: purchase.refundedAt?.toISOString() ?? null,
    receiptUrl: purchase.receiptUrl,
    refund,
  };
}
