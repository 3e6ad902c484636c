import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { creditGrants, creditSpends } from "../../../db/tables/credits.ts";
import {
  FREE_REPORT_ALREADY_USED_MESSAGE,
  FREE_REPORT_VERIFY_EMAIL_MESSAGE,
} from "../../../contract/credits.ts";
import { AppError } from "../../app-error.ts";
import { ensureMonthlyGrant } from "./ensure-monthly-grant.ts";
import { lockUserLedger, type Transaction } from "./lock-user-ledger.ts";
import { syncUserCredits } from "./sync-user-credits.ts";

export const NO_CREDITS_MESSAGE = "No credits remaining. Please purchase more.";
export const CREDITS_EXPIRED_MESSAGE = "Your credits have expired. Please purchase a new pack.";

/**
 * Takes one report for an analysis from the grant that expires first. Runs inside the caller's
 * transaction (which also inserts the analysis), under the user's ledger lock.
 */
export async function reserveCredit(
  tx: Transaction,
  input: { userId: string; analysisId: string; now: Date },
): Promise<{ spendId: string }> {
  const { userId, analysisId, now } = input;
  await lockUserLedger(tx, userId);
  const freeReport = await ensureMonthlyGrant(tx, userId, now);
  const [grant] = await tx
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        gt(creditGrants.remaining, 0),
        gt(creditGrants.expiresAt, now),
        isNull(creditGrants.revokedAt),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.createdAt))
    .limit(1);
  if (!grant) {
    const [expiredPaid] = await tx
      .select({ id: creditGrants.id })
      .from(creditGrants)
      .where(
        and(
          eq(creditGrants.userId, userId),
          sql`${creditGrants.kind} <> 'free_monthly'`,
          gt(creditGrants.remaining, 0),
          lte(creditGrants.expiresAt, now),
          isNull(creditGrants.revokedAt),
        ),
      )
      .limit(1);
    if (expiredPaid) throw new AppError("credits_expired", CREDITS_EXPIRED_MESSAGE);
    if (freeReport === "verify_email")
      throw new AppError("email_not_verified", FREE_REPORT_VERIFY_EMAIL_MESSAGE);
    if (freeReport === "already_used")
      throw new AppError("insufficient_credits", FREE_REPORT_ALREADY_USED_MESSAGE);
    throw new AppError("insufficient_credits", NO_CREDITS_MESSAGE);
  }
  await tx
    .update(creditGrants)
    .set({ remaining: sql`${creditGrants.remaining} - 1` })
    .where(eq(creditGrants.id, grant.id));
  const [spend] = await tx
    .insert(creditSpends)
    .values({ userId, grantId: grant.id, analysisId })
    .returning({ id: creditSpends.id });
  await syncUserCredits(tx, userId, now);
  return { spendId: spend!.id };
}
