import { and, eq } from "drizzle-orm";
import { users } from "../../../db/tables/auth.ts";
import { freeReportClaims } from "../../../db/tables/abuse-guards.ts";
import { creditGrants } from "../../../db/tables/credits.ts";
import { monthPeriod, startOfNextMonthUtc } from "./credit-calendar.ts";
import { emailClaimHash } from "./email-claim-hash.ts";
import type { Transaction } from "./lock-user-ledger.ts";

/**
 * Whether this month's free report is the user's: "granted" (now or earlier), "verify_email"
 * (an address nobody has confirmed gets none, or every throwaway sign-up would be a free
 * report), or "already_used" (the same mailbox had it this month, under an account since
 * deleted or another spelling of the address).
 */
export type MonthlyGrantState = "granted" | "verify_email" | "already_used";

/**
 * Grants this month's free report the first time the ledger is touched in the month, so no
 * scheduled job is needed. Call it under the user's ledger lock. The unique (user, period)
 * index makes a second grant impossible; the claim on the mailbox outlives the account.
 */
export async function ensureMonthlyGrant(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<MonthlyGrantState> {
  const period = monthPeriod(now);
  const [existing] = await tx
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        eq(creditGrants.kind, "free_monthly"),
        eq(creditGrants.period, period),
      ),
    )
    .limit(1);
  if (existing) return "granted";
  const [user] = await tx
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.emailVerified) return "verify_email";
  const claimed = await tx
    .insert(freeReportClaims)
    .values({ emailHash: emailClaimHash(user.email), period })
    .onConflictDoNothing()
    .returning({ period: freeReportClaims.period });
  if (claimed.length === 0) return "already_used";
  await tx
    .insert(creditGrants)
    .values({
      userId,
      kind: "free_monthly",
      amount: 1,
      remaining: 1,
      expiresAt: startOfNextMonthUtc(now),
      period,
    })
    .onConflictDoNothing();
  return "granted";
}
