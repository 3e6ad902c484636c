import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { integrityFiguresSchema, reportChecksSchema } from "../../../src/contract/integrity.ts";
import { shareLinkSchema } from "../../../src/contract/integrations.ts";
import type { Report } from "../../../src/contract/report.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, integrityChecks, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import {
  runIntegrityRecheck,
  type IntegrityRecheckers,
} from "../../../src/server/modules/integrity/recheck-sample.ts";
import { publishIntegrityFigures } from "../../../src/server/modules/integrity/read-integrity-figures.ts";
import type { QuoteToRecheck } from "../../../src/engine/index.ts";
import { createJobQueue } from "../../../src/server/jobs/job-queue.ts";
import { startIntegrityScheduler } from "../../../src/server/jobs/integrity-scheduler.ts";
import { INTEGRITY_RECHECK_QUEUE } from "../../../src/server/modules/integrity/integrity-queue.ts";
import { waitFor } from "../../support/wait-for.ts";
import { IDEA, reportFixture } from "../../unit/report/fixtures.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, freshIp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

/** A report whose model had 2 quotes and 1 link refused, as the engine now records. */
function withRefusals(): Report {
  const report = structuredClone(reportFixture);
  report.metadata.refused = { quotes: 2, links: 1, figures: 0, ids: 3, items: 0 };
  return report;
}

const fixtureQuotes = Object.values(reportFixture.platformFeedback).flat();
const redditIds = reportFixture.platformFeedback.reddit.map((item) => item.evidenceId);
const links = reportFixture.competitors.flatMap((competitor) => competitor.link ?? []);

/**
 * The sources as the fakes would answer: the first Reddit quote deleted, the second edited,
 * everything else still there; the first competitor's link dead.
 */
function plantedRecheckers(asked: QuoteToRecheck[][] = []): IntegrityRecheckers {
  return {
    recheckQuotes: async (items) => {
      asked.push(items);
      return items.map((item) => ({
        evidenceId: item.evidenceId,
        platform: item.platform as "reddit",
        outcome:
          item.evidenceId === redditIds[0]
            ? "gone"
            : item.evidenceId === redditIds[1]
              ? "changed"
              : "verbatim",
      }));
    },
    recheckLinks: async (urls) =>
      urls.map((url) => ({ url, outcome: url === links[0] ? "dead" : "alive" })),
  };
}

