import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Serialises ledger changes for one user until the transaction ends, on PostgreSQL and PGlite
 * alike, so two requests can never both take the last report.
 */
export async function lockUserLedger(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`);
}
