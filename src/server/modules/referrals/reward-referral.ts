import { and, eq, isNull } from "drizzle-orm";
import { PRICING } from "../../../contract/site.ts";
import { users } from "../../../db/tables/auth.ts";
import { userReferrals } from "../../../db/tables/referrals.ts";
import { grantCredits } from "../credits/grant-credits.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function referralSourceRef(referralId: string, side: "friend" | "referrer"): string {
  return `referral:${referralId}:${side}`;
}

/**
 * Rewards a referral on the friend's first purchase: 3 reports each, valid 90 days. Runs in
 * the transaction that records the purchase; the conditional update of rewarded_at is the
 * once-only gate, so replays and concurrent purchases reward a friend exactly once.
 */
export async function rewardReferral(
  tx: Transaction,
  input: { buyerId: string; purchaseId: string; now: Date },
): Promise<{ referralId: string; referrerId: string } | null> {
  const [buyer] = await tx
    .select({ id: users.id, referredBy: users.referredByUserId, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, input.buyerId))
    .limit(1);
  if (!buyer?.referredBy || buyer.referredBy === buyer.id) return null;
  const [referrer] = await tx
    .select({ id: users.id, createdAt: users.createdAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, buyer.referredBy))
    .limit(1);
  // Only new accounts count: the friend must have joined after the referrer existed.
  if (!referrer || referrer.deletedAt || referrer.createdAt > buyer.createdAt) return null;

  await tx
    .insert(userReferrals)
    .values({ referrerId: referrer.id, referredUserId: buyer.id, joinedAt: buyer.createdAt })
    .onConflictDoNothing();
  const [referral] = await tx
    .update(userReferrals)
    .set({ firstPurchaseAt: input.now, rewardedAt: input.now, purchaseId: input.purchaseId })
    .where(
      and(
        eq(userReferrals.referredUserId, buyer.id),
        eq(userReferrals.referrerId, referrer.id),
        isNull(userReferrals.rewardedAt),
      ),
    )
    .returning({ id: userReferrals.id });
  if (!referral) return null;

  const expiresAt = new Date(input.now.getTime() + PRICING.referralRewardValidityDays * DAY_MS);
  const reward = {
    kind: "referral" as const,
    amount: PRICING.referralRewardReports,
    expiresAt,
    now: input.now,
  };
  await grantCredits(tx, {
    ...reward,
    userId: buyer.id,
    sourceRef: referralSourceRef(referral.id, "friend"),
  });
  await grantCredits(tx, {
    ...reward,
    userId: referrer.id,
    sourceRef: referralSourceRef(referral.id, "referrer"),
  });
  return { referralId: referral.id, referrerId: referrer.id };
}
