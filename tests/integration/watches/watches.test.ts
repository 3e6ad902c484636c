import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Report } from "../../../src/contract/report.ts";
import {
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  WATCH_REPORT_NOT_FINISHED_MESSAGE,
  WATCH_REPORT_NOT_FOUND_MESSAGE,
  WATCH_RESUME_NO_REPORTS_MESSAGE,
  watchListSchema,
  watchSchema,
  type Watch,
} from "../../../src/contract/watch.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, creditGrants, ideaWatches, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import type { Mailer, MailMessage } from "../../../src/server/mail/mailer.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { grantCredits } from "../../../src/server/modules/credits/grant-credits.ts";
import { mailWatchedRuns } from "../../../src/server/modules/watches/mail-watched-runs.ts";
import { runWatch } from "../../../src/server/modules/watches/run-watch.ts";
import { sendDueWatchRuns } from "../../../src/server/modules/watches/send-due-watch-runs.ts";
import { unsubscribeKey } from "../../../src/server/modules/watches/unsubscribe-link.ts";
import type { WatchRunJob } from "../../../src/server/modules/watches/watch-queues.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const AUTH_SECRET = "a-test-secret-that-is-long-enough-for-hkdf-0123456789";
const APP_URL = "http://localhost:3000";

/** What a watched run finds a week later: one competitor more and a higher score. */
function changedReport(): Report {
  const report = structuredClone(reportFixture);
  report.generatedAt = "2026-12-05T09:00:00.000Z";
  report.competitors = [
    ...report.competitors,
    { ...report.competitors[0]!, name: "Chaserly", link: "https://chaserly.example/" },
  ];
  report.verdict = { ...report.verdict!, score: report.verdict!.score + 5 };
  return report;
}

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { transport: "outbox", sent, send: async (message) => void sent.push(message) };
}

