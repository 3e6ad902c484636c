import { and, eq, isNull } from "drizzle-orm";
import {
  PURCHASE_NOT_FOUND_MESSAGE,
  REFUND_ALREADY_DONE_MESSAGE,
  type RefundResponse,
} from "../../../contract/billing.ts";
import type { Database } from "../../../db/client.ts";
import { purchases } from "../../../db/tables/billing.ts";
import { AppError } from "../../app-error.ts";
import { lockUserLedger, type Transaction } from "../credits/lock-user-ledger.ts";
import type { Logger } from "../../logger.ts";
import type { StripeClient } from "../../stripe/create-stripe-client.ts";
import { stripeSdk } from "../../stripe/stripe-sdk.ts";
import { findRewardedReferral, getRefundEligibility } from "./get-refund-eligibility.ts";
import { markPurchaseRefunded } from "./mark-purchase-refunded.ts";
import { reinstatePurchase } from "./reinstate-purchase.ts";
import { toPurchaseView } from "./to-purchase-view.ts";

export const REFUND_FAILED_MESSAGE =
  "The refund could not be made right now. Please try again or contact us.";

interface Deps {
  db: Database;
  stripe: StripeClient | null;
  log: Logger;
}

async function findOwnPurchase(
  db: Database | Transaction,
  input: { userId: string; purchaseId: string },
) {
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.userId)))
    .limit(1);
  return purchase;
}

/**
 * Decides and takes back in one transaction, under the buyer's ledger lock (and the referrer's,
 * whose reward is part of the decision): an analysis started at the same moment either ran
 * first and counts as used, or finds the pack already revoked. A second request finds the
 * purchase refunded.
 */
async function takeBackPurchase(
  deps: Deps,
  input: { userId: string; purchaseId: string; now: Date },
) {
  return deps.db.transaction(async (tx) => {
    await lockUserLedger(tx, input.userId);
    const purchase = await findOwnPurchase(tx, input);
    if (!purchase) throw new AppError("not_found", PURCHASE_NOT_FOUND_MESSAGE);
    const referral = await findRewardedReferral(tx, purchase.id);
    if (referral) await lockUserLedger(tx, referral.referrerId);
    const eligibility = await getRefundEligibility(tx, purchase, input.now);
    if (!eligibility.eligible) throw new AppError("conflict", eligibility.reason);
    if (!deps.stripe || !purchase.stripePaymentIntentId)
      throw new AppError("service_unavailable", REFUND_FAILED_MESSAGE);
    const refunded = await markPurchaseRefunded(tx, {
      purchaseId: purchase.id,
      refundId: null,
      now: input.now,
    });
    // Unreachable under the lock (eligibility saw it paid), kept so a change there fails safe.
    if (!refunded) throw new AppError("conflict", REFUND_ALREADY_DONE_MESSAGE);
    return { refunded, paymentIntentId: purchase.stripePaymentIntentId };
  });
}

/** Asks Stripe to refund; the refund id, or null when the answer says no refund was made. */
async function refundWithStripe(
  deps: Deps & { stripe: StripeClient },
  input: { purchaseId: string; paymentIntentId: string },
): Promise<string | null> {
  try {
    const refund = await deps.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        reason: "requested_by_customer",
        metadata: { purchase_id: input.purchaseId },
      },
      // A double click or a retry after a timeout must not refund twice.
      { idempotencyKey: `refund-${input.purchaseId}` },
    );
    return refund.id;
  } catch (error) {
    deps.log.error({ err: error, purchaseId: input.purchaseId }, "Stripe refund failed");
    const alreadyRefunded =
      error instanceof stripeSdk().errors.StripeError && error.code === "charge_already_refunded";
    // A timeout or a 5xx may hide a refund that was made: ask Stripe before giving the pack back.
    const existing = await deps.stripe.refunds
      .list({ payment_intent: input.paymentIntentId, limit: 1 })
      .then((list) =>
        list.data.find((refund) => refund.status !== "failed" && refund.status !== "canceled"),
      )
      .catch(() => undefined);
    if (existing) return existing.id;
    if (alreadyRefunded) return null;
    throw error;
  }
}

/**
 * The owner's self-service refund, approved automatically while the purchase is eligible.
 * The pack (and any referral reward it earned) is revoked before Stripe is asked, so nothing
 * can be spent from a pack whose money is on its way back; if Stripe refuses, it is restored.
 * Someone else's purchase is a 404, never a hint that it exists.
 */
export async function requestRefund(
  deps: Deps,
  input: { userId: string; purchaseId: string; now: Date },
): Promise<RefundResponse> {
  const { db } = deps;
  const { refunded, paymentIntentId } = await takeBackPurchase(deps, input);
  const stripe = deps.stripe!;
  let refundId: string | null;
  try {
    refundId = await refundWithStripe(
      { ...deps, stripe },
      { purchaseId: input.purchaseId, paymentIntentId },
    );
  } catch (error) {
    await db.transaction((tx) =>
      reinstatePurchase(tx, {
        purchaseId: input.purchaseId,
        refunded,
        refundedAt: input.now,
        now: new Date(),
      }),
    );
    throw new AppError("service_unavailable", REFUND_FAILED_MESSAGE, { cause: error });
  }
  if (refundId) {
    await db
      .update(purchases)
      .set({ stripeRefundId: refundId })
      .where(and(eq(purchases.id, input.purchaseId), isNull(purchases.stripeRefundId)));
  }
  deps.log.info(
    { purchaseId: input.purchaseId, reportsRevoked: refunded.reportsRevoked },
    "refund requested and made",
  );
  const updated = (await findOwnPurchase(db, input))!;
  return {
    purchase: toPurchaseView(updated, await getRefundEligibility(db, updated, input.now)),
    reportsRevoked: refunded.reportsRevoked,
  };
}
