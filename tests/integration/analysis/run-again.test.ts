import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  analysisDetailSchema,
  analysisListSchema,
  RERUN_NOT_FINISHED_MESSAGE,
  RERUN_NOT_FOUND_MESSAGE,
} from "../../../src/contract/analysis.ts";
import type { Report } from "../../../src/contract/report.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { grantCredits } from "../../../src/server/modules/credits/grant-credits.ts";
import { createApp } from "../../../src/server/app.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, freshIp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

const IDEA = reportFixture.idea;

/** The second run finds one competitor more and scores higher: what "Since" must say. */
function laterReport(): Report {
  const report = structuredClone(reportFixture);
  report.generatedAt = "2026-11-28T09:00:00.000Z";
  report.competitors = [
    ...report.competitors,
    { ...report.competitors[0]!, name: "Chaserly", link: "https://chaserly.example/" },
  ];
  report.verdict = { ...report.verdict!, score: report.verdict!.score + 5 };
  return report;
}

describeEachDatabase("running a report again", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  const log = captureLogs().logger;
  const replies: Report[] = [];
  const engine: ResearchEngine = {
    run: async () => replies.shift() ?? reportFixture,
  };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    replies.length = 0;
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-rerun-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({ config, logger: log, database, web: null, engine, queue: recordingQueue() });
  });
  afterEach(async () => {
    await database.close();
  });

  const start = async (cookie: string, body: Record<string, unknown>) =>
    call(app, "POST", "/api/analyses", { cookie, body });
  const finish = (analysisId: string) =>
    runAnalysisJob({ db: database.db, engine, log }, analysisId);
  const detail = async (cookie: string, analysisId: string) =>
    analysisDetailSchema.parse(
      await (await call(app, "GET", `/api/analyses/${analysisId}`, { cookie })).json(),
    );
  /** A verified user with one report to spend on a first run and one on its re-run. */
  async function userWithTwoReports() {
    const user = await signUpVerified(app, database);
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email.toLowerCase()));
    // The month's free report pays for the first run; a pack's for the re-runs.
    const now = new Date();
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId: row!.id,
        kind: "pack",
        amount: 10,
        expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
        sourceRef: `test-pack-${row!.id}`,
        now,
      }),
    );
    return user;
  }

  test("a re-run is a new analysis linked to the first, and opens with what changed since", async () => {
    const { cookie } = await userWithTwoReports();
    const first = (await (await start(cookie, { idea: IDEA })).json()) as { analysisId: string };
    replies.push(reportFixture);
    await finish(first.analysisId);

    const response = await start(cookie, { idea: IDEA, rerunOf: first.analysisId });
    expect(response.status).toBe(202);
    const second = (await response.json()) as { analysisId: string };
    expect(second.analysisId).not.toBe(first.analysisId);
    // Before it finishes, it names the run it repeats and has nothing to compare yet.
    expect(await detail(cookie, second.analysisId)).toMatchObject({
      previousRun: { id: first.analysisId },
      changes: null,
    });
    replies.push(laterReport());
    await finish(second.analysisId);

    const later = await detail(cookie, second.analysisId);
    expect(later.changes).toMatchObject({
      earlier: { analysisId: first.analysisId, madeAt: reportFixture.generatedAt },
      competitors: { added: [{ name: "Chaserly", link: "https://chaserly.example/" }] },
      verdict: {
        before: { score: reportFixture.verdict!.score },
        after: { score: reportFixture.verdict!.score + 5 },
      },
      nothingChanged: false,
    });
    // Both runs stay in history, the later one marked as a re-run.
    const history = analysisListSchema.parse(
      await (await call(app, "GET", "/api/analyses", { cookie })).json(),
    );
    expect(history.items.map((item) => [item.id, item.previousRunId])).toEqual([
      [second.analysisId, first.analysisId],
      [first.analysisId, null],
    ]);
    // The Markdown export opens with it too.
    const markdown = await (
      await call(app, "GET", `/api/analyses/${second.analysisId}/markdown`, { cookie })
    ).text();
    expect(markdown).toMatch(/## Since [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(markdown).toContain("**New competitor:** [Chaserly](<https://chaserly.example/>)");

    // Deleting the first run leaves the second standing, with nothing to compare.
    await database.db.delete(analyses).where(eq(analyses.id, first.analysisId));
    expect(await detail(cookie, second.analysisId)).toMatchObject({
      previousRun: null,
      changes: null,
      status: "succeeded",
    });
  });

  test("only the user's own finished report can be run again, and the idea can be edited", async () => {
    const owner = await userWithTwoReports();
    const stranger = await signUpVerified(app, database, { ip: freshIp() });
    const first = (await (await start(owner.cookie, { idea: IDEA })).json()) as {
      analysisId: string;
    };

    const running = await start(owner.cookie, { idea: IDEA, rerunOf: first.analysisId });
    expect(running.status).toBe(409);
    expect(await running.json()).toMatchObject({ error: { message: RERUN_NOT_FINISHED_MESSAGE } });
    await finish(first.analysisId);

    const foreign = await start(stranger.cookie, { idea: IDEA, rerunOf: first.analysisId });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: RERUN_NOT_FOUND_MESSAGE } });
    const malformed = await start(owner.cookie, { idea: IDEA, rerunOf: "not-an-id" });
    expect(malformed.status).toBe(400);

    const edited = await start(owner.cookie, {
      idea: `${IDEA} For agencies too.`,
      rerunOf: first.analysisId,
    });
    expect(edited.status).toBe(202);
    const { analysisId } = (await edited.json()) as { analysisId: string };
    expect(await detail(owner.cookie, analysisId)).toMatchObject({
      ideaText: `${IDEA} For agencies too.`,
      previousRun: { id: first.analysisId },
    });
  });
});
