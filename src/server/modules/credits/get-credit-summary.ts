import { and, eq, sql } from "drizzle-orm";
import { EXPIRY_WARNING_DAYS, type CreditSummary } from "../../../contract/credits.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/tables/auth.ts";
import { creditGrants } from "../../../db/tables/credits.ts";
import { monthPeriod, startOfNextMonthUtc } from "./credit-calendar.ts";
import { ensureMonthlyGrant, type MonthlyGrantState } from "./ensure-monthly-grant.ts";
import { lockUserLedger } from "./lock-user-ledger.ts";
import { readBalance, syncUserCredits, type CreditBalance } from "./sync-user-credits.ts";

/**
 * The balance when nothing needs writing: this month's free report is already granted and the
 * user's row already matches the ledger. Every dashboard view reads the credits card, so the
 * common case takes no lock and writes nothing. Null when a write is due.
 */
async function readSettledBalance(
  db: Database,
  userId: string,
  now: Date,
): Promise<CreditBalance | null> {
  const [user] = await db
    .select({
      creditsRemaining: users.creditsRemaining,
      creditsExpireAt: users.creditsExpireAt,
      granted: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(creditGrants)
        .where(
          and(
            eq(creditGrants.userId, userId),
            eq(creditGrants.kind, "free_monthly"),
            eq(creditGrants.period, monthPeriod(now)),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.granted) return null;
  const balance = await readBalance(db, userId, now);
  const inStep =
    user.creditsRemaining === balance.remaining &&
    (user.creditsExpireAt?.getTime() ?? null) === (balance.expiresAt?.getTime() ?? null);
  return inStep ? balance : null;
}

/** What the credits card shows. Reading it also grants this month's free report if due. */
export async function getCreditSummary(
  db: Database,
  userId: string,
  now: Date,
): Promise<CreditSummary> {
  let freeReport: MonthlyGrantState = "granted";
  const balance =
    (await readSettledBalance(db, userId, now)) ??
    (await db.transaction(async (tx) => {
      await lockUserLedger(tx, userId);
      freeReport = await ensureMonthlyGrant(tx, userId, now);
      return syncUserCredits(tx, userId, now);
    }));
  return {
    remaining: balance.remaining,
    expiresAt: balance.expiresAt?.toISOString() ?? null,
    paidExpiresAt: balance.paidExpiresAt?.toISOString() ?? null,
    freeReportResetsOn: startOfNextMonthUtc(now).toISOString(),
    plan: balance.paidRemaining > 0 ? "professional" : "free",
    // The free report always ends with its month and comes back on the 1st: warning about it
    // all month long would be noise, so only paid and earned reports raise the warning.
    expiringSoon:
      balance.paidExpiresAt !== null &&
      balance.paidExpiresAt.getTime() - now.getTime() < EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000,
    freeReportBlocked: freeReport === "granted" ? null : freeReport,
  };
}
