import { z } from "zod";
import type { QueueDefinition } from "../../jobs/job-queue.ts";

/**
 * The minute's look for watches that are due. pg-boss's cron sends one job per minute whatever
 * the number of app processes; "stately" keeps at most one waiting and one running.
 */
export const WATCH_TICK_QUEUE: QueueDefinition<Record<string, never>> = {
  name: "watch-tick",
  expireInSeconds: 120,
  retryLimit: 0,
  policy: "stately",
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
};

/** Every minute, on the minute (UTC). */
export const WATCH_TICK_CRON = "* * * * *";

const watchRunSchema = z.object({ watchId: z.guid(), dueAt: z.iso.datetime() });
export type WatchRunJob = z.infer<typeof watchRunSchema>;

/**
 * One watch's run for one period, sent with the singleton key `<watch>:<due time>` so a period
 * has at most one job waiting or running; the run itself claims the period in the database, so
 * a job delivered twice (after a crash) starts nothing the second time.
 */
export const WATCH_RUN_QUEUE: QueueDefinition<WatchRunJob> = {
  name: "watch-run",
  expireInSeconds: 120,
  retryLimit: 3,
  policy: "stately",
  payload: watchRunSchema,
};

export function watchRunKey(job: WatchRunJob): string {
  return `${job.watchId}:${job.dueAt}`;
}

export const WATCH_QUEUES = [WATCH_TICK_QUEUE, WATCH_RUN_QUEUE];
