import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Source responses cached by query (SOURCE_CACHE_TTL), shared by every app process. */
export const sourceCache = pgTable(
  "source_cache",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").$type<unknown>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("source_cache_expires_idx").on(table.expiresAt)],
);
