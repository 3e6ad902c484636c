import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { IntegrityFigures } from "../../contract/integrity.ts";

/**
 * The public integrity figures as the daily job computed them (ADR 0028): the page reads the
 * latest row, so a visit costs one small read however many reports there are.
 */
export const integritySnapshots = pgTable(
  "integrity_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    figures: jsonb("figures").$type<IntegrityFigures>().notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("integrity_snapshots_computed_idx").on(table.computedAt)],
);
