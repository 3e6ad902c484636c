import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { AnalysisProgress } from "../../../contract/analysis.ts";
import type { Report } from "../../../contract/report.ts";
import { emptyReportCause } from "../../../engine/index.ts";
import type { Logger } from "../../logger.ts";
import { settleCredit } from "../credits/settle-credit.ts";
import { FAILURE_FOR_EMPTY_REPORT, type AnalysisFailureReason } from "./failure-reasons.ts";
import { reduceProgress } from "./reduce-progress.ts";
import type { ResearchEngine } from "./research-engine.ts";

export interface RunAnalysisDeps {
  db: Database;
  engine: ResearchEngine;
  log: Logger;
  /** How often progress and the heartbeat are written while the engine runs. */
  flushIntervalMs?: number;
  signal?: AbortSignal;
}

/**
 * Runs one queued analysis. Safe to run again for the same id (a redelivered job after a
 * crash): a finished analysis is left alone; a running one starts over, and the engine's source
 * cache makes the second pass quick. Success consumes the reserved report; failure releases it.
 */
export async function runAnalysisJob(deps: RunAnalysisDeps, analysisId: string): Promise<void> {
  const { db, log } = deps;
  const startedAt = new Date();
  const [claimed] = await db
    .update(analyses)
    .set({ status: "running", startedAt, heartbeatAt: startedAt })
    .where(and(eq(analyses.id, analysisId), inArray(analyses.status, ["queued", "running"])))
    .returning({ ideaText: analyses.ideaText });
  if (!claimed) {
    log.info({ analysisId }, "analysis already finished; nothing to run");
    return;
  }

  let progress: AnalysisProgress | null = null;
  let dirty = true;
  const flush = async () => {
    const wasDirty = dirty;
    dirty = false;
    await db
      .update(analyses)
      .set(wasDirty ? { progress, heartbeatAt: new Date() } : { heartbeatAt: new Date() })
      .where(and(eq(analyses.id, analysisId), eq(analyses.status, "running")));
  };
  const controller = new AbortController();
  const onAbort = () => controller.abort(deps.signal?.reason);
  deps.signal?.addEventListener("abort", onAbort, { once: true });
  const timer = setInterval(() => {
    flush().catch((error: unknown) => log.warn({ err: error, analysisId }, "could not save analysis progress"));
  }, deps.flushIntervalMs ?? 400);

  try {
    const results = await deps.engine.run(claimed.ideaText, "full", {
      signal: controller.signal,
      onProgress: (event) => {
        progress = reduceProgress(progress, event);
        dirty = true;
      },
    });
    clearInterval(timer);
    const empty = emptyReportCause(results);
    if (empty) {
      // A report without a single piece of evidence is not worth a credit.
      log.warn({ analysisId, cause: empty }, "analysis gathered no evidence; failing it and giving the report back");
      await failAnalysis(db, analysisId, FAILURE_FOR_EMPTY_REPORT[empty]);
      return;
    }
    await saveSucceeded(db, analysisId, results, progress);
    log.info({ analysisId, ms: Date.now() - startedAt.getTime() }, "analysis succeeded");
  } catch (error) {
    clearInterval(timer);
    if (deps.signal?.aborted) {
      // The process is stopping: leave the analysis running so the redelivered job resumes it.
      log.warn({ analysisId }, "analysis interrupted by shutdown; it will resume");
      return;
    }
    log.error({ err: error, analysisId }, "analysis failed");
    await failAnalysis(db, analysisId, "engine_error");
  } finally {
    clearInterval(timer);
    deps.signal?.removeEventListener("abort", onAbort);
  }
}

/** Stores the report and consumes the reserved credit, unless the analysis was settled meanwhile. */
async function saveSucceeded(db: Database, analysisId: string, results: Report, progress: AnalysisProgress | null): Promise<void> {
  const finished = await db
    .update(analyses)
    .set({ status: "succeeded", results, progress, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(analyses.id, analysisId), eq(analyses.status, "running")))
    .returning({ id: analyses.id });
  if (finished.length > 0) await settleCredit(db, { analysisId, outcome: "consumed", now: new Date() });
}

/** Marks an unfinished analysis failed and gives its report back. */
export async function failAnalysis(db: Database, analysisId: string, reason: AnalysisFailureReason): Promise<boolean> {
  const failed = await db
    .update(analyses)
    .set({ status: "failed", errorMessage: reason, finishedAt: new Date() })
    .where(and(eq(analyses.id, analysisId), inArray(analyses.status, ["queued", "running"])))
    .returning({ id: analyses.id });
  await settleCredit(db, { analysisId, outcome: "released", now: new Date() });
  return failed.length > 0;
}
