import { and, eq, or } from "drizzle-orm";
import {
  nextRunAfter,
  WATCH_REPORT_NOT_FINISHED_MESSAGE,
  WATCH_REPORT_NOT_FOUND_MESSAGE,
  WATCH_RESUME_NO_REPORTS_MESSAGE,
  type StartWatchBody,
  type Watch,
} from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { AppError } from "../../app-error.ts";
import { getCreditSummary } from "../credits/get-credit-summary.ts";
import { toWatch } from "./to-watch.ts";

/**
 * "Watch this idea" on one of the founder's own finished reports. Watching an idea that is
 * already watched (from this report, or from a run the watch made) changes that watch's cadence
 * and resumes it rather than starting a second one. The first run is due one period from now.
 */
export async function startWatch(
  db: Database,
  input: StartWatchBody & { userId: string; now: Date },
): Promise<{ watch: Watch; created: boolean }> {
  const [report] = await db
    .select({
      id: analyses.id,
      status: analyses.status,
      ideaText: analyses.ideaText,
      watchId: analyses.watchId,
    })
    .from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, input.userId)))
    .limit(1);
  if (!report) throw new AppError("not_found", WATCH_REPORT_NOT_FOUND_MESSAGE);
  if (report.status !== "succeeded")
    throw new AppError("conflict", WATCH_REPORT_NOT_FINISHED_MESSAGE);

  const coversReport = and(
    eq(ideaWatches.userId, input.userId),
    or(
      eq(ideaWatches.startedFromAnalysisId, report.id),
      eq(ideaWatches.analysisId, report.id),
      report.watchId ? eq(ideaWatches.id, report.watchId) : undefined,
    ),
  );
  // Resuming needs a report left, or the next run would only pause it again. Checked before
  // the transaction: the embedded database has one connection, which the transaction holds.
  const [paused] = await db
    .select({ id: ideaWatches.id })
    .from(ideaWatches)
    .where(and(coversReport, eq(ideaWatches.status, "paused")))
    .limit(1);
  if (paused && (await getCreditSummary(db, input.userId, input.now)).remaining === 0)
    throw new AppError("insufficient_credits", WATCH_RESUME_NO_REPORTS_MESSAGE);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(ideaWatches)
      .where(coversReport)
      .for("update")
      .limit(1);
    if (existing) {
      const cadenceChanged = existing.cadence !== input.cadence;
      const [updated] = await tx
        .update(ideaWatches)
        .set({
          cadence: input.cadence,
          status: "active",
          pausedReason: null,
          nextRunAt: cadenceChanged
            ? nextRunAfter(existing.lastRunAt ?? existing.createdAt, input.cadence)
            : existing.nextRunAt,
        })
        .where(eq(ideaWatches.id, existing.id))
        .returning();
      return { watch: toWatch(updated!), created: false };
    }
    const [created] = await tx
      .insert(ideaWatches)
      .values({
        userId: input.userId,
        startedFromAnalysisId: report.id,
        analysisId: report.id,
        ideaText: report.ideaText,
        cadence: input.cadence,
        nextRunAt: nextRunAfter(input.now, input.cadence),
        createdAt: input.now,
      })
      // Two clicks at once: the unique index keeps one watch, and the second answer shows it.
      .onConflictDoNothing({ target: ideaWatches.startedFromAnalysisId })
      .returning();
    if (created) return { watch: toWatch(created), created: true };
    const [raced] = await tx
      .select()
      .from(ideaWatches)
      .where(eq(ideaWatches.startedFromAnalysisId, report.id));
    return { watch: toWatch(raced!), created: false };
  });
}
