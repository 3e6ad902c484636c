import { EXPIRY_WARNING_DAYS, type CreditSummary } from "../../../contract/credits.ts";
import type { Database } from "../../../db/client.ts";
import { startOfNextMonthUtc } from "./credit-calendar.ts";
import { ensureMonthlyGrant } from "./ensure-monthly-grant.ts";
import { lockUserLedger } from "./lock-user-ledger.ts";
import { syncUserCredits } from "./sync-user-credits.ts";

/** What the credits card shows. Reading it also grants this month's free report if due. */
export async function getCreditSummary(db: Database, userId: string, now: Date): Promise<CreditSummary> {
  const balance = await db.transaction(async (tx) => {
    await lockUserLedger(tx, userId);
    await ensureMonthlyGrant(tx, userId, now);
    return syncUserCredits(tx, userId, now);
  });
  return {
    remaining: balance.remaining,
    expiresAt: balance.expiresAt?.toISOString() ?? null,
    paidExpiresAt: balance.paidExpiresAt?.toISOString() ?? null,
    freeReportResetsOn: startOfNextMonthUtc(now).toISOString(),
    plan: balance.paidRemaining > 0 ? "professional" : "free",
    // The free report always ends with its month and comes back on the 1st: warning about it
    // all month long would be noise, so only paid and earned reports raise the warning.
    expiringSoon:
      balance.paidExpiresAt !== null && balance.paidExpiresAt.getTime() - now.getTime() < EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000,
  };
}
