import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The credit ledger. A grant is a batch of reports with its own expiry (the free monthly report,
 * a paid pack, a referral reward); a spend takes one report from the grant that expires first.
 * users.credits_remaining and credits_expire_at are a cache of this ledger for the spec's reads.
 */
export const CREDIT_GRANT_KINDS = ["free_monthly", "pack", "referral", "adjustment"] as const;
export type CreditGrantKind = (typeof CREDIT_GRANT_KINDS)[number];

export const creditGrants = pgTable(
  "credit_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CREDIT_GRANT_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** For free_monthly: the UTC month it covers ("2026-11"); makes the lazy grant idempotent. */
    period: text("period"),
    /** What paid for or caused the grant: a purchase id, a referral id. */
    sourceRef: text("source_ref"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_grants_user_idx").on(table.userId, table.expiresAt),
    uniqueIndex("credit_grants_monthly_unique")
      .on(table.userId, table.period)
      .where(sql`kind = 'free_monthly'`),
    check(
      "credit_grants_remaining_range",
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.amount}`,
    ),
  ],
);

export const CREDIT_SPEND_STATUSES = ["reserved", "consumed", "released"] as const;
export type CreditSpendStatus = (typeof CREDIT_SPEND_STATUSES)[number];

export const creditSpends = pgTable(
  "credit_spends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: uuid("grant_id")
      .notNull()
      .references(() => creditGrants.id),
    analysisId: uuid("analysis_id").notNull(),
    status: text("status", { enum: CREDIT_SPEND_STATUSES }).notNull().default("reserved"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("credit_spends_analysis_unique").on(table.analysisId),
    index("credit_spends_user_idx").on(table.userId, table.createdAt),
  ],
);
