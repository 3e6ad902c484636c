import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { users } from "../../../db/tables/auth.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { readRunChanges } from "../analyses/read-run-changes.ts";
import { whatChangedMail, type WatchMailLinks } from "./watch-mail.ts";

/** Runs handled per sweep; a backlog drains over a few sweeps. */
const RUNS_PER_SWEEP = 20;

export type WatchedRunMail = "sent" | "unchanged" | "failed-run" | "watch-gone";

/**
 * After a watched run finishes: the watch follows the new report (the next run compares with
 * it), and the founder gets "What changed for <idea>" unless nothing changed. Each run is claimed
 * (watch_mailed_at) before its mail is sent, so two processes never send it twice; a send that
 * fails is unclaimed and tried again by the next sweep.
 */
export async function mailWatchedRuns(
  deps: { db: Database; mailer: Mailer; log: Logger; links: WatchMailLinks },
  now: Date,
): Promise<Map<string, WatchedRunMail>> {
  const { db } = deps;
  const finished = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      and(
        isNotNull(analyses.watchId),
        isNull(analyses.watchMailedAt),
        inArray(analyses.status, ["succeeded", "failed"]),
      ),
    )
    .orderBy(asc(analyses.finishedAt))
    .limit(RUNS_PER_SWEEP);
  const handled = new Map<string, WatchedRunMail>();
  for (const { id } of finished) {
    const [run] = await db
      .update(analyses)
      .set({ watchMailedAt: now })
      .where(and(eq(analyses.id, id), isNull(analyses.watchMailedAt)))
      .returning();
    if (!run) continue;
    try {
      handled.set(id, await settleRun(deps, run));
    } catch (error) {
      deps.log.warn({ err: error, analysisId: id }, "watch e-mail not sent; will try again");
      await db.update(analyses).set({ watchMailedAt: null }).where(eq(analyses.id, id));
    }
  }
  return handled;
}

type RunRow = typeof analyses.$inferSelect;

async function settleRun(
  deps: { db: Database; mailer: Mailer; links: WatchMailLinks },
  run: RunRow,
): Promise<WatchedRunMail> {
  // A failed run gave its report back; the next period runs as planned.
  if (run.status !== "succeeded" || !run.watchId) return "failed-run";
  const [watch] = await deps.db
    .update(ideaWatches)
    .set({ analysisId: run.id })
    .where(and(eq(ideaWatches.id, run.watchId), eq(ideaWatches.userId, run.userId)))
    .returning();
  if (!watch) return "watch-gone";
  const { changes } = await readRunChanges(deps.db, run);
  if (!changes || changes.nothingChanged) return "unchanged";
  const [owner] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, run.userId));
  if (!owner) return "watch-gone";
  await deps.mailer.send(
    whatChangedMail(deps.links, {
      to: owner.email,
      watchId: watch.id,
      cadence: watch.cadence,
      idea: run.ideaText,
      analysisId: run.id,
      changes,
    }),
  );
  return "sent";
}
