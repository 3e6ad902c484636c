import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import {
  NO_EVIDENCE_FOUND_MESSAGE,
  NO_SOURCES_ANSWERED_MESSAGE,
  PREVIEW_NO_EVIDENCE_FOUND_MESSAGE,
  PREVIEW_NO_SOURCES_ANSWERED_MESSAGE,
} from "../../../src/contract/analysis-messages.ts";
import type { Report } from "../../../src/contract/report.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, previewRuns } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import { createResearchEngine } from "../../../src/server/modules/analyses/create-research-engine.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { startFakes, type Fakes, type FakeServiceName } from "../../fakes/start-fakes.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, freshIp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";
import { optionsFor } from "../engine/helpers.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";

const IDEA = "A waitlist that fills physiotherapy cancellations automatically";

/** Sources answered but said nothing on the idea: no evidence and no failure among the warnings. */
const nothingFound: Report = {
  ...reportFixture,
  idea: IDEA,
  sources: [],
  competitors: [],
  warnings: [
    {
      code: "no-evidence",
      source: "reddit",
      message:
        "No Reddit feedback is shown because the search found nothing relevant to this idea.",
    },
    ...(["youtube", "x", "tavily", "brave", "exa", "producthunt"] as const).map((source) => ({
      code: "not-configured" as const,
      source,
      message: `${source} is not configured.`,
    })),
  ],
};

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());

describeEachDatabase("a report without any evidence", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let engine: ResearchEngine;
  let queue: ReturnType<typeof recordingQueue>;
  const log = captureLogs().logger;
  const replies: { next: Report | null } = { next: null };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    fakes.control.reset();
    // Every upstream but the model, whichever fakes exist: this run has no model anyway.
    for (const name of Object.keys(fakes.control.services) as FakeServiceName[])
      if (name !== "llm") fakes.control.set(name, { failure: "500" });
    const real = createResearchEngine(
      optionsFor(fakes, {
        http: { timeoutMs: 2_000, retries: 0, maxBackoffMs: 50 },
        budgetMs: 15_000,
        previewBudgetMs: 10_000,
      }),
      database.db,
    );
    // The real engine against failing fakes, unless a test hands it a report to return instead.
    engine = {
      run: (idea, mode, controls) =>
        replies.next ? Promise.resolve(replies.next) : real.run(idea, mode, controls),
    };
    replies.next = null;
    queue = recordingQueue();
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-empty-test-")),
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
  const analyse = async (cookie: string) => {
    const { analysisId } = (await (
      await call(app, "POST", "/api/analyses", { cookie, body: { idea: IDEA } })
    ).json()) as { analysisId: string };
    await runAnalysisJob({ db: database.db, engine, log }, analysisId);
    return analysisId;
  };
  const detail = async (cookie: string, analysisId: string) =>
    (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json();

  test("with every source down, the analysis fails, says so plainly and gives the report back", async () => {
    const { cookie } = await signUpVerified(app, database);
    const analysisId = await analyse(cookie);
    const body = await detail(cookie, analysisId);
    expect(body).toMatchObject({
      status: "failed",
      results: null,
      failureMessage: NO_SOURCES_ANSWERED_MESSAGE,
    });
    const [row] = await database.db.select().from(analyses).where(eq(analyses.id, analysisId));
    expect(row!.errorMessage).toBe("no_sources_answered");
    expect(await credits(cookie)).toBe(1);
    const events = await (
      await call(app, "GET", `/api/analyses/${analysisId}/events`, { cookie })
    ).text();
    expect(events).toContain(NO_SOURCES_ANSWERED_MESSAGE);
  }, 60_000);

  test("when the sources answered but found nothing, the analysis fails with that reason and costs nothing", async () => {
    const { cookie } = await signUpVerified(app, database);
    replies.next = nothingFound;
    const analysisId = await analyse(cookie);
    // It names where it looked: the sources this server has keys for.
    expect(await detail(cookie, analysisId)).toMatchObject({
      status: "failed",
      failureMessage: `${NO_EVIDENCE_FOUND_MESSAGE} Searched: Hacker News, Reddit, GitHub, Stack Exchange, App Store, Bluesky and GitHub issues.`,
    });
    expect(await credits(cookie)).toBe(1);
  });

  test("a failure the owner cannot act on keeps the generic message", async () => {
    const { cookie } = await signUpVerified(app, database);
    const { analysisId } = (await (
      await call(app, "POST", "/api/analyses", { cookie, body: { idea: IDEA } })
    ).json()) as { analysisId: string };
    await runAnalysisJob(
      { db: database.db, engine: { run: () => Promise.reject(new Error("boom")) }, log },
      analysisId,
    );
    expect(await detail(cookie, analysisId)).toMatchObject({
      status: "failed",
      failureMessage: null,
    });
  });

  test("a preview with every source down is refused plainly and does not use up the visitor's hour", async () => {
    const ip = freshIp();
    const first = await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });
    expect(first.status).toBe(502);
    expect((await first.json()).error).toEqual({
      code: "upstream_failed",
      message: PREVIEW_NO_SOURCES_ANSWERED_MESSAGE,
    });
    expect(await database.db.select().from(previewRuns)).toEqual([]);
    replies.next = { ...reportFixture, idea: IDEA };
    const second = await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });
    expect(second.status).toBe(200);
    // That one counted.
    expect((await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } })).status).toBe(
      429,
    );
  }, 60_000);

  test("a preview that finds no discussion says so and leaves the hour unused", async () => {
    const ip = freshIp();
    replies.next = nothingFound;
    const refused = await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toEqual({
      code: "no_evidence",
      message: PREVIEW_NO_EVIDENCE_FOUND_MESSAGE,
    });
    expect((await call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } })).status).toBe(
      422,
    );
  });
});
