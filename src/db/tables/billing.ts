import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const PURCHASE_STATUSES = ["paid", "refunded"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * One paid Checkout Session: a pack of reports. The unique session id is what makes a
 * completed checkout grant its reports once, however often and however concurrently Stripe
 * delivers it; grant_id ties the purchase to the ledger batch a refund takes back.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** Minor units (cents), as Stripe reports them. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    credits: integer("credits").notNull(),
    /** The pack's expiry when bought; later purchases move the ledger's expiry further. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: PURCHASE_STATUSES }).notNull().default("paid"),
    grantId: uuid("grant_id"),
    receiptUrl: text("receipt_url"),
    stripeRefundId: text("stripe_refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("purchases_stripe_session_unique").on(table.stripeSessionId),
    index("purchases_payment_intent_idx").on(table.stripePaymentIntentId),
    index("purchases_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/** Stripe events already acted on: a replayed or concurrent duplicate delivery is a no-op. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