describeEachDatabase("the public integrity figures", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-integrity-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({
      config,
      logger: captureLogs().logger,
      database,
      web: null,
      queue: recordingQueue(),
    });
  });
  afterEach(async () => {
    await database.close();
  });

  async function founder() {
    const user = await signUpVerified(app, database, { ip: freshIp() });
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email.toLowerCase()));
    return { cookie: user.cookie, userId: row!.id };
  }

  async function finishedReport(userId: string, report: Report = withRefusals()): Promise<string> {
    const [row] = await database.db
      .insert(analyses)
      .values({
        userId,
        ideaText: IDEA,
        status: "succeeded",
        results: report,
        finishedAt: new Date(),
      })
      .returning({ id: analyses.id });
    return row!.id;
  }

  /** What a visitor reads, after the daily job has published (unless told it has not run). */
  const figures = async (options: { published?: boolean } = {}) => {
    if (options.published !== false) await publishIntegrityFigures(database.db, new Date());
    const response = await call(app, "GET", "/api/integrity");
    expect(response.status).toBe(200);
    return integrityFiguresSchema.parse(await response.json());
  };

  test("an empty system shows no figure: every share is null until measured", async () => {
    const empty = await figures();
    expect(empty).toMatchObject({
      reports: 0,
      quotesShown: 0,
      quotesVerbatim: { part: 0, whole: 0, share: null },
      linksAlive: { share: null },
      fieldsBacked: { share: null },
      refusedQuotes: 0,
      refusedLinks: 0,
      lastCheckedAt: null,
    });
  });

  test("a visit reads what the daily job last published, never every report again", async () => {
    const { userId } = await founder();
    await finishedReport(userId);
    // Not published yet: nothing measured to show.
    expect((await figures({ published: false })).reports).toBe(0);
    await publishIntegrityFigures(database.db, new Date());
    await finishedReport(userId);
    // A report finished since counts at the next run, not on this visit.
    expect((await figures({ published: false })).reports).toBe(1);
    expect((await figures()).reports).toBe(2);
  });

  test("seeded reports and one re-check give the figures, counted from what was planted", async () => {
    const { userId } = await founder();
    for (let index = 0; index < 3; index += 1) await finishedReport(userId);
    const before = await figures();
    // Nothing re-checked yet: the counts of the reports are there, the re-check share is not.
    expect(before.quotesShown).toBe(3 * fixtureQuotes.length);
    expect(before.quotesVerbatim.share).toBeNull();

    const asked: QuoteToRecheck[][] = [];
    const summary = await runIntegrityRecheck(
      { db: database.db, recheckers: plantedRecheckers(asked), now: () => new Date() },
      { reports: 10, quotesPerPlatform: 50, links: 50 },
    );
    // The same quote in three reports is read once; Facebook's (found by web search) not at all.
    expect(asked[0]!.map((item) => item.evidenceId).sort()).toEqual(
      fixtureQuotes
        .filter((item) => !item.evidenceId.startsWith("facebook"))
        .map((item) => item.evidenceId)
        .sort(),
    );
    expect(summary.quotes).toEqual({
      verbatim: asked[0]!.length - 2,
      changed: 1,
      gone: 1,
      unreachable: 0,
    });

    const after = await figures();
    const rechecked = 3 * asked[0]!.length;
    expect(after.quotesVerbatim).toEqual({
      part: rechecked - 6,
      whole: rechecked,
      share: (rechecked - 6) / rechecked,
    });
    expect(after.quotesGone).toBe(3);
    expect(after.quotesChanged).toBe(3);
    expect(after.linksAlive.part).toBe(3 * (links.length - 1));
    expect(after.linksAlive.whole).toBe(3 * links.length);
    expect(after.refusedQuotes).toBe(6);
    expect(after.refusedLinks).toBe(3);
    expect(after.fieldsBacked.whole).toBeGreaterThan(0);
    expect(after.lastCheckedAt).not.toBeNull();
    // Aggregate counts only: not a word of an idea or a quote leaves on the public page.
    const body = JSON.stringify(after);
    expect(body).not.toContain(IDEA.slice(0, 20));
    for (const quote of fixtureQuotes) expect(body).not.toContain(quote.comment.slice(0, 20));
  });

  test("re-checks older than the window no longer count", async () => {
    const { userId } = await founder();
    for (let index = 0; index < 3; index += 1) await finishedReport(userId);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await runIntegrityRecheck(
      { db: database.db, recheckers: plantedRecheckers(), now: () => longAgo },
      { reports: 10, quotesPerPlatform: 50, links: 50 },
    );
    expect((await figures()).quotesVerbatim).toEqual({ part: 0, whole: 0, share: null });
  });

  test("the sample is rolling: each run takes the items checked longest ago, bounded per platform", async () => {
    const { userId } = await founder();
    const analysisId = await finishedReport(userId);
    const asked: QuoteToRecheck[][] = [];
    const limits = { reports: 10, quotesPerPlatform: 2, links: 0 };
    let clock = Date.now() - 3_600_000;
    const deps = {
      db: database.db,
      recheckers: plantedRecheckers(asked),
      now: () => new Date((clock += 60_000)),
    };
    await runIntegrityRecheck(deps, limits);
    await runIntegrityRecheck(deps, limits);
    await runIntegrityRecheck(deps, limits);
    const redditAsked = asked.map((run) =>
      run.filter((item) => item.platform === "reddit").map((item) => item.evidenceId),
    );
    expect(redditAsked.map((run) => run.length)).toEqual([2, 2, 2]);
    // Five Reddit quotes: the third run starts again with the one checked longest ago.
    expect(new Set(redditAsked.slice(0, 3).flat()).size).toBe(5);
    const rows = await database.db
      .select()
      .from(integrityChecks)
      .where(eq(integrityChecks.analysisId, analysisId));
    expect(rows.every((row) => row.kind === "quote")).toBe(true);
  });

  test("an item the re-check could not reach (a rate limit) gets no row, so it is still unchecked next run", async () => {
    const { userId } = await founder();
    const analysisId = await finishedReport(userId);
    const limits = { reports: 10, quotesPerPlatform: 50, links: 0 };
    await runIntegrityRecheck(
      {
        db: database.db,
        now: () => new Date(),
        recheckers: { ...plantedRecheckers(), recheckQuotes: async () => [] },
      },
      limits,
    );
    expect(
      await database.db
        .select()
        .from(integrityChecks)
        .where(eq(integrityChecks.analysisId, analysisId)),
    ).toEqual([]);
  });

  test("a report's own checks reach its owner only", async () => {
    const owner = await founder();
    const other = await founder();
    const analysisId = await finishedReport(owner.userId);
    await runIntegrityRecheck(
      { db: database.db, recheckers: plantedRecheckers(), now: () => new Date() },
      { reports: 10, quotesPerPlatform: 50, links: 50 },
    );
    const response = await call(app, "GET", `/api/analyses/${analysisId}/checks`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    const checks = reportChecksSchema.parse(await response.json());
    expect(checks).toMatchObject({
      quotesShown: fixtureQuotes.length,
      recheckedGone: 1,
      recheckedChanged: 1,
      recheckedVerbatim: fixtureQuotes.length - 3,
      linksChecked: links.length,
      linksAlive: links.length - 1,
      refusedQuotes: 2,
      refusedLinks: 1,
    });
    expect(
      (await call(app, "GET", `/api/analyses/${analysisId}/checks`, { cookie: other.cookie }))
        .status,
    ).toBe(404);
    expect((await call(app, "GET", `/api/analyses/${analysisId}/checks`)).status).toBe(401);
  });

  test("a shared report's link shows its checks; a revoked one does not", async () => {
    const owner = await founder();
    const analysisId = await finishedReport(owner.userId);
    const created = await call(app, "POST", `/api/analyses/${analysisId}/shares`, {
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    const share = shareLinkSchema.parse(await created.json());
    const token = new URL(share.url!).pathname.split("/").at(-1)!;
    const response = await call(app, "GET", `/api/shared/${token}/checks`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(reportChecksSchema.parse(await response.json()).quotesShown).toBe(fixtureQuotes.length);
    await call(app, "DELETE", `/api/shares/${share.id}`, { cookie: owner.cookie });
    expect((await call(app, "GET", `/api/shared/${token}/checks`)).status).toBe(404);
    expect((await call(app, "GET", `/api/shared/not-a-token/checks`)).status).toBe(404);
  });

  test("the daily job is on the queue's cron, and runs on demand", async () => {
    const { userId } = await founder();
    const analysisId = await finishedReport(userId);
    const { logger } = captureLogs();
    const queue = await createJobQueue(database, logger, [INTEGRITY_RECHECK_QUEUE], {
      pollingIntervalSeconds: 0.5,
    });
    try {
      const scheduler = await startIntegrityScheduler({
        db: database.db,
        queue,
        recheckers: plantedRecheckers(),
        logger,
      });
      await scheduler.runNow();
      const rows = await waitFor(
        () =>
          database.db
            .select()
            .from(integrityChecks)
            .where(eq(integrityChecks.analysisId, analysisId)),
        (found) => found.length > 0,
        20_000,
      );
      expect(rows.filter((row) => row.outcome === "gone")).toHaveLength(1);
      const schedules = await database.db.execute(
        sql`select cron, options->>'tz' as tz from pgboss.schedule where name = 'integrity-recheck'`,
      );
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
        { cron: "17 4 * * *", tz: "UTC" },
      ]);
    } finally {
      await queue.stop();
    }
  });
});
