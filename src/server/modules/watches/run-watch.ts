import { and, eq } from "drizzle-orm";
import { nextRunAfter, type WatchCadence } from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { AppError } from "../../app-error.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { Logger } from "../../logger.ts";
import { ANALYSIS_QUEUE } from "../analyses/analysis-queue.ts";
import { reserveCredit } from "../credits/reserve-credit.ts";
import type { WatchRunJob } from "./watch-queues.ts";

/** Why a report could not be taken: each means "no report to spend", and pauses the watch. */
const NO_REPORT_CODES = new Set(["insufficient_credits", "credits_expired", "email_not_verified"]);

export type WatchRunOutcome =
  | { kind: "started"; analysisId: string }
  | { kind: "paused"; userId: string; watchId: string; idea: string; cadence: WatchCadence }
  | { kind: "skipped" };

/** The first due time after `now`: periods missed while nothing ran collapse into this one run. */
function followingRun(dueAt: Date, cadence: WatchCadence, now: Date): Date {
  let next = nextRunAfter(dueAt, cadence);
  while (next <= now) next = nextRunAfter(next, cadence);
  return next;
}

/**
 * Runs one watch for one period. The watch row is locked and its period claimed (next_run_at
 * moved on) in the transaction that stores the analysis and reserves its report, so the period
 * is run exactly once: a second job for it, from any process, finds next_run_at moved and does
 * nothing, and the unique (watch, due time) index holds even if that check were wrong. With no
 * report left, nothing runs and the watch pauses (the caller mails the founder).
 */
export async function runWatch(
  deps: { db: Database; queue: Pick<JobQueue, "send">; log: Logger },
  job: WatchRunJob,
  now: Date,
): Promise<WatchRunOutcome> {
  const dueAt = new Date(job.dueAt);
  let outcome: WatchRunOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [watch] = await tx
        .select()
        .from(ideaWatches)
        .where(eq(ideaWatches.id, job.watchId))
        .for("update")
        .limit(1);
      if (!watch || watch.status !== "active" || watch.nextRunAt.getTime() !== dueAt.getTime())
        return { kind: "skipped" } as const;
      const [row] = await tx
        .insert(analyses)
        .values({
          userId: watch.userId,
          ideaText: watch.ideaText,
          createdAt: now,
          previousAnalysisId: watch.analysisId,
          watchId: watch.id,
          watchDueAt: dueAt,
        })
        .returning({ id: analyses.id });
      await reserveCredit(tx, { userId: watch.userId, analysisId: row!.id, now });
      await tx
        .update(ideaWatches)
        .set({ nextRunAt: followingRun(dueAt, watch.cadence, now), lastRunAt: now })
        .where(eq(ideaWatches.id, watch.id));
      return { kind: "started", analysisId: row!.id } as const;
    });
  } catch (error) {
    if (!(error instanceof AppError) || !NO_REPORT_CODES.has(error.code)) throw error;
    outcome = await pauseForNoReports(deps.db, dueAt, job.watchId);
  }
  if (outcome.kind === "started") {
    // A failed send leaves the analysis queued: the recovery sweep sends it again.
    await deps.queue
      .send(ANALYSIS_QUEUE, { analysisId: outcome.analysisId })
      .catch((error: unknown) =>
        deps.log.warn({ err: error, analysisId: outcome.analysisId }, "watched run not queued yet"),
      );
  }
  return outcome;
}

/** Pauses the watch, unless another process already handled this period. */
async function pauseForNoReports(
  db: Database,
  dueAt: Date,
  watchId: string,
): Promise<WatchRunOutcome> {
  const [paused] = await db
    .update(ideaWatches)
    .set({ status: "paused", pausedReason: "no_reports" })
    .where(
      and(
        eq(ideaWatches.id, watchId),
        eq(ideaWatches.status, "active"),
        eq(ideaWatches.nextRunAt, dueAt),
      ),
    )
    .returning({
      userId: ideaWatches.userId,
      idea: ideaWatches.ideaText,
      cadence: ideaWatches.cadence,
    });
  return paused ? { kind: "paused", watchId, ...paused } : { kind: "skipped" };
}
