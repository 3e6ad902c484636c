import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { creditSpends } from "../../../db/tables/credits.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { Logger } from "../../logger.ts";
import { settleCredit } from "../credits/settle-credit.ts";
import {
  GIVE_UP_AFTER_MS,
  HEARTBEAT_STALE_MS,
  lastSignOfLife,
  RESEND_QUEUED_AFTER_MS,
} from "./analysis-liveness.ts";
import { ANALYSIS_QUEUE, type AnalysisJobData } from "./analysis-queue.ts";
import { failAnalysis } from "./run-analysis-job.ts";

export interface RecoveryResult {
  /** Running analyses whose worker died, queued again. */
  resumed: string[];
  /** Queued analyses whose job may have been lost, sent again. */
  resent: string[];
  /** Analyses too old to resume, failed with their report given back. */
  failed: string[];
}

const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

/**
 * Picks up analyses whose worker died (a killed process): a running analysis with a stale
 * heartbeat is queued again and its job re-sent, so it resumes within seconds; a queued one
 * whose job may have been lost is sent again; one that is too old to be worth resuming is failed
 * and its report given back, so nobody waits for ever. Every change is a conditional update, so
 * two processes sweeping at once never both resume the same analysis.
 *
 * `workersGoneBefore` is for a process that owns its database alone (the embedded one): any
 * heartbeat from before it started belongs to a dead process, so there is no need to wait for it
 * to go stale.
 */
export async function recoverStalledAnalyses(
  deps: { db: Database; queue: Pick<JobQueue, "send">; log: Logger },
  options: { now: Date; workersGoneBefore?: Date },
): Promise<RecoveryResult> {
  const { db, log } = deps;
  const { now } = options;
  const runningCutoff = later(
    new Date(now.getTime() - HEARTBEAT_STALE_MS),
    options.workersGoneBefore,
  );
  const queuedCutoff = later(
    new Date(now.getTime() - RESEND_QUEUED_AFTER_MS),
    options.workersGoneBefore,
  );
  const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_MS);
  const isStalled = or(
    and(eq(analyses.status, "running"), lt(lastSignOfLife, runningCutoff)),
    and(eq(analyses.status, "queued"), lt(lastSignOfLife, queuedCutoff)),
  );
  const candidates = await db
    .select({ id: analyses.id, status: analyses.status, createdAt: analyses.createdAt })
    .from(analyses)
    .where(isStalled);

  const result: RecoveryResult = { resumed: [], resent: [], failed: [] };
  for (const candidate of candidates) {
    if (candidate.createdAt < giveUpBefore) {
      if (await failAnalysis(db, candidate.id, "stalled", isStalled))
        result.failed.push(candidate.id);
      continue;
    }
    // The conditional update is the claim: of two sweepers, only one gets the row back.
    const [claimed] = await db
      .update(analyses)
      .set(
        candidate.status === "running"
          ? { status: "queued", heartbeatAt: now }
          : { heartbeatAt: now },
      )
      .where(and(eq(analyses.id, candidate.id), isStalled))
      .returning({ id: analyses.id });
    if (!claimed) continue;
    // If this send fails, the analysis is queued with a fresh sign of life: a later sweep re-sends it.
    const data: AnalysisJobData = { analysisId: candidate.id };
    await deps.queue.send(ANALYSIS_QUEUE, data);
    (candidate.status === "running" ? result.resumed : result.resent).push(candidate.id);
  }
  if (result.resumed.length > 0)
    log.warn({ analyses: result.resumed }, "resuming analyses whose worker stopped");
  if (result.resent.length > 0)
    log.warn({ analyses: result.resent }, "re-sent the jobs of analyses still queued");
  if (result.failed.length > 0)
    log.warn(
      { analyses: result.failed },
      "failed analyses too old to resume and released their credits",
    );
  return result;
}

/**
 * Settles reports still reserved for analyses that already finished: succeeded ones consume it,
 * failed ones give it back. Since the status and the settlement commit together this should find
 * nothing; it heals ledgers written before that was so (a crash between the two steps).
 */
export async function settleFinishedAnalyses(
  deps: { db: Database; log: Logger },
  now: Date,
): Promise<number> {
  const stranded = await deps.db
    .select({ analysisId: creditSpends.analysisId, status: analyses.status })
    .from(creditSpends)
    .innerJoin(analyses, eq(analyses.id, creditSpends.analysisId))
    .where(
      and(eq(creditSpends.status, "reserved"), inArray(analyses.status, ["succeeded", "failed"])),
    );
  for (const { analysisId, status } of stranded) {
    await settleCredit(deps.db, {
      analysisId,
      outcome: status === "succeeded" ? "consumed" : "released",
      now,
    });
  }
  if (stranded.length > 0)
    deps.log.warn(
      { settled: stranded.length },
      "settled reports left reserved by finished analyses",
    );
  return stranded.length;
}
