import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { ReferralOverview } from "../../../contract/billing.ts";
import { PRICING } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { userReferrals } from "../../../db/tables/referrals.ts";
import { ensureReferralCode } from "./ensure-referral-code.ts";

/**
 * The referral page: code, link and counts. Friends who joined are recorded at sign-up on the
 * users row (referred_by_user_id); they are copied into user_referrals here, so that table
 * holds every referral link and the counts are read from one place.
 */
export async function getReferralOverview(
  db: Database,
  input: { userId: string; appUrl: string },
): Promise<ReferralOverview> {
  const code = await ensureReferralCode(db, input.userId);
  await db.execute(sql`
    insert into user_referrals (referrer_id, referred_user_id, joined_at)
    select u.referred_by_user_id, u.id, u.created_at
    from users u join users r on r.id = u.referred_by_user_id
    where u.referred_by_user_id = ${input.userId} and u.id <> ${input.userId} and u.created_at >= r.created_at
    on conflict (referred_user_id) do nothing`);
  const [joined] = await db
    .select({ n: count() })
    .from(userReferrals)
    .where(eq(userReferrals.referrerId, input.userId));
  const [bought] = await db
    .select({ n: count() })
    .from(userReferrals)
    .where(and(eq(userReferrals.referrerId, input.userId), isNotNull(userReferrals.rewardedAt)));
  const friendsPurchased = bought?.n ?? 0;
  return {
    code,
    link: `${input.appUrl}/auth?ref=${encodeURIComponent(code)}`,
    friendsJoined: joined?.n ?? 0,
    friendsPurchased,
    reportsEarned: friendsPurchased * PRICING.referralRewardReports,
  };
}
