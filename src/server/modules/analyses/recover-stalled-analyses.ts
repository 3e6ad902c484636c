import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { Logger } from "../../logger.ts";
import { failAnalysis } from "./run-analysis-job.ts";

/**
 * Fails analyses whose worker went silent (a killed process whose job was not picked up again
 * in time) and releases their credit, so nobody pays for a report they never got. Queued ones
 * get longer, since they may be waiting behind others.
 */
export async function recoverStalledAnalyses(
  deps: { db: Database; log: Logger },
  options: { now: Date; runningStallMs: number; queuedStallMs: number },
): Promise<number> {
  const runningCutoff = new Date(options.now.getTime() - options.runningStallMs);
  const queuedCutoff = new Date(options.now.getTime() - options.queuedStallMs);
  const stalled = await deps.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      or(
        and(eq(analyses.status, "running"), lt(sql`coalesce(${analyses.heartbeatAt}, ${analyses.createdAt})`, runningCutoff)),
        and(eq(analyses.status, "queued"), lt(analyses.createdAt, queuedCutoff)),
      ),
    );
  let recovered = 0;
  for (const { id } of stalled) {
    if (await failAnalysis(deps.db, id, "stalled")) recovered += 1;
  }
  if (recovered > 0) deps.log.warn({ recovered }, "failed stalled analyses and released their credits");
  return recovered;
}
