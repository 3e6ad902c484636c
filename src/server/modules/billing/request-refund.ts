import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { PURCHASE_NOT_FOUND_MESSAGE, type RefundResponse } from "../../../contract/billing.ts";
import type { Database } from "../../../db/client.ts";
import { purchases } from "../../../db/tables/billing.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import type { StripeClient } from "../../stripe/create-stripe-client.ts";
import { getRefundEligibility } from "./get-refund-eligibility.ts";
import { markPurchaseRefunded } from "./mark-purchase-refunded.ts";
import { toPurchaseView } from "./to-purchase-view.ts";

export const REFUND_FAILED_MESSAGE = "The refund could not be made right now. Please try again or contact us.";

/**
 * The owner's self-service refund, approved automatically while the purchase is eligible:
 * Stripe refunds the payment, then the pack's remaining reports are revoked. Someone else's
 * purchase is a 404, never a hint that it exists.
 */
export async function requestRefund(
  deps: { db: Database; stripe: StripeClient | null; log: Logger },
  input: { userId: string; purchaseId: string; now: Date },
): Promise<RefundResponse> {
  const { db } = deps;
  const find = async () =>
    (await db.select().from(purchases).where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.userId))).limit(1))[0];
  const purchase = await find();
  if (!purchase) throw new AppError("not_found", PURCHASE_NOT_FOUND_MESSAGE);
  const eligibility = await getRefundEligibility(db, purchase, input.now);
  if (!eligibility.eligible) throw new AppError("conflict", eligibility.reason);
  if (!deps.stripe || !purchase.stripePaymentIntentId) throw new AppError("service_unavailable", REFUND_FAILED_MESSAGE);

  let refundId: string | null = null;
  try {
    const refund = await deps.stripe.refunds.create(
      { payment_intent: purchase.stripePaymentIntentId, reason: "requested_by_customer", metadata: { purchase_id: purchase.id } },
      // A double click or a retry after a timeout must not refund twice.
      { idempotencyKey: `refund-${purchase.id}` },
    );
    refundId = refund.id;
  } catch (error) {
    const alreadyRefunded = error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded";
    if (!alreadyRefunded) {
      deps.log.error({ err: error, purchaseId: purchase.id }, "Stripe refund failed");
      throw new AppError("service_unavailable", REFUND_FAILED_MESSAGE, { cause: error });
    }
  }

  const result = await db.transaction((tx) => markPurchaseRefunded(tx, { purchaseId: purchase.id, refundId, now: input.now }));
  deps.log.info({ purchaseId: purchase.id, reportsRevoked: result?.reportsRevoked ?? 0 }, "refund requested and made");
  const updated = (await find())!;
  return {
    purchase: toPurchaseView(updated, await getRefundEligibility(db, updated, input.now)),
    reportsRevoked: result?.reportsRevoked ?? 0,
  };
}
