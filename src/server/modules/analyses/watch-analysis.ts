import { setTimeout as delay } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import type { AnalysisSnapshot } from "../../../contract/analysis.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { AppError } from "../../app-error.ts";
import { failureMessage } from "./failure-reasons.ts";
import { ANALYSIS_NOT_FOUND } from "./get-analysis.ts";

/** Waits, or stops waiting when the client leaves. Node's timer drops its abort listener when
 * it fires, so a long watch does not pile one listener per poll onto the request's signal. */
const sleep = (ms: number, signal: AbortSignal) =>
  delay(ms, undefined, { signal }).catch(() => undefined);

/**
 * Follows an analysis by reading its row, so any app process can stream a job that another
 * process runs. Yields the current state at once (a reload picks the run up where it is), then
 * every change, and ends after the final state.
 */
export async function* watchAnalysis(
  db: Database,
  input: { userId: string; analysisId: string },
  options: { signal: AbortSignal; pollMs?: number },
): AsyncGenerator<AnalysisSnapshot> {
  let last = "";
  while (!options.signal.aborted) {
    const [row] = await db
      .select({
        id: analyses.id,
        status: analyses.status,
        progress: analyses.progress,
        errorMessage: analyses.errorMessage,
      })
      .from(analyses)
      .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, input.userId)))
      .limit(1);
    if (!row) throw new AppError("not_found", ANALYSIS_NOT_FOUND);
    const snapshot: AnalysisSnapshot = {
      id: row.id,
      status: row.status,
      progress: row.progress ?? null,
      failureMessage: failureMessage(row.status, row.errorMessage),
    };
    const serialized = JSON.stringify(snapshot);
    if (serialized !== last) {
      last = serialized;
      yield snapshot;
    }
    if (row.status === "succeeded" || row.status === "failed") return;
    await sleep(options.pollMs ?? 350, options.signal);
  }
}
