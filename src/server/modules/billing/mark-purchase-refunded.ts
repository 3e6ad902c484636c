import { and, eq, inArray, isNull } from "drizzle-orm";
import { purchases } from "../../../db/tables/billing.ts";
import { creditGrants } from "../../../db/tables/credits.ts";
import { revokeGrant } from "../credits/grant-credits.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";
import { referralSourceRef } from "../referrals/reward-referral.ts";
import { findRewardedReferral } from "./get-refund-eligibility.ts";

export interface RefundedPurchase {
  userId: string;
  reportsRevoked: number;
  /** Every grant this refund revoked (the pack, referral rewards): what a failed refund restores. */
  revokedGrantIds: string[];
}

/**
 * Marks a purchase refunded and takes back what is left of its pack. Both refund paths (the
 * owner's request and Stripe's charge.refunded) end here; the status guard makes the second
 * one a no-op. A referral reward earned by this purchase is taken back too, so buying and
 * refunding cannot mint free reports.
 */
export async function markPurchaseRefunded(
  tx: Transaction,
  input: { purchaseId: string; refundId: string | null; now: Date },
): Promise<RefundedPurchase | null> {
  const [purchase] = await tx
    .update(purchases)
    .set({ status: "refunded", refundedAt: input.now, stripeRefundId: input.refundId })
    .where(and(eq(purchases.id, input.purchaseId), eq(purchases.status, "paid")))
    .returning({ userId: purchases.userId, grantId: purchases.grantId });
  if (!purchase) return null;
  const revokedGrantIds: string[] = [];
  let reportsRevoked = 0;
  if (purchase.grantId) {
    reportsRevoked = await revokeGrant(tx, {
      userId: purchase.userId,
      grantId: purchase.grantId,
      now: input.now,
    });
    revokedGrantIds.push(purchase.grantId);
  }

  const referral = await findRewardedReferral(tx, input.purchaseId);
  if (referral) {
    const rewards = await tx
      .select({ id: creditGrants.id, userId: creditGrants.userId })
      .from(creditGrants)
      .where(
        and(
          inArray(creditGrants.sourceRef, [
            referralSourceRef(referral.id, "friend"),
            referralSourceRef(referral.id, "referrer"),
          ]),
          isNull(creditGrants.revokedAt),
        ),
      );
    for (const reward of rewards) {
      await revokeGrant(tx, { userId: reward.userId, grantId: reward.id, now: input.now });
      revokedGrantIds.push(reward.id);
    }
  }
  return { userId: purchase.userId, reportsRevoked, revokedGrantIds };
}
