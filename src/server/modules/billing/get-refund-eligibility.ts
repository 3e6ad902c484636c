import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { PRICING } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { PurchaseStatus } from "../../../db/tables/billing.ts";
import { creditGrants, creditSpends } from "../../../db/tables/credits.ts";
import { userReferrals } from "../../../db/tables/referrals.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";
import { referralSourceRef } from "../referrals/reward-referral.ts";
import {
  REFUND_ALREADY_DONE_MESSAGE,
  REFUND_REFERRAL_REWARD_USED_MESSAGE,
  REFUND_REPORTS_USED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
  type RefundEligibility,
} from "../../../contract/billing.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reports used since a purchase: analyses started from then on that did not fail (a failed
 * one gives its report back) and were not paid by the free monthly report. The ledger spends
 * the free report first, so a founder who buys, uses the free report and then two pack
 * reports loses the refund as the third idea starts, which is how the spec phrases it.
 */
export async function countReportsUsedSince(
  db: Database | Transaction,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(analyses)
    .where(
      and(
        eq(analyses.userId, userId),
        gte(analyses.createdAt, since),
        ne(analyses.status, "failed"),
        sql`not exists (
          select 1 from ${creditSpends} join ${creditGrants} on ${creditGrants.id} = ${creditSpends.grantId}
          where ${creditSpends.analysisId} = ${analyses.id} and ${creditGrants.kind} = 'free_monthly'
        )`,
      ),
    );
  return row?.used ?? 0;
}

/** The referral this purchase rewarded, if any (a friend's first purchase rewards both sides). */
export async function findRewardedReferral(
  db: Database | Transaction,
  purchaseId: string,
): Promise<{ id: string; referrerId: string } | null> {
  const [referral] = await db
    .select({ id: userReferrals.id, referrerId: userReferrals.referrerId })
    .from(userReferrals)
    .where(eq(userReferrals.purchaseId, purchaseId))
    .limit(1);
  return referral ?? null;
}

/**
 * Whether the referrer's reward for this purchase has been spent (reserved counts: the report
 * is being delivered). A refund cannot take back what was delivered to someone else, so it
 * ends there; the buyer's own reward reports count among the buyer's reports used instead.
 * Read it under the referrer's ledger lock when acting on the answer.
 */
export async function referrerRewardUsed(
  db: Database | Transaction,
  purchaseId: string,
): Promise<boolean> {
  const referral = await findRewardedReferral(db, purchaseId);
  if (!referral) return false;
  const [spent] = await db
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.sourceRef, referralSourceRef(referral.id, "referrer")),
        lt(creditGrants.remaining, creditGrants.amount),
      ),
    )
    .limit(1);
  return Boolean(spent);
}

/**
 * Full refund within 7 days of purchase or until 2 of its reports are used, whichever first,
 * and while the referral reward the purchase earned someone else is unspent.
 */
export function decideRefundEligibility(
  purchase: { status: PurchaseStatus; createdAt: Date },
  usage: { reportsUsed: number; referrerRewardUsed: boolean },
  now: Date,
): RefundEligibility {
  if (purchase.status === "refunded")
    return { eligible: false, reason: REFUND_ALREADY_DONE_MESSAGE };
  const closesAt = new Date(purchase.createdAt.getTime() + PRICING.refundWindowDays * DAY_MS);
  if (now.getTime() >= closesAt.getTime())
    return { eligible: false, reason: REFUND_WINDOW_CLOSED_MESSAGE };
  if (usage.reportsUsed >= PRICING.refundMaxReportsUsed)
    return { eligible: false, reason: REFUND_REPORTS_USED_MESSAGE };
  if (usage.referrerRewardUsed)
    return { eligible: false, reason: REFUND_REFERRAL_REWARD_USED_MESSAGE };
  return { eligible: true, closesAt: closesAt.toISOString(), reportsUsed: usage.reportsUsed };
}

export async function getRefundEligibility(
  db: Database | Transaction,
  purchase: { id: string; userId: string; status: PurchaseStatus; createdAt: Date },
  now: Date,
): Promise<RefundEligibility> {
  if (purchase.status === "refunded")
    return decideRefundEligibility(purchase, { reportsUsed: 0, referrerRewardUsed: false }, now);
  const reportsUsed = await countReportsUsedSince(db, purchase.userId, purchase.createdAt);
  return decideRefundEligibility(
    purchase,
    { reportsUsed, referrerRewardUsed: await referrerRewardUsed(db, purchase.id) },
    now,
  );
}
