import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { ANALYSIS_QUEUE } from "../modules/analyses/analysis-queue.ts";
import {
  recoverStalledAnalyses,
  settleFinishedAnalyses,
} from "../modules/analyses/recover-stalled-analyses.ts";
import type { ResearchEngine } from "../modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../modules/analyses/run-analysis-job.ts";
import { purgeExpiredVerifications } from "../modules/account/purge-expired-verifications.ts";
import { purgeExpiredSourceCache } from "../modules/source-cache/create-database-source-cache.ts";
import { WATCH_QUEUES } from "../modules/watches/watch-queues.ts";
import { INTEGRITY_RECHECK_QUEUE } from "../modules/integrity/integrity-queue.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";

export interface AnalysisWorker {
  queue: JobQueue;
  stop(): Promise<void>;
}

/**
 * Short, so a restarted process resumes its interrupted analyses within seconds; the sweep is
 * one query that finds nothing when all is well.
 */
const RECOVERY_INTERVAL_MS = 5_000;

/**
 * Starts the job queue and this process's analysis worker. Every app process runs one; on
 * PostgreSQL they share the queue. Also sweeps: analyses whose worker died are resumed (or, when
 * too old, failed with their report given back), and reports left reserved by finished analyses
 * are settled.
 */
export async function startAnalysisWorker(deps: {
  database: DatabaseHandle;
  engine: ResearchEngine;
  logger: Logger;
  pollingIntervalSeconds?: number;
  /** How often interrupted analyses are looked for. */
  recoveryIntervalMs?: number;
  /** How often the ledger and the source cache are tidied. */
  sweepIntervalMs?: number;
  /** Called when an analysis this process ran has finished (the watch mails its change). */
  onAnalysisFinished?: () => void;
}): Promise<AnalysisWorker> {
  const { database, logger } = deps;
  const startedAt = new Date();
  const log = logger.child({ component: "analysis-worker" });
  // The watch and integrity schedulers' queues are created here too: one pg-boss per process.
  const queue = await createJobQueue(
    database,
    log,
    [ANALYSIS_QUEUE, ...WATCH_QUEUES, INTEGRITY_RECHECK_QUEUE],
    {
      pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 0.5,
    },
  );
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();

  await queue.work(ANALYSIS_QUEUE, async (data) => {
    const { analysisId } = data;
    const job = (async () => {
      const outcome = await runAnalysisJob(
        { db: database.db, engine: deps.engine, log, signal: shutdown.signal },
        analysisId,
      );
      // Stopping hands the run to the next worker (here after a restart, or another process).
      if (outcome === "interrupted") await queue.send(ANALYSIS_QUEUE, data);
      else if (outcome !== "skipped") deps.onAnalysisFinished?.();
    })();
    running.add(job);
    try {
      await job;
    } finally {
      running.delete(job);
    }
  });

  // The embedded database belongs to this process alone: a run it did not start is an orphan.
  const workersGoneBefore = database.kind === "pglite" ? startedAt : undefined;
  let recovering = false;
  const recover = async () => {
    if (recovering || shutdown.signal.aborted) return;
    recovering = true;
    try {
      await recoverStalledAnalyses(
        { db: database.db, queue, log },
        { now: new Date(), workersGoneBefore },
      );
    } catch (error) {
      log.warn({ err: error }, "looking for interrupted analyses failed");
    } finally {
      recovering = false;
    }
  };
  const tidy = async () => {
    try {
      await settleFinishedAnalyses({ db: database.db, log }, new Date());
      await purgeExpiredSourceCache(database.db, new Date());
      await purgeExpiredVerifications(database.db, new Date());
    } catch (error) {
      log.warn({ err: error }, "ledger, cache and verification sweep failed");
    }
  };
  void recover().then(tidy);
  const recoveryTimer = setInterval(
    () => void recover(),
    deps.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS,
  );
  const tidyTimer = setInterval(() => void tidy(), deps.sweepIntervalMs ?? 30_000);
  recoveryTimer.unref();
  tidyTimer.unref();

  return {
    queue,
    async stop() {
      clearInterval(recoveryTimer);
      clearInterval(tidyTimer);
      // Analyses in flight are queued again and their jobs re-sent before the queue stops.
      shutdown.abort(new Error("shutting down"));
      await Promise.allSettled(running);
      await queue.stop();
    },
  };
}
