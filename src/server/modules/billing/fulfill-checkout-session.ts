import { eq } from "drizzle-orm";
import { PRICING } from "../../../contract/site.ts";
import { purchases } from "../../../db/tables/billing.ts";
import { addMonthsUtc } from "../credits/credit-calendar.ts";
import { extendPackGrants, grantCredits } from "../credits/grant-credits.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";
import { rewardReferral } from "../referrals/reward-referral.ts";

export interface PaidCheckout {
  sessionId: string;
  userId: string;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  credits: number;
  receiptUrl: string | null;
}

export function purchaseSourceRef(purchaseId: string): string {
  return `purchase:${purchaseId}`;
}

/**
 * Records a paid checkout and credits it, inside the caller's transaction: the purchase row,
 * the pack's reports valid 12 months, every other unexpired pack moved to that same expiry,
 * and the referral reward if this is a referred friend's first purchase. The unique session
 * id makes a second delivery of the same checkout (another event id) change nothing.
 */
export async function fulfillCheckoutSession(
  tx: Transaction,
  input: { checkout: PaidCheckout; now: Date },
): Promise<{ purchaseId: string; expiresAt: Date } | null> {
  const { checkout, now } = input;
  const expiresAt = addMonthsUtc(now, PRICING.packValidityMonths);
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId: checkout.userId,
      stripeSessionId: checkout.sessionId,
      stripePaymentIntentId: checkout.paymentIntentId,
      amount: checkout.amount,
      currency: checkout.currency,
      credits: checkout.credits,
      expiresAt,
      receiptUrl: checkout.receiptUrl,
      createdAt: now,
    })
    .onConflictDoNothing({ target: purchases.stripeSessionId })
    .returning({ id: purchases.id });
  if (!purchase) return null;

  const { grantId } = await grantCredits(tx, {
    userId: checkout.userId,
    kind: "pack",
    amount: checkout.credits,
    expiresAt,
    sourceRef: purchaseSourceRef(purchase.id),
    now,
  });
  await extendPackGrants(tx, { userId: checkout.userId, expiresAt, now });
  await tx.update(purchases).set({ grantId }).where(eq(purchases.id, purchase.id));
  await rewardReferral(tx, { buyerId: checkout.userId, purchaseId: purchase.id, now });
  return { purchaseId: purchase.id, expiresAt };
}
