import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { ANALYSIS_STATUSES, type AnalysisProgress } from "../../contract/analysis.ts";
import type { Report } from "../../contract/report.ts";

type OlderResults = { readonly [key: string]: unknown };

/**
 * One idea analysed for one user. `progress` is the live state the page streams (stages,
 * per-source counts, competitors found so far); `results` is the validated report.
 */
export const analyses = pgTable(
  "analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaText: text("idea_text").notNull(),
    status: text("status", { enum: ANALYSIS_STATUSES }).notNull().default("queued"),
    /** Written only by the worker's progress reducer, in this one shape. */
    progress: jsonb("progress").$type<AnalysisProgress>(),
    /**
     * The engine's Report; rows saved before that schema hold an older object. Read only through
     * modules/analyses/read-stored-report.ts, which checks the one and normalises the other.
     */
    results: jsonb("results").$type<Report | OlderResults>(),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Touched while a worker runs it; a stale heartbeat means the worker died. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * The run this one repeats ("Run again"), of the same idea or an edited one: its report is
     * what "Since <date>" compares with. Kept when that run is deleted, as null.
     */
    previousAnalysisId: uuid("previous_analysis_id").references((): AnyPgColumn => analyses.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    index("analyses_user_created_idx").on(table.userId, table.createdAt),
    index("analyses_previous_idx").on(table.previousAnalysisId),
  ],
);
