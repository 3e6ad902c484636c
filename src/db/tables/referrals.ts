import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** Spec section 3: a user's referral code, created on their first visit to /referral. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("referral_codes_code_unique").on(table.code)],
);

/**
 * One friend who joined through a referral link (users.referred_by_user_id is the sign-up
 * record; this row tracks the reward). rewarded_at is set once, in the transaction that
 * records the friend's first purchase, so each friend earns both sides their reports once.
 */
export const userReferrals = pgTable(
  "user_referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    firstPurchaseAt: timestamp("first_purchase_at", { withTimezone: true }),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    /** The purchase that earned the reward: refunding it takes the reward back. */
    purchaseId: uuid("purchase_id"),
  },
  (table) => [
    uniqueIndex("user_referrals_referred_unique").on(table.referredUserId),
    index("user_referrals_referrer_idx").on(table.referrerId),
    check("user_referrals_not_self", sql`${table.referrerId} <> ${table.referredUserId}`),
  ],
);
