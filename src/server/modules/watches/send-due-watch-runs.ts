import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { WATCH_RUN_QUEUE, watchRunKey, type WatchRunJob } from "./watch-queues.ts";

/** A tick hands out at most this many runs; the rest wait a minute for the next tick. */
const RUNS_PER_TICK = 50;

/**
 * Sends a run job for every active watch whose run is due. Sending twice is harmless (the
 * singleton key, then the run's own claim), so the tick changes nothing: a watch is due until
 * its run has been stored, and a tick that dies half-way loses nothing.
 */
export async function sendDueWatchRuns(
  deps: { db: Database; queue: Pick<JobQueue, "send"> },
  now: Date,
): Promise<WatchRunJob[]> {
  const due = await deps.db
    .select({ id: ideaWatches.id, nextRunAt: ideaWatches.nextRunAt })
    .from(ideaWatches)
    .where(and(eq(ideaWatches.status, "active"), lte(ideaWatches.nextRunAt, now)))
    .orderBy(asc(ideaWatches.nextRunAt))
    .limit(RUNS_PER_TICK);
  const jobs = due.map((watch) => ({
    watchId: watch.id,
    dueAt: watch.nextRunAt.toISOString(),
  }));
  for (const job of jobs)
    await deps.queue.send(WATCH_RUN_QUEUE, job, { singletonKey: watchRunKey(job) });
  return jobs;
}
