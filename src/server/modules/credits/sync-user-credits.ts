import { and, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { creditGrants } from "../../../db/tables/credits.ts";
import type { Transaction } from "./lock-user-ledger.ts";

export interface CreditBalance {
  remaining: number;
  /** When the first of the remaining reports expires; null when none remain. */
  expiresAt: Date | null;
  /** Reports left from paid packs and referral rewards (the plan is Professional while > 0). */
  paidRemaining: number;
  /** When the first remaining paid or earned report expires; null when none remain. */
  paidExpiresAt: Date | null;
}

export async function readBalance(
  tx: Database | Transaction,
  userId: string,
  now: Date,
): Promise<CreditBalance> {
  const [row] = await tx
    .select({
      remaining: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int`,
      paidRemaining: sql<number>`coalesce(sum(${creditGrants.remaining}) filter (where ${creditGrants.kind} <> 'free_monthly'), 0)::int`,
      expiresAt: sql<
        string | null
      >`min(${creditGrants.expiresAt}) filter (where ${creditGrants.remaining} > 0)`,
      paidExpiresAt: sql<
        string | null
      >`min(${creditGrants.expiresAt}) filter (where ${creditGrants.remaining} > 0 and ${creditGrants.kind} <> 'free_monthly')`,
    })
    .from(creditGrants)
    .where(
      and(
        sql`${creditGrants.userId} = ${userId}`,
        gt(creditGrants.expiresAt, now),
        isNull(creditGrants.revokedAt),
      ),
    );
  return {
    remaining: row?.remaining ?? 0,
    paidRemaining: row?.paidRemaining ?? 0,
    expiresAt: row?.expiresAt ? new Date(row.expiresAt) : null,
    paidExpiresAt: row?.paidExpiresAt ? new Date(row.paidExpiresAt) : null,
  };
}

/** Keeps the spec's users.credits_remaining / credits_expire_at columns equal to the ledger. */
export async function syncUserCredits(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<CreditBalance> {
  const balance = await readBalance(tx, userId, now);
  await tx.execute(
    sql`update users set credits_remaining = ${balance.remaining}, credits_expire_at = ${balance.expiresAt?.toISOString() ?? null} where id = ${userId}`,
  );
  return balance;
}
