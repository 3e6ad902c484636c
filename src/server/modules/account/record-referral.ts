import { and, isNull, ne, sql } from "drizzle-orm";
import { REFERRAL_CODE_PREFIX, referralCodeSchema } from "../../../contract/auth.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema.ts";

/**
 * Records who referred a new user. The code is resolved by its rule (the referrer's id
 * prefix), so it works before the referral_codes table exists. An unknown, ambiguous or
 * self-referring code is ignored: a bad link must never fail a sign-up.
 */
export async function recordReferral(
  db: Database,
  input: { userId: string; code: string | undefined },
): Promise<string | null> {
  const parsed = referralCodeSchema.safeParse(input.code);
  if (!parsed.success) return null;
  const prefix = parsed.data.slice(REFERRAL_CODE_PREFIX.length).toLowerCase();
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`left(${users.id}, 8) = ${prefix}`,
        isNull(users.deletedAt),
        ne(users.id, input.userId),
      ),
    )
    .limit(2);
  if (candidates.length !== 1) return null;
  const referrerId = candidates[0]!.id;
  await db
    .update(users)
    .set({ referredByUserId: referrerId })
    .where(and(sql`${users.id} = ${input.userId}`, isNull(users.referredByUserId)));
  return referrerId;
}
