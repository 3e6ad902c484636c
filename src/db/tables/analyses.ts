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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { ideaWatches } from "./idea-watches.ts";
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
    /** The watch that ran this analysis on its schedule (ADR 0026); null for a founder's own run. */
    watchId: uuid("watch_id").references((): AnyPgColumn => ideaWatches.id, {
      onDelete: "set null",
    }),
    /** When the watch's run was due: a watch runs once per period, held by a unique index. */
    watchDueAt: timestamp("watch_due_at", { withTimezone: true }),
    /**
     * Set when the watch's e-mail about this run was sent, or found needless (nothing changed,
     * the run failed): claimed before sending so no two processes mail the same run.
     */
    watchMailedAt: timestamp("watch_mailed_at", { withTimezone: true }),
    /**
     * What History lists of a report, kept by the database beside it on every write (old rows
     * filled by the migration that added them): listing a page then reads no report. Null when
     * the results hold no competitor list, or no verdict in the contract's shape.
     */
    competitorCount: integer("competitor_count").generatedAlwaysAs(
      sql`case when jsonb_typeof(results -> 'competitors') = 'array' then jsonb_array_length(results -> 'competitors') end`,
    ),
    verdictScore: integer("verdict_score").generatedAlwaysAs(
      sql`case when jsonb_typeof(results -> 'verdict' -> 'score') = 'number' then round((results -> 'verdict' ->> 'score')::numeric)::integer end`,
    ),
    verdictConfidence: text("verdict_confidence").generatedAlwaysAs(
      sql`results -> 'verdict' ->> 'confidence'`,
    ),
  },
  (table) => [
    index("analyses_user_created_idx").on(table.userId, table.createdAt),
    index("analyses_previous_idx").on(table.previousAnalysisId),
    uniqueIndex("analyses_watch_period_unique").on(table.watchId, table.watchDueAt),
    index("analyses_watch_unmailed_idx")
      .on(table.finishedAt)
      .where(sql`watch_id is not null and watch_mailed_at is null`),
  ],
);
