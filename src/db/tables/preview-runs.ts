import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Free previews run by visitors, to allow one per client per hour across every app process.
 * The client is kept only as a keyed hash of its IP address, never the address itself.
 */
export const previewRuns = pgTable(
  "preview_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("preview_runs_client_idx").on(table.clientKey, table.createdAt)],
);
