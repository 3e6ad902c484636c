import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { creditGrants, creditSpends } from "../../../db/tables/credits.ts";
import { lockUserLedger, type Transaction } from "./lock-user-ledger.ts";
import { syncUserCredits } from "./sync-user-credits.ts";

export interface CreditSettlement {
  analysisId: string;
  outcome: "consumed" | "released";
  now: Date;
}

/**
 * Settles the report reserved for an analysis: a successful analysis consumes it, a failed one
 * gives it back to its grant. Settling twice, or settling a settled spend, changes nothing.
 */
export async function settleCredit(db: Database, input: CreditSettlement): Promise<void> {
  await db.transaction((tx) => settleCreditInTransaction(tx, input));
}

/**
 * The same, inside the caller's transaction, so the analysis's final status and its settlement
 * commit together: a crash between the two can no longer leave a report reserved for ever.
 * Takes the user's ledger lock (callers that also update the analysis take it first: the lock
 * is re-entrant, and one order everywhere avoids deadlocks).
 */
export async function settleCreditInTransaction(
  tx: Transaction,
  input: CreditSettlement,
): Promise<void> {
  const [spend] = await tx
    .select()
    .from(creditSpends)
    .where(eq(creditSpends.analysisId, input.analysisId))
    .limit(1);
  if (!spend) return;
  await lockUserLedger(tx, spend.userId);
  const updated = await tx
    .update(creditSpends)
    .set({ status: input.outcome, settledAt: input.now })
    .where(and(eq(creditSpends.id, spend.id), eq(creditSpends.status, "reserved")))
    .returning({ id: creditSpends.id });
  if (updated.length === 0) return;
  if (input.outcome === "released") {
    await tx
      .update(creditGrants)
      .set({ remaining: sql`least(${creditGrants.remaining} + 1, ${creditGrants.amount})` })
      .where(eq(creditGrants.id, spend.grantId));
  }
  await syncUserCredits(tx, spend.userId, input.now);
}
