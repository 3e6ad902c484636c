import { and, eq, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { AnalysisProgress } from "../../../contract/analysis.ts";
import type { Report } from "../../../contract/report.ts";
import { emptyReportCause, searchedSources } from "../../../engine/index.ts";
import type { Logger } from "../../logger.ts";
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS, lastSignOfLife } from "./analysis-liveness.ts";
import { FAILURE_FOR_EMPTY_REPORT, type AnalysisFailureReason } from "./failure-reasons.ts";
import { finishAnalysis } from "./finish-analysis.ts";
import { recordEmptyRun } from "../rate-limits/empty-run-budget.ts";
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
 * What became of a job: `skipped` when the analysis was finished or another worker is running it;
 * `interrupted` when this process is stopping (the analysis is queued again for the next worker).
 */
export type AnalysisJobOutcome = "succeeded" | "failed" | "skipped" | "interrupted";

/**
 * Runs one queued analysis. Safe to run again for the same id (a redelivered or duplicate job):
 * it claims only a queued analysis, or a running one whose worker went silent; a finished one,
 * or one another worker is running, is left alone. A taken-over run starts over, and the engine's
 * source cache makes the second pass quick. Success consumes the reserved report, failure
 * releases it, each in the same transaction as the final status.
 */
export async function runAnalysisJob(
  deps: RunAnalysisDeps,
  analysisId: string,
): Promise<AnalysisJobOutcome> {
  const { db, log } = deps;
  const startedAt = new Date();
  const [claimed] = await db
    .update(analyses)
    .set({ status: "running", startedAt, heartbeatAt: startedAt })
    .where(
      and(
        eq(analyses.id, analysisId),
        or(
          eq(analyses.status, "queued"),
          and(
            eq(analyses.status, "running"),
            lt(lastSignOfLife, new Date(startedAt.getTime() - HEARTBEAT_STALE_MS)),
          ),
        ),
      ),
    )
    .returning({ ideaText: analyses.ideaText, userId: analyses.userId });
  if (!claimed) {
    log.info({ analysisId }, "analysis finished or running elsewhere; nothing to run");
    return "skipped";
  }
  // startedAt marks this run: if the sweep or another worker takes the analysis over, every later
  // write of this run matches nothing, so a superseded run can neither save nor settle.
  const ownRun = and(eq(analyses.status, "running"), eq(analyses.startedAt, startedAt));

  let progress: AnalysisProgress | null = null;
  let dirty = true;
  const flush = async () => {
    const wasDirty = dirty;
    dirty = false;
    await db
      .update(analyses)
      .set(wasDirty ? { progress, heartbeatAt: new Date() } : { heartbeatAt: new Date() })
      .where(and(eq(analyses.id, analysisId), ownRun));
  };
  const controller = new AbortController();
  const onAbort = () => controller.abort(deps.signal?.reason);
  deps.signal?.addEventListener("abort", onAbort, { once: true });
  const timer = setInterval(() => {
    flush().catch((error: unknown) =>
      log.warn({ err: error, analysisId }, "could not save analysis progress"),
    );
  }, deps.flushIntervalMs ?? HEARTBEAT_INTERVAL_MS);

  let results: Report;
  try {
    results = await deps.engine.run(claimed.ideaText, "full", {
      signal: controller.signal,
      onProgress: (event) => {
        progress = reduceProgress(progress, event);
        dirty = true;
      },
    });
  } catch (error) {
    if (deps.signal?.aborted) {
      await requeueInterrupted(db, analysisId, ownRun);
      log.warn({ analysisId }, "analysis interrupted by shutdown; it is queued again");
      return "interrupted";
    }
    log.error({ err: error, analysisId }, "analysis failed");
    await failAnalysis(db, analysisId, "engine_error", ownRun);
    return "failed";
  } finally {
    clearInterval(timer);
    deps.signal?.removeEventListener("abort", onAbort);
  }

  // From here on an error (the database, say) leaves the analysis running without a heartbeat:
  // the sweep resumes it, rather than failing a run whose report was ready.
  const empty = emptyReportCause(results);
  if (empty) {
    // A report without a single piece of evidence is not worth a credit.
    log.warn(
      { analysisId, cause: empty },
      "analysis gathered no evidence; failing it and giving the report back",
    );
    const failed = await failAnalysis(
      db,
      analysisId,
      FAILURE_FOR_EMPTY_REPORT[empty],
      ownRun,
      searchedSources(results),
    );
    if (failed) await recordEmptyRun(db, { client: { userId: claimed.userId }, now: new Date() });
    return "failed";
  }
  const saved = await finishAnalysis(db, {
    analysisId,
    outcome: { status: "succeeded", results, progress },
    onlyIf: ownRun,
    now: new Date(),
  });
  if (!saved) {
    log.warn(
      { analysisId },
      "analysis was taken over or settled while it ran; this run's report is dropped",
    );
    return "skipped";
  }
  log.info({ analysisId, ms: Date.now() - startedAt.getTime() }, "analysis succeeded");
  return "succeeded";
}

/** Hands a run this process is abandoning back to the queue, so the next worker starts it at once. */
async function requeueInterrupted(
  db: Database,
  analysisId: string,
  ownRun: SQL | undefined,
): Promise<void> {
  await db
    .update(analyses)
    .set({ status: "queued", heartbeatAt: new Date() })
    .where(and(eq(analyses.id, analysisId), ownRun));
}

/**
 * Marks an unfinished analysis failed and gives its report back, in one transaction. `onlyIf`
 * narrows which state may be failed (this run's, a stalled one's); true if this call failed it.
 */
export async function failAnalysis(
  db: Database,
  analysisId: string,
  reason: AnalysisFailureReason,
  onlyIf?: SQL,
  searched: readonly string[] = [],
): Promise<boolean> {
  return finishAnalysis(db, {
    analysisId,
    outcome: { status: "failed", reason, searched },
    onlyIf,
    now: new Date(),
  });
}
