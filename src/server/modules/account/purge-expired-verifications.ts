import { lt } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { verifications } from "../../../db/tables/auth.ts";

/**
 * Deletes better-auth's verification rows past their expiry. better-auth drops a row when it is
 * redeemed, but a DPoP proof's one-use reservation (one per assistant call, ADR 0019) is never
 * redeemed, and abandoned links and challenges are never read again: without this the table
 * grows with every call. An expired row can no longer be redeemed or guard a replay (a proof
 * that old is refused for its age), so nothing depends on it.
 */
export async function purgeExpiredVerifications(db: Database, now: Date): Promise<void> {
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
}
