import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnalysisProgress } from "../../../contract/analysis.ts";
import type { Report } from "../../../contract/report.ts";
import type { Database } from "../../../db/client.ts";
import { storableJson } from "../../../db/storable-text.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { lockUserLedger } from "../credits/lock-user-ledger.ts";
import { settleCreditInTransaction } from "../credits/settle-credit.ts";
import { storedFailure, type AnalysisFailureReason } from "./failure-reasons.ts";

export type AnalysisOutcome =
  | { status: "succeeded"; results: Report; progress: AnalysisProgress | null }
  | {
      status: "failed";
      reason: AnalysisFailureReason;
      /** For a run that found nothing: the sources it searched, named to the owner. */
      searched?: readonly string[];
    };

/**
 * Gives an analysis its final status and settles its reserved report in one transaction: success
 * consumes the report, failure gives it back. `onlyIf` is the state the caller expects the row to
 * be in (its own run, or a stalled one); if another worker or the sweep got there first nothing
 * changes and this answers false.
 */
export async function finishAnalysis(
  db: Database,
  input: { analysisId: string; outcome: AnalysisOutcome; onlyIf: SQL | undefined; now: Date },
): Promise<boolean> {
  const { analysisId, outcome, now } = input;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: analyses.userId })
      .from(analyses)
      .where(eq(analyses.id, analysisId))
      .limit(1);
    if (!owner) return false;
    // The ledger lock first, then the row: one order on every path that takes both, so two
    // of them (a worker and the sweep) cannot deadlock.
    await lockUserLedger(tx, owner.userId);
    const finished = await tx
      .update(analyses)
      .set(
        outcome.status === "succeeded"
          ? {
              status: "succeeded",
              results: storableJson(outcome.results),
              progress: storableJson(outcome.progress),
              finishedAt: now,
              heartbeatAt: now,
            }
          : {
              status: "failed",
              errorMessage: storedFailure(outcome.reason, outcome.searched),
              finishedAt: now,
            },
      )
      .where(
        and(
          eq(analyses.id, analysisId),
          inArray(analyses.status, ["queued", "running"]),
          input.onlyIf,
        ),
      )
      .returning({ id: analyses.id });
    if (finished.length === 0) return false;
    await settleCreditInTransaction(tx, {
      analysisId,
      outcome: outcome.status === "succeeded" ? "consumed" : "released",
      now,
    });
    return true;
  });
}
