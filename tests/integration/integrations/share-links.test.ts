import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  SHARE_MESSAGES,
  shareLinkListSchema,
  shareLinkSchema,
  sharedReportSchema,
} from "../../../src/contract/integrations.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { reportShares } from "../../../src/db/schema.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, ORIGIN } from "../auth/auth-helpers.ts";
import { aFinishedAnalysis, aUser, buildHarness, type Harness } from "./harness.ts";

describeEachDatabase("read-only share links", (leg) => {
  let database: DatabaseHandle;
  let harness: Harness;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    harness = buildHarness(database);
  });
  afterEach(async () => {
    await database.close();
  });

  async function share(cookie: string, analysisId: string) {
    const response = await call(harness.app, "POST", `/api/analyses/${analysisId}/shares`, {
      cookie,
    });
    return { response, link: response.ok ? shareLinkSchema.parse(await response.json()) : null };
  }

  const tokenOf = (url: string | null | undefined) => {
    if (!url) throw new Error("expected a link this server can show");
    return url.slice(url.lastIndexOf("/") + 1);
  };

  test("anyone with the link reads the report and nothing of the owner's; the token is not stored as it is", async () => {
    const owner = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const { response, link } = await share(owner.cookie, analysisId);
    expect(response.status).toBe(201);
    expect(link!.url).toMatch(new RegExp(`^${ORIGIN}/shared/[A-Za-z0-9_-]{43}$`));

    const visitor = await call(harness.app, "GET", `/api/shared/${tokenOf(link!.url)}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = await visitor.text();
    const body = sharedReportSchema.strict().parse(JSON.parse(text));
    expect(body.ideaText).toBe(reportFixture.idea);
    expect(body.results.kind).toBe("report");
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.userId);

    const [row] = await database.db.select().from(reportShares);
    expect(JSON.stringify(row)).not.toContain(tokenOf(link!.url));
    // The request log says a shared report was read, never which: the path is the key.
    expect(harness.logs.some((line) => line.includes("/api/shared/[token]"))).toBe(true);
    expect(harness.logs.join("\n")).not.toContain(tokenOf(link!.url));
    // What the operator paid the model is not a reader's business.
    if (body.results.kind !== "report") throw new Error("expected a current report");
    expect(body.results.report.usage.calls).toEqual([]);
    expect(body.results.report.usage.estimatedCostUsd).toBeNull();
  });

  test("after the encryption key changes, a live link is listed without its URL, can be revoked, and Share makes a new one", async () => {
    const owner = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const { link: old } = await share(owner.cookie, analysisId);
    // The same database, served with another TOKEN_ENCRYPTION_KEY.
    const rekeyed = buildHarness(database, {
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      DATA_DIR: harness.dataDir,
    });
    const listed = shareLinkListSchema.parse(
      await (await call(rekeyed.app, "GET", "/api/shares", { cookie: owner.cookie })).json(),
    );
    expect(listed.shares).toEqual([expect.objectContaining({ id: old!.id, url: null })]);
    const renewed = await call(rekeyed.app, "POST", `/api/analyses/${analysisId}/shares`, {
      cookie: owner.cookie,
    });
    expect(renewed.status).toBe(201);
    const fresh = shareLinkSchema.parse(await renewed.json());
    expect(fresh.url).not.toBeNull();
    expect(fresh.id).not.toBe(old!.id);
    // The old link no longer opens; the new one does.
    expect((await call(rekeyed.app, "GET", `/api/shared/${tokenOf(old!.url)}`)).status).toBe(404);
    expect((await call(rekeyed.app, "GET", `/api/shared/${tokenOf(fresh.url)}`)).status).toBe(200);
  });

  test("sharing twice gives the same link; the owner lists it and a revoked link is a 404 at once", async () => {
    const owner = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const [first, second] = await Promise.all([
      share(owner.cookie, analysisId),
      share(owner.cookie, analysisId),
    ]);
    expect(first.link!.url).toBe(second.link!.url);

    const list = shareLinkListSchema.parse(
      await (await call(harness.app, "GET", "/api/shares", { cookie: owner.cookie })).json(),
    );
    expect(list.shares.map((item) => item.url)).toEqual([first.link!.url]);

    const revoke = await call(harness.app, "DELETE", `/api/shares/${first.link!.id}`, {
      cookie: owner.cookie,
    });
    expect(revoke.status).toBe(204);
    const gone = await call(harness.app, "GET", `/api/shared/${tokenOf(first.link!.url)}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(
      SHARE_MESSAGES.gone,
    );
    const after = shareLinkListSchema.parse(
      await (await call(harness.app, "GET", "/api/shares", { cookie: owner.cookie })).json(),
    );
    expect(after.shares).toEqual([]);

    const renewed = await share(owner.cookie, analysisId);
    expect(renewed.link!.url).not.toBe(first.link!.url);
  });

  test("another user's report cannot be shared, and their links cannot be listed or revoked", async () => {
    const owner = await aUser(harness.app, database);
    const stranger = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    expect((await share(stranger.cookie, analysisId)).response.status).toBe(404);

    const { link } = await share(owner.cookie, analysisId);
    const theirs = shareLinkListSchema.parse(
      await (await call(harness.app, "GET", "/api/shares", { cookie: stranger.cookie })).json(),
    );
    expect(theirs.shares).toEqual([]);
    const revoke = await call(harness.app, "DELETE", `/api/shares/${link!.id}`, {
      cookie: stranger.cookie,
    });
    expect(revoke.status).toBe(404);
    const stillThere = await call(harness.app, "GET", `/api/shared/${tokenOf(link!.url)}`);
    expect(stillThere.status).toBe(200);
  });

  test("unfinished analyses cannot be shared; made-up and malformed tokens are a plain 404", async () => {
    const owner = await aUser(harness.app, database);
    const running = await aFinishedAnalysis(database, owner.userId, {
      status: "running",
      results: null,
    });
    expect((await share(owner.cookie, running)).response.status).toBe(409);
    for (const token of ["x".repeat(43), "short", "%00", "a".repeat(500)]) {
      const response = await call(harness.app, "GET", `/api/shared/${token}`);
      expect(response.status).toBe(404);
    }
  });

  test("signed-out callers cannot list, create or revoke links", async () => {
    const owner = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    expect((await call(harness.app, "GET", "/api/shares")).status).toBe(401);
    expect((await call(harness.app, "POST", `/api/analyses/${analysisId}/shares`)).status).toBe(
      401,
    );
    expect(
      (await call(harness.app, "DELETE", "/api/shares/00000000-0000-0000-0000-000000000000"))
        .status,
    ).toBe(401);
  });

  test("deleting the account ends its links", async () => {
    const owner = await aUser(harness.app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const { link } = await share(owner.cookie, analysisId);
    const deleted = await call(harness.app, "DELETE", "/api/account", {
      cookie: owner.cookie,
      body: { confirm: true },
    });
    expect(deleted.status).toBe(204);
    const gone = await call(harness.app, "GET", `/api/shared/${tokenOf(link!.url)}`);
    expect(gone.status).toBe(404);
    const rows = await database.db
      .select({ revokedAt: reportShares.revokedAt })
      .from(reportShares)
      .where(eq(reportShares.analysisId, analysisId));
    expect(rows[0]!.revokedAt).not.toBeNull();
  });
});
