import type { Database } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import {
  INTEGRITY_RECHECK_CRON,
  INTEGRITY_RECHECK_QUEUE,
} from "../modules/integrity/integrity-queue.ts";
import {
  runIntegrityRecheck,
  type IntegrityRecheckers,
} from "../modules/integrity/recheck-sample.ts";
import type { JobQueue } from "./job-queue.ts";

/**
 * The daily re-check on pg-boss's cron, as the watch tick is scheduled (ADR 0028): one job a day
 * across all processes. `runNow` sends one at once (tests, the benchmark, an operator).
 */
export async function startIntegrityScheduler(deps: {
  db: Database;
  queue: JobQueue;
  recheckers: IntegrityRecheckers;
  logger: Logger;
}): Promise<{ runNow(): Promise<void> }> {
  const log = deps.logger.child({ component: "integrity-recheck" });
  await deps.queue.work(INTEGRITY_RECHECK_QUEUE, async () => {
    const summary = await runIntegrityRecheck({
      db: deps.db,
      recheckers: deps.recheckers,
      now: () => new Date(),
    });
    log.info(summary, "integrity re-check finished");
  });
  await deps.queue.schedule(INTEGRITY_RECHECK_QUEUE, INTEGRITY_RECHECK_CRON, {});
  return {
    runNow: async () => {
      await deps.queue.send(INTEGRITY_RECHECK_QUEUE, {}, { singletonKey: "on-demand" });
    },
  };
}
