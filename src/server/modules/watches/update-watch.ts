import { and, eq } from "drizzle-orm";
import {
  nextRunAfter,
  WATCH_NOT_FOUND_MESSAGE,
  WATCH_RESUME_NO_REPORTS_MESSAGE,
  type UpdateWatchBody,
  type Watch,
} from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { AppError } from "../../app-error.ts";
import { getCreditSummary } from "../credits/get-credit-summary.ts";
import { toWatch } from "./to-watch.ts";

/**
 * Changes a watch's cadence, or pauses or resumes it (Settings). Resuming needs a report left,
 * or the next run would only pause it again; a run missed while paused is due at once.
 */
export async function updateWatch(
  db: Database,
  input: UpdateWatchBody & { userId: string; watchId: string; now: Date },
): Promise<Watch> {
  const owned = and(eq(ideaWatches.id, input.watchId), eq(ideaWatches.userId, input.userId));
  const [current] = await db.select().from(ideaWatches).where(owned).limit(1);
  if (!current) throw new AppError("not_found", WATCH_NOT_FOUND_MESSAGE);
  const resuming = input.paused === false && current.status === "paused";
  if (resuming && (await getCreditSummary(db, input.userId, input.now)).remaining === 0)
    throw new AppError("insufficient_credits", WATCH_RESUME_NO_REPORTS_MESSAGE);

  const cadence = input.cadence ?? current.cadence;
  let nextRunAt =
    cadence === current.cadence
      ? current.nextRunAt
      : nextRunAfter(current.lastRunAt ?? current.createdAt, cadence);
  if (resuming && nextRunAt < input.now) nextRunAt = input.now;
  const paused = input.paused ?? current.status === "paused";
  const [updated] = await db
    .update(ideaWatches)
    .set({
      cadence,
      nextRunAt,
      status: paused ? "paused" : "active",
      pausedReason: paused ? (input.paused === true ? "by_user" : current.pausedReason) : null,
    })
    .where(owned)
    .returning();
  if (!updated) throw new AppError("not_found", WATCH_NOT_FOUND_MESSAGE);
  return toWatch(updated);
}
