import { creditGrants } from "../../../db/tables/credits.ts";
import { monthPeriod, startOfNextMonthUtc } from "./credit-calendar.ts";
import type { Transaction } from "./lock-user-ledger.ts";

/**
 * Grants this month's free report the first time the ledger is touched in the month, so no
 * scheduled job is needed. The unique (user, period) index makes a second call a no-op.
 */
export async function ensureMonthlyGrant(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx
    .insert(creditGrants)
    .values({
      userId,
      kind: "free_monthly",
      amount: 1,
      remaining: 1,
      expiresAt: startOfNextMonthUtc(now),
      period: monthPeriod(now),
    })
    .onConflictDoNothing();
}
