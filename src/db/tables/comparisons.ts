import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChatMessage } from "../../contract/chat.ts";
import { users } from "./auth.ts";

/**
 * 2–4 of one user's finished reports laid side by side (issue 26). Only the ids are kept: the
 * comparison is computed from the stored reports on every read, so it never goes stale. The row
 * exists so a comparison has an address, a share link and a chat.
 */
export const comparisons = pgTable(
  "comparisons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** In the order the founder picked them; each one the same user's analysis. */
    analysisIds: jsonb("analysis_ids").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("comparisons_user_idx").on(table.userId, table.createdAt)],
);

/** Read-only links to one comparison, kept as report_shares keeps a report's (ADR 0018). */
export const comparisonShares = pgTable(
  "comparison_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    comparisonId: uuid("comparison_id")
      .notNull()
      .references(() => comparisons.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenCipher: text("token_cipher").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("comparison_shares_token_hash_unique").on(table.tokenHash),
    uniqueIndex("comparison_shares_active_unique")
      .on(table.comparisonId)
      .where(sql`revoked_at is null`),
  ],
);

/** The chat about one comparison, kept as analysis_conversations keeps a report's. */
export const comparisonConversations = pgTable("comparison_conversations", {
  comparisonId: uuid("comparison_id")
    .primaryKey()
    .references(() => comparisons.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  messages: jsonb("messages").$type<ChatMessage[]>().notNull().default([]),
  messagesCount: integer("messages_count").notNull().default(0),
  inputTokens: integer("input_tokens").notNull().default(0),
  outputTokens: integer("output_tokens").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
