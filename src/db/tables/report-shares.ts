import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { analyses } from "./analyses.ts";
import { users } from "./auth.ts";

/**
 * Read-only links to one report (issue 15). The token is the capability: 32 random bytes,
 * unguessable, looked up by its SHA-256 so a leaked table or log line cannot be turned into a
 * working link; the owner copies the link again from `token_cipher`, which only this server
 * can decrypt. Revoking sets `revoked_at`; the row stays so the owner's history of links is kept.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    analysisId: uuid("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenCipher: text("token_cipher").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("report_shares_token_hash_unique").on(table.tokenHash),
    index("report_shares_user_idx").on(table.userId, table.createdAt),
    // One live link per report: opening Share twice, even at once, gives the same link.
    uniqueIndex("report_shares_active_unique")
      .on(table.analysisId)
      .where(sql`revoked_at is null`),
  ],
);
