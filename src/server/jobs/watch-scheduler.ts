import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/tables/auth.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailWatchedRuns } from "../modules/watches/mail-watched-runs.ts";
import { runWatch } from "../modules/watches/run-watch.ts";
import { sendDueWatchRuns } from "../modules/watches/send-due-watch-runs.ts";
import { watchPausedMail, type WatchMailLinks } from "../modules/watches/watch-mail.ts";
import {
  WATCH_RUN_QUEUE,
  WATCH_TICK_CRON,
  WATCH_TICK_QUEUE,
} from "../modules/watches/watch-queues.ts";
import type { JobQueue } from "./job-queue.ts";

export interface WatchScheduler {
  /** Mails the finished watched runs now (the analysis worker calls it as a run ends). */
  mailFinishedRuns(): Promise<void>;
  stop(): void;
}

/**
 * Watches run on pg-boss: its cron sends one tick a minute across all processes; the tick sends
 * a run job per due watch (singleton key per watch and period); the run claims its period in the
 * database. A process also ticks once at start-up, so runs missed while every process was down
 * are caught up at once. Finished runs are mailed as they end and by a sweep, which catches any a
 * crash left unmailed.
 */
export async function startWatchScheduler(deps: {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  links: WatchMailLinks;
  logger: Logger;
  sweepIntervalMs?: number;
}): Promise<WatchScheduler> {
  const { db, queue } = deps;
  const log = deps.logger.child({ component: "watch-scheduler" });

  const tick = async () => {
    const sent = await sendDueWatchRuns({ db, queue }, new Date());
    if (sent.length > 0) log.info({ runs: sent.length }, "watched ideas due to run");
  };
  await queue.work(WATCH_TICK_QUEUE, tick);
  await queue.work(WATCH_RUN_QUEUE, async (job) => {
    const outcome = await runWatch({ db, queue, log }, job, new Date());
    if (outcome.kind !== "paused") return;
    // Sent once: the pause is claimed by the conditional update that made it.
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, outcome.userId));
    if (!owner) return;
    await deps.mailer
      .send(watchPausedMail(deps.links, { to: owner.email, ...outcome }))
      .catch((error: unknown) =>
        log.warn({ err: error, watchId: outcome.watchId }, "watch paused mail not sent"),
      );
  });
  await queue.schedule(WATCH_TICK_QUEUE, WATCH_TICK_CRON, {});
  await queue.send(WATCH_TICK_QUEUE, {}, { singletonKey: "start-up" });

  let mailing = false;
  const mailFinishedRuns = async () => {
    if (mailing) return;
    mailing = true;
    try {
      await mailWatchedRuns({ db, mailer: deps.mailer, log, links: deps.links }, new Date());
    } catch (error) {
      log.warn({ err: error }, "mailing finished watched runs failed");
    } finally {
      mailing = false;
    }
  };
  const timer = setInterval(() => void mailFinishedRuns(), deps.sweepIntervalMs ?? 30_000);
  timer.unref();
  return { mailFinishedRuns, stop: () => clearInterval(timer) };
}
