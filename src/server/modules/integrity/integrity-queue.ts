import { z } from "zod";
import type { QueueDefinition } from "../../jobs/job-queue.ts";

/**
 * The daily re-check of a rolling sample of quotes and links. pg-boss's cron sends one job a day
 * whatever the number of app processes; "stately" keeps at most one waiting and one running.
 */
export const INTEGRITY_RECHECK_QUEUE: QueueDefinition<Record<string, never>> = {
  name: "integrity-recheck",
  expireInSeconds: 15 * 60,
  retryLimit: 0,
  policy: "stately",
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
};

/** Every day at 04:17 UTC: off the hour, when the sources are quiet. */
export const INTEGRITY_RECHECK_CRON = "17 4 * * *";
