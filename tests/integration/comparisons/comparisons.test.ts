import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  citedEvidenceIds,
  COMPARISON_MESSAGES,
  comparisonDetailSchema,
  comparisonListSchema,
  comparisonShareLinkSchema,
  sharedComparisonSchema,
} from "../../../src/contract/report-comparison.ts";
import type { Report } from "../../../src/contract/report.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import { engineOptionsFromConfig } from "../../../src/server/modules/analyses/engine-options.ts";
import { createChatEngine } from "../../../src/server/modules/chat/chat-engine.ts";
import { conversationSchema } from "../../../src/contract/chat.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, freshIp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

/** The same report with another score, as another idea's would differ. */
function scored(score: number): Report {
  const report = structuredClone(reportFixture);
  report.verdict = { ...report.verdict!, score };
  return report;
}

describeEachDatabase("comparing reports", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  const log = captureLogs().logger;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const config = testConfig({
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-compare-test-")),
      TRUST_PROXY: "true",
    });
    // No model configured: the chat answers from the evidence alone, as it does without AI_* set.
    const chat = createChatEngine(engineOptionsFromConfig(config));
    app = createApp({ config, logger: log, database, web: null, queue: recordingQueue(), chat });
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

  /** A stored analysis, as the worker leaves one: finished with its report, or still running. */
  async function analysis(
    userId: string,
    idea: string,
    state: { report: Report } | { status: "running" | "failed" },
  ): Promise<string> {
    const [row] = await database.db
      .insert(analyses)
      .values(
        "report" in state
          ? { userId, ideaText: idea, status: "succeeded", results: state.report }
          : { userId, ideaText: idea, status: state.status },
      )
      .returning({ id: analyses.id });
    return row!.id;
  }

  const create = (cookie: string, analysisIds: unknown) =>
    call(app, "POST", "/api/comparisons", { cookie, body: { analysisIds } });

  test("compares the owner's finished reports, exports them, and lists the comparison", async () => {
    const { cookie, userId } = await founder();
    const ids = [
      await analysis(userId, "Invoices for designers", { report: scored(54) }),
      await analysis(userId, "Reminders for dentists", { report: scored(71) }),
      await analysis(userId, "Deposits for groomers", { report: scored(62) }),
    ];
    const created = await create(cookie, ids);
    expect(created.status).toBe(201);
    const { comparisonId } = (await created.json()) as { comparisonId: string };

    const detail = comparisonDetailSchema.parse(
      await (await call(app, "GET", `/api/comparisons/${comparisonId}`, { cookie })).json(),
    );
    expect(detail.comparison.reports.map((report) => [report.analysisId, report.idea])).toEqual([
      [ids[0], "Invoices for designers"],
      [ids[1], "Reminders for dentists"],
      [ids[2], "Deposits for groomers"],
    ]);
    expect(detail.comparison.score).toMatchObject({ leaders: [1] });
    const held = new Set(reportFixture.sources.map((source) => source.id));
    for (const column of citedEvidenceIds(detail.comparison))
      for (const evidenceId of column) expect(held.has(evidenceId)).toBe(true);

    const markdown = await call(app, "GET", `/api/comparisons/${comparisonId}/markdown`, {
      cookie,
    });
    expect(markdown.headers.get("content-type")).toMatch(/text\/markdown/);
    const text = await markdown.text();
    expect(text).toContain("# Comparison of ideas");
    expect(text).toContain(`[Reminders for dentists](<http://localhost:3000/results/${ids[1]}>)`);
    expect(text).toContain("| **Score** | 54/100 | **71/100 ★** | 62/100 | B |");

    const list = comparisonListSchema.parse(
      await (await call(app, "GET", "/api/comparisons", { cookie })).json(),
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id: comparisonId,
        ideas: detail.comparison.reports.map((r) => r.idea),
      }),
    ]);

    // A report deleted later drops out; the rest still compare.
    await database.db.delete(analyses).where(eq(analyses.id, ids[2]!));
    const after = comparisonDetailSchema.parse(
      await (await call(app, "GET", `/api/comparisons/${comparisonId}`, { cookie })).json(),
    );
    expect(after.comparison.reports).toHaveLength(2);
    expect(after.missingReports).toBe(1);
  });

  test("refuses bad picks with a clear message each", async () => {
    const owner = await founder();
    const stranger = await founder();
    const mine = [
      await analysis(owner.userId, "One", { report: scored(50) }),
      await analysis(owner.userId, "Two", { report: scored(60) }),
    ];
    const theirs = await analysis(stranger.userId, "Theirs", { report: scored(70) });
    const running = await analysis(owner.userId, "Running", { status: "running" });
    const failed = await analysis(owner.userId, "Failed", { status: "failed" });

    const refusal = async (analysisIds: unknown, cookie = owner.cookie) => {
      const response = await create(cookie, analysisIds);
      const body = (await response.json()) as { error: { message: string } };
      return [response.status, body.error.message];
    };
    expect(await refusal([mine[0]])).toEqual([400, COMPARISON_MESSAGES.tooFew]);
    expect(await refusal([...mine, theirs, running, failed])).toEqual([
      400,
      COMPARISON_MESSAGES.tooMany,
    ]);
    expect(await refusal([mine[0], mine[0]])).toEqual([400, COMPARISON_MESSAGES.duplicate]);
    expect(await refusal([mine[0], running])).toEqual([409, COMPARISON_MESSAGES.notFinished]);
    expect(await refusal([mine[0], failed])).toEqual([409, COMPARISON_MESSAGES.failed]);
    // Someone else's report is as missing as a deleted one.
    expect(await refusal([mine[0], theirs])).toEqual([404, COMPARISON_MESSAGES.notFound]);
    await database.db.delete(analyses).where(eq(analyses.id, mine[1]!));
    expect(await refusal(mine)).toEqual([404, COMPARISON_MESSAGES.notFound]);
  });

  test("another user's comparison is a 404 everywhere", async () => {
    const owner = await founder();
    const stranger = await founder();
    const ids = [
      await analysis(owner.userId, "One", { report: scored(50) }),
      await analysis(owner.userId, "Two", { report: scored(60) }),
    ];
    const { comparisonId } = (await (await create(owner.cookie, ids)).json()) as {
      comparisonId: string;
    };
    for (const [method, url] of [
      ["GET", `/api/comparisons/${comparisonId}`],
      ["GET", `/api/comparisons/${comparisonId}/markdown`],
      ["GET", `/api/comparisons/${comparisonId}/shares`],
      ["POST", `/api/comparisons/${comparisonId}/shares`],
      ["GET", `/api/comparisons/${comparisonId}/chat`],
      ["GET", "/api/comparisons/not-a-uuid"],
    ] as const) {
      const response = await call(app, method, url, { cookie: stranger.cookie });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    expect(
      comparisonListSchema.parse(
        await (await call(app, "GET", "/api/comparisons", { cookie: stranger.cookie })).json(),
      ).items,
    ).toEqual([]);
    expect((await call(app, "GET", `/api/comparisons/${comparisonId}`)).status).toBe(401);
  });

  test("a share link opens signed out, without the owner's ids, until it is revoked", async () => {
    const { cookie, userId } = await founder();
    const ids = [
      await analysis(userId, "One", { report: scored(50) }),
      await analysis(userId, "Two", { report: scored(60) }),
    ];
    const { comparisonId } = (await (await create(cookie, ids)).json()) as {
      comparisonId: string;
    };
    const none = await call(app, "GET", `/api/comparisons/${comparisonId}/shares`, { cookie });
    expect(await none.json()).toEqual({ share: null });
    const made = await call(app, "POST", `/api/comparisons/${comparisonId}/shares`, { cookie });
    expect(made.status).toBe(201);
    const link = comparisonShareLinkSchema.parse(await made.json());
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/shared\/compare\/[A-Za-z0-9_-]{43}$/);
    // Asking again gives the same live link.
    const again = comparisonShareLinkSchema.parse(
      await (await call(app, "POST", `/api/comparisons/${comparisonId}/shares`, { cookie })).json(),
    );
    expect(again.url).toBe(link.url);

    const token = link.url!.split("/").at(-1)!;
    const shared = await call(app, "GET", `/api/shared/compare/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const body = sharedComparisonSchema.parse(await shared.json());
    expect(body.comparison.reports.map((report) => [report.idea, report.analysisId])).toEqual([
      ["One", null],
      ["Two", null],
    ]);
    expect(JSON.stringify(body)).not.toContain(ids[0]);
    // A report's share route does not open a comparison's token.
    expect((await call(app, "GET", `/api/shared/${token}`)).status).toBe(404);

    const revoked = await call(
      app,
      "DELETE",
      `/api/comparisons/${comparisonId}/shares/${link.id}`,
      { cookie },
    );
    expect(revoked.status).toBe(204);
    const gone = await call(app, "GET", `/api/shared/compare/${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: COMPARISON_MESSAGES.gone } });
    expect((await call(app, "GET", "/api/shared/compare/short")).status).toBe(404);
  });

  test("the chat answers across the reports, citing evidence they hold, within the limit", async () => {
    const owner = await founder();
    const stranger = await founder();
    const other = structuredClone(reportFixture);
    other.idea = "Reminders for dentists";
    const ids = [
      await analysis(owner.userId, reportFixture.idea, { report: scored(50) }),
      await analysis(owner.userId, other.idea, { report: other }),
    ];
    const { comparisonId } = (await (await create(owner.cookie, ids)).json()) as {
      comparisonId: string;
    };
    const url = `/api/comparisons/${comparisonId}/chat`;
    const body = { message: "Who talks about chasing late invoices?", surface: "dialog" };
    const foreign = await call(app, "POST", url, { cookie: stranger.cookie, body });
    expect(foreign.status).toBe(404);

    const response = await call(app, "POST", url, { cookie: owner.cookie, body });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const stream = await response.text();
    const answer = [...stream.matchAll(/^event: delta\ndata: (.*)$/gm)]
      .map((match) => (JSON.parse(match[1]!) as { text: string }).text)
      .join("");
    expect(stream).toMatch(/event: done\ndata: \{"messagesCount":1,"messagesRemaining":49/);
    // Each idea answers under its letter; every citation links to evidence of these reports.
    expect(answer).toContain(`### A: ${reportFixture.idea}`);
    expect(answer).toContain("### B: Reminders for dentists");
    const citations = [...answer.matchAll(/\[\[(\d+)\]\]\(([^)]+)\)/g)];
    expect(citations.length).toBeGreaterThan(0);
    const urls = new Set(reportFixture.sources.map((source) => source.url));
    const count = reportFixture.sources.length;
    for (const [, number, link] of citations) {
      expect(urls.has(link!)).toBe(true);
      // Numbers run on across the reports: B's evidence starts after A's.
      expect(Number(number)).toBeLessThanOrEqual(count * 2);
    }
    expect(citations.some(([, number]) => Number(number) > count)).toBe(true);

    const conversation = conversationSchema.parse(
      await (await call(app, "GET", url, { cookie: owner.cookie })).json(),
    );
    expect(conversation.messagesCount).toBe(1);
    expect(conversation.messages.map((message) => message.role)).toEqual(["user", "assistant"]);

    const inline = { ...body, surface: "inline" };
    for (let sent = 1; sent < 10; sent += 1)
      await (await call(app, "POST", url, { cookie: owner.cookie, body: inline })).text();
    const refused = await call(app, "POST", url, { cookie: owner.cookie, body: inline });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "chat_limit_reached" } });
  });
});
