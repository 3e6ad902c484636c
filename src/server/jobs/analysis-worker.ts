import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { ANALYSIS_QUEUE, STALLED_AFTER_MS, type AnalysisJobData } from "../modules/analyses/analysis-queue.ts";
import { recoverStalledAnalyses } from "../modules/analyses/recover-stalled-analyses.ts";
import type { ResearchEngine } from "../modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../modules/analyses/run-analysis-job.ts";
import { purgeExpiredSourceCache } from "../modules/source-cache/create-database-source-cache.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";

export interface AnalysisWorker {
  queue: JobQueue;
  stop(): Promise<void>;
}

/**
 * Starts the job queue and this process's analysis worker. Every app process runs one; on
 * PostgreSQL they share the queue. Also sweeps analyses whose worker died, so their credit
 * comes back even if the job is never picked up again.
 */
export async function startAnalysisWorker(deps: {
  database: DatabaseHandle;
  engine: ResearchEngine;
  logger: Logger;
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
}): Promise<AnalysisWorker> {
  const { database, logger } = deps;
  const log = logger.child({ component: "analysis-worker" });
  const queue = await createJobQueue(database, log, [ANALYSIS_QUEUE], { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 0.5 });
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();

  await queue.work(ANALYSIS_QUEUE.name, async (data) => {
    const { analysisId } = data as AnalysisJobData;
    const job = runAnalysisJob({ db: database.db, engine: deps.engine, log, signal: shutdown.signal }, analysisId);
    running.add(job);
    try {
      await job;
    } finally {
      running.delete(job);
    }
  });

  const sweep = async () => {
    try {
      await recoverStalledAnalyses(
        { db: database.db, log },
        { now: new Date(), runningStallMs: STALLED_AFTER_MS, queuedStallMs: 4 * STALLED_AFTER_MS },
      );
      await purgeExpiredSourceCache(database.db, new Date());
    } catch (error) {
      log.warn({ err: error }, "stalled-analysis sweep failed");
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), deps.sweepIntervalMs ?? 30_000);
  timer.unref();

  return {
    queue,
    async stop() {
      clearInterval(timer);
      // Analyses in flight stay "running": their job is redelivered and resumed after restart.
      shutdown.abort(new Error("shutting down"));
      await Promise.allSettled(running);
      await queue.stop();
    },
  };
}