describeEachDatabase("watching an idea", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  const log = captureLogs().logger;
  const replies: Report[] = [];
  const engine: ResearchEngine = { run: async () => replies.shift() ?? reportFixture };
  const queue = recordingQueue();
  const mailer = recordingMailer();
  const links = { appUrl: APP_URL, unsubscribeKey: unsubscribeKey(AUTH_SECRET) };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    replies.length = 0;
    queue.sent.length = 0;
    mailer.sent.length = 0;
    const config = testConfig({
      APP_URL,
      AUTH_SECRET,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-watch-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({ config, logger: log, database, web: null, engine, queue });
  });
  afterEach(async () => {
    await database.close();
  });

  async function userId(email: string): Promise<string> {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    return row!.id;
  }
  async function grantPack(id: string, amount: number) {
    const now = new Date();
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId: id,
        kind: "pack",
        amount,
        expiresAt: new Date(now.getTime() + 365 * DAY_MS),
        sourceRef: `test-pack-${id}-${amount}-${now.getTime()}`,
        now,
      }),
    );
  }
  /** A verified founder with one finished report (this month's free one). */
  async function founderWithReport() {
    const user = await signUpVerified(app, database);
    const started = await call(app, "POST", "/api/analyses", {
      cookie: user.cookie,
      body: { idea: reportFixture.idea },
    });
    const { analysisId } = (await started.json()) as { analysisId: string };
    replies.push(reportFixture);
    await runAnalysisJob({ db: database.db, engine, log }, analysisId);
    return { ...user, id: await userId(user.email), analysisId };
  }
  const watchIt = async (cookie: string, analysisId: string, cadence = "weekly") =>
    call(app, "POST", "/api/watches", { cookie, body: { analysisId, cadence } });
  const parsedWatch = async (response: Response): Promise<Watch> =>
    watchSchema.parse(((await response.json()) as { watch: unknown }).watch);
  /** Moves the watch's next run to the past, as if its week had gone by. */
  async function makeDue(watchId: string, dueAt = new Date(Date.now() - 60_000)) {
    await database.db
      .update(ideaWatches)
      .set({ nextRunAt: dueAt })
      .where(eq(ideaWatches.id, watchId));
    return dueAt;
  }
  const runDue = async (now = new Date()) => {
    const jobs = await sendDueWatchRuns({ db: database.db, queue }, now);
    return Promise.all(jobs.map((job) => runWatch({ db: database.db, queue, log }, job, now)));
  };
  const watchedRuns = (watchId: string) =>
    database.db.select().from(analyses).where(eq(analyses.watchId, watchId));

  describe("the founder's controls", () => {
    test("watches a finished report weekly, shows it on the report, and lists it in Settings", async () => {
      const founder = await founderWithReport();
      const before = Date.now();
      const response = await watchIt(founder.cookie, founder.analysisId);
      expect(response.status).toBe(201);
      const watch = await parsedWatch(response);
      expect(watch).toMatchObject({
        cadence: "weekly",
        status: "active",
        idea: reportFixture.idea,
      });
      const nextRun = new Date(watch.nextRunAt).getTime();
      expect(nextRun).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
      expect(nextRun).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

      const onReport = await call(app, "GET", `/api/analyses/${founder.analysisId}/watch`, {
        cookie: founder.cookie,
      });
      expect(((await onReport.json()) as { watch: Watch }).watch.id).toBe(watch.id);
      // Watching it again changes the one watch; it does not start a second.
      const again = await watchIt(founder.cookie, founder.analysisId, "monthly");
      expect(again.status).toBe(200);
      expect(await parsedWatch(again)).toMatchObject({ id: watch.id, cadence: "monthly" });
      const list = watchListSchema.parse(
        await (await call(app, "GET", "/api/watches", { cookie: founder.cookie })).json(),
      );
      expect(list.items.map((item) => item.id)).toEqual([watch.id]);
    });

    test("someone else's report, or their watch, is not there; an unfinished report cannot be watched", async () => {
      const owner = await founderWithReport();
      const other = await signUpVerified(app, database);
      const foreign = await watchIt(other.cookie, owner.analysisId);
      expect(foreign.status).toBe(404);
      expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
        WATCH_REPORT_NOT_FOUND_MESSAGE,
      );
      expect(
        (
          await call(app, "GET", `/api/analyses/${owner.analysisId}/watch`, {
            cookie: other.cookie,
          })
        ).status,
      ).toBe(404);
      const watch = await parsedWatch(await watchIt(owner.cookie, owner.analysisId));
      for (const [method, body] of [
        ["PATCH", { paused: true }],
        ["DELETE", undefined],
      ] as const)
        expect(
          (await call(app, method, `/api/watches/${watch.id}`, { cookie: other.cookie, body }))
            .status,
        ).toBe(404);
      expect(
        watchListSchema.parse(
          await (await call(app, "GET", "/api/watches", { cookie: other.cookie })).json(),
        ).items,
      ).toEqual([]);

      await grantPack(owner.id, 1);
      const running = await call(app, "POST", "/api/analyses", {
        cookie: owner.cookie,
        body: { idea: "Another idea that is still being researched right now" },
      });
      const { analysisId } = (await running.json()) as { analysisId: string };
      const unfinished = await watchIt(owner.cookie, analysisId);
      expect(unfinished.status).toBe(409);
      expect(((await unfinished.json()) as { error: { message: string } }).error.message).toBe(
        WATCH_REPORT_NOT_FINISHED_MESSAGE,
      );
      const bad = await call(app, "POST", "/api/watches", {
        cookie: owner.cookie,
        body: { analysisId: owner.analysisId, cadence: "daily" },
      });
      expect(bad.status).toBe(400);
    });

    test("pauses, resumes, changes cadence and stops", async () => {
      const founder = await founderWithReport();
      const watch = await parsedWatch(await watchIt(founder.cookie, founder.analysisId));
      const patch = (body: object) =>
        call(app, "PATCH", `/api/watches/${watch.id}`, { cookie: founder.cookie, body });
      expect(await parsedWatch(await patch({ paused: true }))).toMatchObject({
        status: "paused",
        pausedReason: "by_user",
      });
      // A paused watch is never run, even when its time comes.
      await makeDue(watch.id);
      expect(await runDue()).toEqual([]);
      // The free report is spent, so resuming says so instead of pausing again at the next run.
      const refused = await patch({ paused: false });
      expect(refused.status).toBe(402);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        WATCH_RESUME_NO_REPORTS_MESSAGE,
      );
      await grantPack(founder.id, 2);
      const resumed = await parsedWatch(await patch({ paused: false }));
      expect(resumed).toMatchObject({ status: "active", pausedReason: null });
      // The run missed while paused is due at once.
      expect(new Date(resumed.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now());
      expect(await parsedWatch(await patch({ cadence: "monthly" }))).toMatchObject({
        cadence: "monthly",
      });
      expect((await patch({})).status).toBe(400);
      expect(
        (await call(app, "DELETE", `/api/watches/${watch.id}`, { cookie: founder.cookie })).status,
      ).toBe(204);
      expect(
        (await call(app, "DELETE", `/api/watches/${watch.id}`, { cookie: founder.cookie })).status,
      ).toBe(404);
    });
  });

  describe("the schedule", () => {
    test("runs each period once however many jobs arrive for it, compares with the last run, and mails only what changed", async () => {
      const founder = await founderWithReport();
      await grantPack(founder.id, 5);
      const watch = await parsedWatch(await watchIt(founder.cookie, founder.analysisId));
      const dueAt = await makeDue(watch.id);

      // Ticks in two processes, and a job delivered twice: one run for the period.
      const job: WatchRunJob = { watchId: watch.id, dueAt: dueAt.toISOString() };
      const now = new Date();
      const outcomes = await Promise.all([
        runWatch({ db: database.db, queue, log }, job, now),
        runWatch({ db: database.db, queue, log }, job, now),
        ...(await runDue(now)),
      ]);
      expect(outcomes.filter((outcome) => outcome.kind === "started")).toHaveLength(1);
      const [run] = await watchedRuns(watch.id);
      expect(run).toMatchObject({ previousAnalysisId: founder.analysisId, status: "queued" });
      const [moved] = await database.db
        .select()
        .from(ideaWatches)
        .where(eq(ideaWatches.id, watch.id));
      expect(moved!.nextRunAt.getTime()).toBe(dueAt.getTime() + 7 * DAY_MS);

      // History tells the watch's run from the founder's own.
      const history = (await (
        await call(app, "GET", "/api/analyses", { cookie: founder.cookie })
      ).json()) as { items: { id: string; watched: boolean }[] };
      expect(history.items.map((item) => [item.id, item.watched])).toEqual([
        [run!.id, true],
        [founder.analysisId, false],
      ]);

      // The same report again: nothing changed, so nothing is sent, but the watch follows the run.
      replies.push(reportFixture);
      await runAnalysisJob({ db: database.db, engine, log }, run!.id);
      const first = await mailWatchedRuns({ db: database.db, mailer, log, links }, new Date());
      expect(first.get(run!.id)).toBe("unchanged");
      expect(mailer.sent).toEqual([]);

      // The next week finds a new competitor and a higher score: one e-mail, with the links.
      await makeDue(watch.id, new Date(Date.now() - 1000));
      await runDue();
      const runs = await watchedRuns(watch.id);
      const second = runs.find((row) => row.id !== run!.id)!;
      expect(second.previousAnalysisId).toBe(run!.id);
      replies.push(changedReport());
      await runAnalysisJob({ db: database.db, engine, log }, second.id);
      await Promise.all([
        mailWatchedRuns({ db: database.db, mailer, log, links }, new Date()),
        mailWatchedRuns({ db: database.db, mailer, log, links }, new Date()),
      ]);
      expect(mailer.sent).toHaveLength(1);
      const mail = mailer.sent[0]!;
      expect(mail.to).toBe(founder.email.toLowerCase());
      expect(mail.subject).toMatch(/^What changed for /);
      expect(mail.text).toContain("1 new competitor: Chaserly");
      expect(mail.text).toContain("https://chaserly.example/");
      expect(mail.text).toContain(`${APP_URL}/results/${second.id}`);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      // The e-mail's link stops this watch without sign-in, and only with its own signature.
      const link = new URL(/(http:\/\/\S+\/unsubscribe\?\S+)/.exec(mail.text)![1]!);
      const query = link.search;
      const info = await call(app, "GET", `/api/watch-unsubscribe${query}`);
      expect(await info.json()).toEqual({ watch: { idea: reportFixture.idea, cadence: "weekly" } });
      const forged = new URLSearchParams(query);
      forged.set("watch", founder.analysisId);
      const refused = await call(app, "POST", `/api/watch-unsubscribe?${forged}`);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        UNSUBSCRIBE_LINK_INVALID_MESSAGE,
      );
      const oneClick = /<([^>]+)>/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;
      expect((await call(app, "POST", oneClick.replace(APP_URL, ""))).status).toBe(200);
      expect(await database.db.select().from(ideaWatches)).toEqual([]);
      // The reports it ran stay, and a second click is answered as done.
      expect(await watchedRuns(watch.id)).toEqual([]);
      expect(
        await database.db
          .select({ id: analyses.id })
          .from(analyses)
          .where(isNotNull(analyses.watchDueAt)),
      ).toHaveLength(2);
      expect(await (await call(app, "GET", `/api/watch-unsubscribe${query}`)).json()).toEqual({
        watch: null,
      });
    });

    test("with no report left, nothing runs: the watch pauses and says so once, and resumes when reports are back", async () => {
      const founder = await founderWithReport();
      const watch = await parsedWatch(await watchIt(founder.cookie, founder.analysisId, "monthly"));
      await makeDue(watch.id);
      const outcomes = await Promise.all([runDue(), runDue()]);
      expect(outcomes.flat().filter((outcome) => outcome.kind === "paused")).toHaveLength(1);
      expect(await watchedRuns(watch.id)).toEqual([]);
      const [paused] = await database.db
        .select()
        .from(ideaWatches)
        .where(eq(ideaWatches.id, watch.id));
      expect(paused).toMatchObject({ status: "paused", pausedReason: "no_reports" });
      // No report was taken.
      const grants = await database.db
        .select({ remaining: creditGrants.remaining })
        .from(creditGrants)
        .where(and(eq(creditGrants.userId, founder.id)));
      expect(grants.every((grant) => grant.remaining === 0)).toBe(true);

      await grantPack(founder.id, 1);
      await call(app, "PATCH", `/api/watches/${watch.id}`, {
        cookie: founder.cookie,
        body: { paused: false },
      });
      const started = await runDue();
      expect(started.map((outcome) => outcome.kind)).toEqual(["started"]);
    });
  });
});
