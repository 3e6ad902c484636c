import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { analysisDetailSchema, type AnalysisList } from "../../../src/contract/analysis.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import { createAuth } from "../../../src/server/auth/create-auth.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { legacyFixture, reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, ORIGIN, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

describeEachDatabase("reading history and results", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let sessionLookups: { direct: number; betterAuth: number };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const config = testConfig({
      APP_URL: ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-history-test-")),
      TRUST_PROXY: "true",
    });
    const { logger } = captureLogs();
    const auth = createAuth({
      config,
      db: database.db,
      mailer: createMailer({ config, logger }),
      logger,
    });
    // Counts what each request costs in session lookups: the direct one (one statement) and
    // better-auth's (two, and more when it refreshes).
    const readDirectly = auth.readSessionDirectly;
    const getSession = auth.api.getSession;
    sessionLookups = { direct: 0, betterAuth: 0 };
    auth.readSessionDirectly = (headers) => {
      sessionLookups.direct += 1;
      return readDirectly(headers);
    };
    auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      sessionLookups.betterAuth += 1;
      return getSession(...args);
    }) as typeof getSession;
    app = createApp({ config, logger, database, web: null, auth });
  });
  afterEach(async () => {
    await database.close();
  });

  async function userWithAnalyses(
    rows: Array<{
      results: (typeof analyses.$inferInsert)["results"];
      status?: "succeeded" | "running" | "failed";
      ideaText?: string;
    }>,
  ) {
    const { cookie, email } = await signUpVerified(app, database);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const start = Date.parse("2026-11-20T10:00:00Z");
    const inserted = await database.db
      .insert(analyses)
      .values(
        rows.map((row, index) => ({
          userId: user!.id,
          ideaText: row.ideaText ?? `Idea ${index}`,
          status: row.status ?? "succeeded",
          results: row.results,
          // Newest first in the list: the first row is the newest.
          createdAt: new Date(start - index * 60_000),
        })),
      )
      .returning({ id: analyses.id });
    return { cookie, ids: inserted.map((row) => row.id) };
  }

  test("history counts each report's competitors: several, none, legacy-shaped, and no list at all", async () => {
    const { cookie } = await userWithAnalyses([
      { results: reportFixture },
      { results: { ...reportFixture, competitors: [] } },
      { results: legacyFixture },
      { results: { idea: "a report saved without a competitor list" } },
      { results: { competitors: "not a list" } },
      { results: null, status: "running" },
      { results: null, status: "failed" },
    ]);
    const response = await call(app, "GET", "/api/analyses", { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalysisList;
    expect(body.items.map((item) => [item.ideaText, item.competitorCount])).toEqual([
      ["Idea 0", reportFixture.competitors.length],
      ["Idea 1", 0],
      ["Idea 2", legacyFixture.competitors.length],
      ["Idea 3", null],
      ["Idea 4", null],
      ["Idea 5", null],
      ["Idea 6", null],
    ]);
    expect(reportFixture.competitors.length).toBeGreaterThan(1);
    // Each report's verdict at a glance; none for a report without one, or a run without a report.
    expect(body.items.map((item) => item.verdict)).toEqual([
      { score: reportFixture.verdict!.score, confidence: reportFixture.verdict!.confidence },
      { score: reportFixture.verdict!.score, confidence: reportFixture.verdict!.confidence },
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(body.nextCursor).toBeNull();
  });

  test("History pages through every analysis newest first, each once, ties in the same instant included", async () => {
    const empty = await signUpVerified(app, database);
    const none = (await (await call(app, "GET", "/api/analyses", empty)).json()) as AnalysisList;
    expect(none).toEqual({ items: [], nextCursor: null });

    const { cookie, ids } = await userWithAnalyses(
      Array.from({ length: 45 }, () => ({ results: reportFixture })),
    );
    // Three analyses started in the same millisecond: the id breaks the tie, across pages too.
    const instant = new Date("2026-11-20T09:00:00.123Z");
    await database.db
      .update(analyses)
      .set({ createdAt: instant })
      .where(inArray(analyses.id, ids.slice(19, 22)));

    const pages: AnalysisList[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const response = await call(app, "GET", `/api/analyses${query}`, { cookie });
      expect(response.status).toBe(200);
      const page = (await response.json()) as AnalysisList;
      pages.push(page);
      cursor = page.nextCursor;
    }
    expect(pages.map((page) => page.items.length)).toEqual([20, 20, 5]);
    const listed = pages.flatMap((page) => page.items);
    expect(new Set(listed.map((item) => item.id)).size).toBe(45);
    expect(listed.map((item) => item.id).sort()).toEqual([...ids].sort());
    const order = listed.map((item) => [Date.parse(item.createdAt), item.id] as const);
    const newestFirst = [...order].sort((a, b) => b[0] - a[0] || (b[1] < a[1] ? -1 : 1));
    expect(order).toEqual(newestFirst);
    expect(listed[0]).toEqual({
      id: ids[0],
      ideaText: "Idea 0",
      status: "succeeded",
      createdAt: "2026-11-20T10:00:00.000Z",
      competitorCount: reportFixture.competitors.length,
      previousRunId: null,
      watched: false,
      verdict: {
        score: reportFixture.verdict!.score,
        confidence: reportFixture.verdict!.confidence,
      },
    });
    expect(listed.filter((item) => item.createdAt === instant.toISOString())).toHaveLength(3);
  });

  test("a report reads back typed, whatever shape it was saved in: current, older, or unreadable", async () => {
    const { cookie, ids } = await userWithAnalyses([
      { results: reportFixture },
      { results: legacyFixture },
      { results: { competitors: "not a list" } },
      { results: null, status: "running" },
    ]);
    const details = await Promise.all(
      ids.map(async (id) =>
        analysisDetailSchema.parse(
          await (await call(app, "GET", `/api/analyses/${id}`, { cookie })).json(),
        ),
      ),
    );
    expect(details.map((detail) => detail.results?.kind ?? null)).toEqual([
      "report",
      "legacy",
      "legacy",
      null,
    ]);
    const [current, older, unreadable] = details.map((detail) => detail.results);
    expect(current).toEqual({ kind: "report", report: reportFixture });
    expect(older?.kind === "legacy" && older.legacy.competitors.map((c) => c.name)).toEqual([
      "FreshBooks",
      "Wave",
    ]);
    expect(unreadable?.kind === "legacy" && unreadable.legacy.competitors).toEqual([]);
  });

  test("a results page reads the same compressed or not, again and again, to its owner only, and follows its earlier run's deletion", async () => {
    const { cookie, ids } = await userWithAnalyses([
      { results: { ...reportFixture, idea: "second run" } },
      { results: reportFixture },
    ]);
    const [later, earlier] = ids as [string, string];
    await database.db
      .update(analyses)
      .set({ previousAnalysisId: earlier })
      .where(eq(analyses.id, later));
    const read = async (headers: Record<string, string>, who = cookie) => {
      const response = await call(app, "GET", `/api/analyses/${later}`, { cookie: who, headers });
      if (response.status !== 200) return { response, body: null };
      // A browser inflates a gzip body itself; an in-process request hands over the bytes.
      const bytes = Buffer.from(await response.arrayBuffer());
      const text =
        response.headers.get("content-encoding") === "gzip"
          ? gunzipSync(bytes).toString()
          : bytes.toString();
      return { response, body: JSON.parse(text) as unknown };
    };

    const gzip = await read({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    const detail = analysisDetailSchema.parse(gzip.body);
    expect(detail.previousRun?.id).toBe(earlier);
    expect(detail.changes).not.toBeNull();
    const again = await read({ "accept-encoding": "gzip" });
    const plain = await read({ "accept-encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(again.body).toEqual(gzip.body);
    expect(plain.body).toEqual(gzip.body);

    // Someone else asking for a page its owner has read is still told it does not exist.
    const stranger = await signUpVerified(app, database);
    expect((await read({ "accept-encoding": "gzip" }, stranger.cookie)).response.status).toBe(404);

    // The earlier run deleted: the page no longer offers what changed since it.
    await database.db.delete(analyses).where(eq(analyses.id, earlier));
    const after = analysisDetailSchema.parse((await read({ "accept-encoding": "gzip" })).body);
    expect(after.previousRun).toBeNull();
    expect(after.changes).toBeNull();

    // Deleted itself: gone, however often it was read.
    await database.db.delete(analyses).where(eq(analyses.id, later));
    expect((await read({ "accept-encoding": "gzip" })).response.status).toBe(404);
  });

  test("History's page goes out gzipped when it is too big for TCP's first flight, the same JSON as plain, with no stale length", async () => {
    // Twenty 500-character ideas: a page of about 12 KB of text alone.
    const longIdea = (index: number) =>
      `Idea ${index}: ${"a tool for mobile dog groomers ".repeat(16)}`;
    const { cookie } = await userWithAnalyses(
      Array.from({ length: 21 }, (_, index) => ({
        results: reportFixture,
        ideaText: longIdea(index).slice(0, 500),
      })),
    );
    const plain = await call(app, "GET", "/api/analyses", {
      cookie,
      headers: { "accept-encoding": "identity" },
    });
    const zipped = await call(app, "GET", "/api/analyses", {
      cookie,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    const plainText = await plain.text();
    expect(Buffer.byteLength(plainText)).toBeGreaterThanOrEqual(14_000);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plainText) / 3);
    const length = zipped.headers.get("content-length");
    if (length !== null) expect(Number(length)).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(JSON.parse(plainText));
  });

  test("an answer that fits in TCP's first flight goes out as it is, with its length, even to a browser that takes gzip", async () => {
    const { cookie } = await userWithAnalyses(
      Array.from({ length: 12 }, () => ({ results: reportFixture })),
    );
    for (const url of ["/api/me", "/api/analyses"]) {
      const response = await call(app, "GET", url, {
        cookie,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(14_000);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(JSON.parse(bytes.toString())).toBeTypeOf("object");
    }
  });

  test("each signed-in read looks the session up once, in one statement", async () => {
    const { cookie, ids } = await userWithAnalyses([{ results: reportFixture }]);
    for (const url of [
      "/api/analyses",
      `/api/analyses/${ids[0]}`,
      `/api/analyses/${ids[0]}/chat`,
      "/api/credits",
      "/api/me",
    ]) {
      sessionLookups = { direct: 0, betterAuth: 0 };
      const response = await call(app, "GET", url, { cookie });
      expect(response.status, url).toBe(200);
      expect(sessionLookups, url).toEqual({ direct: 1, betterAuth: 0 });
    }
  });

  test("signed out, every analysis, chat and credits route still answers 401 before anything else", async () => {
    const { ids } = await userWithAnalyses([{ results: reportFixture }]);
    for (const [method, url] of [
      ["GET", "/api/analyses"],
      ["GET", "/api/analyses?cursor=%%%"],
      ["POST", "/api/analyses"],
      ["GET", `/api/analyses/${ids[0]}`],
      ["GET", `/api/analyses/${ids[0]}/events`],
      ["GET", `/api/analyses/${ids[0]}/chat`],
      ["POST", `/api/analyses/${ids[0]}/chat`],
      ["GET", "/api/analyses/no/such/route"],
      ["GET", "/api/credits"],
    ] as const) {
      const response = await call(app, method, url, { body: method === "POST" ? {} : undefined });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "unauthorized", message: "Please sign in to continue." },
      });
    }
  });
});
