import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters shared by every app process: better-auth's flood limits (its "rateLimit"
 * model, storage "database") and the app's own per-user and per-address limits, under
 * disjoint key prefixes. `lastRequest` is epoch milliseconds: for better-auth's keys
 * (`<address>|<path>`) the time of the last request, as it stores it; for ours (`app:...`) the
 * end of the current fixed window (see modules/rate-limits/count-request.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    key: text("key").notNull().unique(),
    count: integer("count").notNull(),
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
  },
  (table) => [index("rate_limits_last_request_idx").on(table.lastRequest)],
);

/**
 * Which months an e-mail address has already had its free report, kept beyond the account's
 * deletion so deleting and signing up again does not mint another. Only a keyed hash of the
 * normalised address is stored: the person asked for their account to be erased.
 */
export const freeReportClaims = pgTable(
  "free_report_claims",
  {
    emailHash: text("email_hash").notNull(),
    /** The UTC month ("2026-11"), as credit_grants.period. */
    period: text("period").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.emailHash, table.period] })],
);
