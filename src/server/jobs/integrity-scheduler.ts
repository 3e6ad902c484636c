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
import {
  publishIntegrityFigures,
  readPublishedFigures,
} from "../modules/integrity/read-integrity-figures.ts";

/** Published figures older than this are published again when a process starts. */
const PUBLISHED_FIGURES_MAX_AGE_MS = 24 * 60 * 60 * 1000;

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
    await publishIntegrityFigures(deps.db, new Date());
    log.info(summary, "integrity re-check finished, figures published");
  });
  await deps.queue.schedule(INTEGRITY_RECHECK_QUEUE, INTEGRITY_RECHECK_CRON, {});
  // A new install, or one whose job has not run for a day, shows the reports it has without
  // waiting for the night: the figures need no source, only the database.
  const { computedAt } = await readPublishedFigures(deps.db);
  if (!computedAt || Date.now() - computedAt.valueOf() > PUBLISHED_FIGURES_MAX_AGE_MS)
    await publishIntegrityFigures(deps.db, new Date()).catch((error: unknown) =>
      log.error({ err: error }, "integrity figures not published at start-up"),
    );
  return {
    runNow: async () => {
      await deps.queue.send(INTEGRITY_RECHECK_QUEUE, {}, { singletonKey: "on-demand" });
    },
  };
}
