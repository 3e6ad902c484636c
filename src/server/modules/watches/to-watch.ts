import type { Watch } from "../../../contract/watch.ts";
import type { ideaWatches } from "../../../db/tables/idea-watches.ts";

type WatchRow = typeof ideaWatches.$inferSelect;

/** What the owner sees of a watch; the user id stays on the server. */
export function toWatch(row: WatchRow): Watch {
  return {
    id: row.id,
    idea: row.ideaText,
    cadence: row.cadence,
    status: row.status,
    pausedReason: row.pausedReason ?? null,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    latestAnalysisId: row.analysisId,
    createdAt: row.createdAt.toISOString(),
  };
}
