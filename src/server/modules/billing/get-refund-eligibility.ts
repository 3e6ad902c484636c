import { and, eq, gte, ne, sql } from "drizzle-orm";
import { PRICING } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { PurchaseStatus } from "../../../db/tables/billing.ts";
import { creditGrants, creditSpends } from "../../../db/tables/credits.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";
import {
  REFUND_ALREADY_DONE_MESSAGE,
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
export async function countReportsUsedSince(db: Database | Transaction, userId: string, since: Date): Promise<number> {
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

/** Full refund within 7 days of purchase or until 2 of its reports are used, whichever first. */
export function decideRefundEligibility(
  purchase: { status: PurchaseStatus; createdAt: Date },
  reportsUsed: number,
  now: Date,
): RefundEligibility {
  if (purchase.status === "refunded") return { eligible: false, reason: REFUND_ALREADY_DONE_MESSAGE };
  const closesAt = new Date(purchase.createdAt.getTime() + PRICING.refundWindowDays * DAY_MS);
  if (now.getTime() >= closesAt.getTime()) return { eligible: false, reason: REFUND_WINDOW_CLOSED_MESSAGE };
  if (reportsUsed >= PRICING.refundMaxReportsUsed) return { eligible: false, reason: REFUND_REPORTS_USED_MESSAGE };
  return { eligible: true, closesAt: closesAt.toISOString(), reportsUsed };
}

export async function getRefundEligibility(
  db: Database | Transaction,
  purchase: { userId: string; status: PurchaseStatus; createdAt: Date },
  now: Date,
): Promise<RefundEligibility> {
  if (purchase.status === "refunded") return decideRefundEligibility(purchase, 0, now);
  const used = await countReportsUsedSince(db, purchase.userId, purchase.createdAt);
  return decideRefundEligibility(purchase, used, now);
}
