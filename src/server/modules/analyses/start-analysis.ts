import { and, eq } from "drizzle-orm";
import { RERUN_NOT_FINISHED_MESSAGE, RERUN_NOT_FOUND_MESSAGE } from "../../../contract/analysis.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { Logger } from "../../logger.ts";
import { reserveCredit } from "../credits/reserve-credit.ts";
import { assertEmptyRunBudget } from "../rate-limits/empty-run-budget.ts";
import { ANALYSIS_QUEUE, type AnalysisJobData } from "./analysis-queue.ts";
import { failAnalysis } from "./run-analysis-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";

/** "Run again" repeats one of the user's own finished reports; anyone else's is not there. */
async function assertRepeatable(db: Database, userId: string, analysisId: string): Promise<void> {
  const [earlier] = await db
    .select({ status: analyses.status })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
    .limit(1);
  if (!earlier) throw new AppError("not_found", RERUN_NOT_FOUND_MESSAGE);
  if (earlier.status !== "succeeded") throw new AppError("conflict", RERUN_NOT_FINISHED_MESSAGE);
}

/**
 * Refuses an account whose runs that found nothing this hour used their budget (they gave their
 * reports back, so nothing else caps them). Then stores the analysis and reserves its report in
 * one transaction, and queues the job. Either both the row and the reservation exist, or neither
 * does. If queueing fails, the analysis is failed and the report given back in one transaction;
 * if the process dies before the job is queued, the sweep sends it (recover-stalled-analyses.ts).
 */
export async function startAnalysis(
  deps: { db: Database; queue: JobQueue; log: Logger },
  input: { userId: string; idea: string; rerunOf?: string; now: Date },
): Promise<{ analysisId: string }> {
  await assertEmptyRunBudget(deps.db, { client: { userId: input.userId }, now: input.now });
  if (input.rerunOf) await assertRepeatable(deps.db, input.userId, input.rerunOf);
  const analysisId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(analyses)
      .values({
        userId: input.userId,
        ideaText: input.idea,
        createdAt: input.now,
        previousAnalysisId: input.rerunOf ?? null,
      })
      .returning({ id: analyses.id });
    await reserveCredit(tx, { userId: input.userId, analysisId: row!.id, now: input.now });
    return row!.id;
  });
  try {
    const data: AnalysisJobData = { analysisId };
    await deps.queue.send(ANALYSIS_QUEUE, data);
  } catch (error) {
    deps.log.error(
      { err: error, analysisId },
      "could not queue the analysis; releasing its credit",
    );
    await failAnalysis(deps.db, analysisId, "queue_unavailable", eq(analyses.status, "queued"));
    throw error;
  }
  return { analysisId };
}
