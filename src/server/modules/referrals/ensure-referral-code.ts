import { eq } from "drizzle-orm";
import { referralCodeFor } from "../../../contract/auth.ts";
import type { Database } from "../../../db/client.ts";
import { referralCodes } from "../../../db/tables/referrals.ts";

/** The user's code, created on first use (spec section 4); the code is derived from the id. */
export async function ensureReferralCode(db: Database, userId: string): Promise<string> {
  await db
    .insert(referralCodes)
    .values({ userId, code: referralCodeFor(userId) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .limit(1);
  return row?.code ?? referralCodeFor(userId);
}
