import type { Database } from "../../../db/client.ts";
import { readBalance } from "./sync-user-credits.ts";

/**
 * Premium features (the Notion export) come with the Professional plan: paid or earned reports
 * held and not expired, as the credits card and the terms define it. A read, no lock.
 */
export async function hasPaidPlan(db: Database, userId: string, now: Date): Promise<boolean> {
  const balance = await readBalance(db, userId, now);
  return balance.paidRemaining > 0;
}
