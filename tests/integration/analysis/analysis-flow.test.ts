import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, creditSpends } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import {
  startAnalysisWorker,
  type AnalysisWorker,
} from "../../../src/server/jobs/analysis-worker.ts";
import { recoverStalledAnalyses } from "../../../src/server/modules/analyses/recover-stalled-analyses.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  analysisDetailSchema,
  analysisListSchema,
  startAnalysisResponseSchema,
} from "../../../src/contract/analysis.ts";
import { conversationSchema } from "../../../src/contract/chat.ts";
import { creditSummarySchema } from "../../../src/contract/credits.ts";
import { call, freshIp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";
import { waitFor } from "../../support/wait-for.ts";
import { recordingQueue, scriptedEngine } from "../../support/analysis-doubles.ts";

const IDEA =
  "A scheduling tool for independent physiotherapists that fills cancellations from a waitlist.";

describeEachDatabase("analyses as durable jobs", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let queue: ReturnType<typeof recordingQueue>;
  const behaviour = { current: "succeed" as "succeed" | "fail" | "hang" };
  let engine: ReturnType<typeof scriptedEngine>;
  const log = captureLogs().logger;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    behaviour.current = "succeed";
    engine = scriptedEngine(behaviour);
    queue = recordingQueue();
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-analysis-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({ config, logger: log, database, web: null, engine, queue });
  });
  afterEach(async () => {
    await database.close();
  });

  const credits = async (cookie: string) =>
    ((await (await call(app, "GET", "/api/credits", { cookie })).json()) as { remaining: number })
      .remaining;
  const start = (cookie: string, idea = IDEA) =>
    call(app, "POST", "/api/analyses", { cookie, body: { idea } });
  const runQueued = (index = 0) =>
    runAnalysisJob({ db: database.db, engine, log }, queue.sent[index]!.analysisId);

  test("20 concurrent requests with one credit start exactly one analysis", async () => {
    const { cookie } = await signUpVerified(app, database);
    const responses = await Promise.all(Array.from({ length: 20 }, () => start(cookie)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    // The rest are refused for want of a credit, or by the per-user limit of 10 starts a minute.
    expect(statuses.filter((status) => status !== 202 && status !== 402 && status !== 429)).toEqual(
      [],
    );
    expect(statuses.filter((status) => status === 402).length).toBeGreaterThanOrEqual(9);
    const refused = await responses.find((response) => response.status === 402)!.json();
    expect(refused.error.message).toMatch(/credit/i);
    expect(await database.db.select().from(analyses)).toHaveLength(1);
    expect(queue.sent).toHaveLength(1);
    expect(await credits(cookie)).toBe(0);
  });

  test("bad ideas get the spec's messages and cost nothing", async () => {
    const { cookie } = await signUpVerified(app, database);
    const empty = await start(cookie, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Please describe your idea");
    const long = await start(cookie, "x".repeat(501));
    expect(long.status).toBe(400);
    expect(await credits(cookie)).toBe(1);
  });

  test("a successful run consumes the credit and saves the report for its owner", async () => {
    const { cookie } = await signUpVerified(app, database);
    const { analysisId } = await (await start(cookie)).json();
    await runQueued();
    const detail = await (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json();
    expect(detail.status).toBe("succeeded");
    expect(detail.results.kind).toBe("report");
    expect(detail.results.report.idea).toBe(IDEA);
    expect(await credits(cookie)).toBe(0);
    const list = await (await call(app, "GET", "/api/analyses", { cookie })).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([analysisId]);
  });

  test("every answer of the analysis API has the shape its contract schema states", async () => {
    const { cookie } = await signUpVerified(app, database);
    const read = async (path: string) => (await call(app, "GET", path, { cookie })).json();
    creditSummarySchema.parse(await read("/api/credits"));
    const started = startAnalysisResponseSchema.parse(await (await start(cookie)).json());
    analysisDetailSchema.parse(await read(`/api/analyses/${started.analysisId}`)); // queued
    await runQueued();
    const detail = analysisDetailSchema.parse(await read(`/api/analyses/${started.analysisId}`));
    expect(detail.results).toMatchObject({ kind: "report", report: { idea: IDEA } });
    analysisListSchema.parse(await read("/api/analyses"));
    conversationSchema.parse(await read(`/api/analyses/${started.analysisId}/chat`));
  });

  test("a failed engine run releases the credit and says the analysis failed", async () => {
    const { cookie } = await signUpVerified(app, database);
    const { analysisId } = await (await start(cookie)).json();
    expect(await credits(cookie)).toBe(0);
    behaviour.current = "fail";
    await runQueued();
    const detail = await (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json();
    expect(detail.status).toBe("failed");
    expect(await credits(cookie)).toBe(1);
    // The released credit can be spent again.
    expect((await start(cookie)).status).toBe(202);
  });

  test("a worker killed mid-run loses nothing: the redelivered job finishes and spends the credit once", async () => {
    const { cookie } = await signUpVerified(app, database);
    const { analysisId } = await (await start(cookie)).json();
    behaviour.current = "hang";
    const crashed = new AbortController();
    // The first worker never finishes: its process dies while the analysis is running.
    const lost = runAnalysisJob(
      { db: database.db, engine, log, signal: crashed.signal },
      analysisId,
    );
    await waitFor(
      async () =>
        (await database.db.select().from(analyses).where(eq(analyses.id, analysisId)))[0]!.status,
      (status) => status === "running",
    );
    crashed.abort();
    await lost;
    behaviour.current = "succeed";
    await runQueued(); // pg-boss hands the job out again after the restart
    await runQueued(); // a duplicate delivery changes nothing
    const detail = await (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json();
    expect(detail.status).toBe("succeeded");
    expect(await credits(cookie)).toBe(0);
    expect(await database.db.select().from(creditSpends)).toHaveLength(1);
  });

  test("an analysis whose worker died and that is too old to resume fails and gives the credit back", async () => {
    const { cookie } = await signUpVerified(app, database);
    const { analysisId } = await (await start(cookie)).json();
    await database.db
      .update(analyses)
      .set({
        status: "running",
        createdAt: new Date(Date.now() - 20 * 60_000),
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .where(eq(analyses.id, analysisId));
    const recovered = await recoverStalledAnalyses(
      { db: database.db, queue, log },
      { now: new Date() },
    );
    expect(recovered).toEqual({ resumed: [], resent: [], failed: [analysisId] });
    expect(
      (await (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json()).status,
    ).toBe("failed");
    expect(await credits(cookie)).toBe(1);
    // A late redelivery of the dead job does not resurrect it or spend the credit.
    await runQueued();
    expect(await credits(cookie)).toBe(1);
    expect(engine.runs).toBe(0);
  });

  test("another user's analysis is not found on every route, exactly like a missing one", async () => {
    const owner = await signUpVerified(app, database);
    const stranger = await signUpVerified(app, database);
    const { analysisId } = await (await start(owner.cookie)).json();
    await runQueued();
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const suffix of ["", "/events"]) {
      const theirs = await call(app, "GET", `/api/analyses/${analysisId}${suffix}`, {
        cookie: stranger.cookie,
      });
      const none = await call(app, "GET", `/api/analyses/${missing}${suffix}`, {
        cookie: stranger.cookie,
      });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await none.json());
    }
    const list = await (
      await call(app, "GET", "/api/analyses", { cookie: stranger.cookie })
    ).json();
    expect(list.items).toEqual([]);
    // Without a session, nothing at all.
    expect((await call(app, "GET", `/api/analyses/${analysisId}`)).status).toBe(401);
  });

  test("the worker on the database queue runs a posted analysis to the end", async () => {
    const worker: AnalysisWorker = await startAnalysisWorker({
      database,
      engine,
      logger: log,
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 60_000,
    });
    try {
      const config = testConfig({
        APP_URL: "http://localhost:3000",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-analysis-test-")),
        TRUST_PROXY: "true",
      });
      const queued = createApp({
        config,
        logger: log,
        database,
        web: null,
        engine,
        queue: worker.queue,
      });
      const { cookie } = await signUpVerified(queued, database);
      const response = await call(queued, "POST", "/api/analyses", {
        cookie,
        body: { idea: IDEA },
      });
      expect(response.status).toBe(202);
      const { analysisId } = await response.json();
      const detail = await waitFor(
        async () => (await call(queued, "GET", `/api/analyses/${analysisId}`, { cookie })).json(),
        (body: { status: string; progress: unknown }) =>
          body.status === "succeeded" || body.status === "failed",
        30_000,
      );
      expect(detail.status).toBe("succeeded");
      expect(detail.progress).not.toBeNull();
    } finally {
      await worker.stop();
    }
  }, 60_000);
});

describeEachDatabase("the landing page preview", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-preview-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({
      config,
      logger: captureLogs().logger,
      database,
      web: null,
      engine: scriptedEngine({ current: "succeed" }),
    });
  });
  afterEach(async () => {
    await database.close();
  });

  test("sends only the teaser: no links, feature requests, context or whole comments", async () => {
    const ip = freshIp();
    const response = await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toMatch(/"(sourceUrl|featureRequest|context|link|url|evidenceIds|sources)"/);
    for (const item of Object.values(reportFixture.platformFeedback).flat()) {
      if (item.comment.length > 120) expect(text).not.toContain(item.comment);
      if (item.featureRequest) expect(text).not.toContain(item.featureRequest);
    }
    const teaser = JSON.parse(text);
    expect(teaser.competitors.length).toBe(reportFixture.competitors.length);
  });

  test("one preview per client address per hour, even with the browser's storage cleared", async () => {
    const ip = freshIp();
    expect((await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } })).status).toBe(
      200,
    );
    const again = await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });
    expect(again.status).toBe(429);
    expect((await again.json()).error.message).toBe("Rate limit reached. Please try again later.");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(
      (await call(app, "POST", "/api/preview", { ip: freshIp(), body: { idea: IDEA } })).status,
    ).toBe(200);
  });
});
