import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../../src/contract/api-error.ts";
import { emptyRunsExhaustedMessage } from "../../../src/contract/api-error.ts";
import type { Report } from "../../../src/contract/report.ts";
import { LIMITS } from "../../../src/contract/site.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, rateLimits, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { grantPack } from "../../support/grant-pack.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { call, ORIGIN, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

const IDEA = "A marketplace for left-handed violin bows in Antarctica";

/** The sources answered and said nothing on the idea: the run is free, and paid for upstream. */
const nothingFound = (idea: string): Report => ({
  ...reportFixture,
  idea,
  sources: [],
  competitors: [],
  warnings: [
    {
      code: "no-evidence",
      source: "reddit",
      message:
        "No Reddit feedback is shown because the search found nothing relevant to this idea.",
    },
  ],
});

/**
 * Issue 23, item 3: a run that finds nothing gives its preview slot or report back, but it ran
 * the planner and every paid search API; past a budget an hour, such runs are refused up front.
 */
describeEachDatabase("the budget of runs that find nothing", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  const engine = { finds: false, runs: 0 };
  const log = captureLogs().logger;
  const research: ResearchEngine = {
    async run(idea) {
      engine.runs += 1;
      return engine.finds ? { ...reportFixture, idea } : nothingFound(idea);
    },
  };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    Object.assign(engine, { finds: false, runs: 0 });
    const config = testConfig({
      APP_URL: ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-empty-budget-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({
      config,
      logger: log,
      database,
      web: null,
      engine: research,
      queue: recordingQueue(),
    });
  });
  afterEach(async () => {
    await database.close();
  });

  /** As if the hour since the first empty run were over. */
  const anHourLater = () =>
    database.db
      .update(rateLimits)
      .set({ lastRequest: sql`${Date.now() - 1}::bigint` })
      .where(like(rateLimits.key, "app:empty-runs:%"));

  async function expectBudgetSpent(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error).toEqual({
      code: "empty_runs_exhausted",
      message: emptyRunsExhaustedMessage(Math.ceil(retryAfter / 60)),
    });
  }

  describe("previews, per address with IPv6 grouped by /64", () => {
    const preview = (ip: string) => call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });

    test("a new IPv6 address in the same /64 is not a new visitor once the budget is spent", async () => {
      for (let run = 1; run <= LIMITS.emptyRunsPerHour; run += 1) {
        const refused = await preview(`2001:db8:aa:1::${run.toString(16)}`);
        expect(refused.status).toBe(422);
      }
      expect(engine.runs).toBe(LIMITS.emptyRunsPerHour);
      await expectBudgetSpent(await preview("2001:db8:aa:1:ffff:ffff:ffff:fffe"));
      // A good idea waits too: the planner and the paid searches would run for it all the same.
      engine.finds = true;
      await expectBudgetSpent(await preview("2001:db8:aa:1::77"));
      expect(engine.runs).toBe(LIMITS.emptyRunsPerHour);
      // Another network, and IPv4, have budgets of their own.
      expect((await preview("2001:db8:aa:2::1")).status).toBe(200);
      expect((await preview("198.51.100.23")).status).toBe(200);
      // The hour over, the /64 may try again.
      await anHourLater();
      expect((await preview("2001:db8:aa:1::99")).status).toBe(200);
    });

    test("the hourly preview slot belongs to the /64, not to each address in it", async () => {
      engine.finds = true;
      expect((await preview("2001:db8:bb:1::1")).status).toBe(200);
      const again = await preview("2001:db8:bb:1::2");
      expect(again.status).toBe(429);
      expect(((await again.json()) as ApiErrorBody).error.code).toBe("rate_limited");
      expect(engine.runs).toBe(1);
    });
  });

  describe("analyses, per account", () => {
    async function aPayingUser() {
      const { cookie, email } = await signUpVerified(app, database);
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      await grantPack(database, row!.id);
      return { cookie, userId: row!.id };
    }
    const credits = async (cookie: string) =>
      ((await (await call(app, "GET", "/api/credits", { cookie })).json()) as { remaining: number })
        .remaining;
    const start = (cookie: string, ip = "192.0.2.10") =>
      call(app, "POST", "/api/analyses", { cookie, ip, body: { idea: IDEA } });
    async function analyse(cookie: string) {
      const response = await start(cookie);
      expect(response.status).toBe(202);
      const { analysisId } = (await response.json()) as { analysisId: string };
      await runAnalysisJob({ db: database.db, engine: research, log }, analysisId);
      return analysisId;
    }

    test("runs that find nothing stay free, until the hour's budget of them is spent", async () => {
      const owner = await aPayingUser();
      const startingCredits = await credits(owner.cookie);
      // A run that finds something is paid for, and does not count.
      engine.finds = true;
      await analyse(owner.cookie);
      engine.finds = false;
      for (let run = 0; run < LIMITS.emptyRunsPerHour; run += 1) await analyse(owner.cookie);
      expect(await credits(owner.cookie)).toBe(startingCredits - 1);

      // From any address, and before any report is reserved or the engine runs.
      await expectBudgetSpent(await start(owner.cookie, "203.0.113.200"));
      expect(await credits(owner.cookie)).toBe(startingCredits - 1);
      expect(
        await database.db.select().from(analyses).where(eq(analyses.userId, owner.userId)),
      ).toHaveLength(LIMITS.emptyRunsPerHour + 1);

      // Someone else is not held back by this account's budget.
      const other = await aPayingUser();
      expect((await start(other.cookie)).status).toBe(202);

      await anHourLater();
      expect((await start(owner.cookie)).status).toBe(202);
    });
  });
});
