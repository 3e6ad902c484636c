import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  INTEGRITY_CHECK_KINDS,
  LINK_RECHECK_OUTCOMES,
  QUOTE_RECHECK_OUTCOMES,
} from "../../contract/integrity.ts";
import { analyses } from "./analyses.ts";

/**
 * One re-check of something a finished report shows (issue 27, ADR 0028): a quote read again at
 * its source by its evidence id, or a competitor link fetched again. Only the identity and the
 * outcome are kept, never the text: the public figures are counts of these rows.
 */
export const integrityChecks = pgTable(
  "integrity_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    analysisId: uuid("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INTEGRITY_CHECK_KINDS }).notNull(),
    /** The quote's evidence id ("reddit:t1_abc"), or the link's URL. */
    target: text("target").notNull(),
    platform: text("platform").notNull(),
    outcome: text("outcome", {
      enum: [...new Set([...QUOTE_RECHECK_OUTCOMES, ...LINK_RECHECK_OUTCOMES])] as [
        string,
        ...string[],
      ],
    }).notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("integrity_checks_analysis_idx").on(table.analysisId, table.target, table.checkedAt),
    index("integrity_checks_checked_idx").on(table.checkedAt),
  ],
);
