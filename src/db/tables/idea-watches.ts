import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WATCH_CADENCES, WATCH_PAUSE_REASONS, WATCH_STATUSES } from "../../contract/watch.ts";
import { analyses } from "./analyses.ts";
import { users } from "./auth.ts";

/**
 * An idea the founder asked us to re-run on a schedule (issue 26, ADR 0026). `next_run_at` is the
 * one source of truth for when the next run is due: the scheduler claims a period by moving it
 * on in the same transaction that stores the run, so a period is run once whatever the number
 * of processes. Stopping a watch deletes the row; its runs stay in history.
 */
export const ideaWatches = pgTable(
  "idea_watches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The report the founder started watching from: its page shows the watch. */
    startedFromAnalysisId: uuid("started_from_analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    /** The run the next one repeats and is compared with: the latest watched run that finished. */
    analysisId: uuid("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    ideaText: text("idea_text").notNull(),
    cadence: text("cadence", { enum: WATCH_CADENCES }).notNull(),
    status: text("status", { enum: WATCH_STATUSES }).notNull().default("active"),
    pausedReason: text("paused_reason", { enum: WATCH_PAUSE_REASONS }),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("idea_watches_user_idx").on(table.userId, table.createdAt),
    // One watch per idea a founder started from a report: watching it again changes that one.
    uniqueIndex("idea_watches_started_from_unique").on(table.startedFromAnalysisId),
    index("idea_watches_due_idx")
      .on(table.nextRunAt)
      .where(sql`status = 'active'`),
  ],
);
