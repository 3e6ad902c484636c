import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import {
  integrationsStatusSchema,
  NOTION_MESSAGES,
  notionExportResultSchema,
  notionPageListSchema,
} from "../../../src/contract/integrations.ts";
import { SECTION_HEADINGS } from "../../../src/contract/export/report-document.ts";
import { isHttpUrl } from "../../../src/contract/http-url.ts";
import type { Report } from "../../../src/contract/report.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { users } from "../../../src/db/schema.ts";
import { answerConsentPage, startFakeNotion, type FakeNotion } from "../../fakes/notion-fake.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, type TestApp } from "../auth/auth-helpers.ts";
import { aFinishedAnalysis, aUser, buildHarness, type Harness } from "./harness.ts";

let notion: FakeNotion;
beforeAll(async () => {
  notion = await startFakeNotion({
    workspaceName: "Acme Labs",
    // As Notion does: only the redirect URI registered with the integration is accepted.
    redirectUris: ["http://localhost:3000/api/integrations/notion/callback"],
  });
});
afterAll(async () => {
  await notion.close();
});

/** A report long enough to need several append requests, with quotes over Notion's 2,000 limit. */
function longReport(): Report {
  const base = reportFixture.platformFeedback.reddit[0]!;
  const extra = Array.from({ length: 120 }, (_, index) => ({
    ...base,
    evidenceId: `RX${index}`,
    sourceUrl: `https://www.reddit.com/r/freelance/comments/long${index}/`,
    comment:
      index % 10 === 0
        ? `Quote ${index}: ${"chasing invoices every week eats my evenings ".repeat(110)}end ${index}.`
        : `Quote ${index}: I spend hours chasing late invoices.`,
  }));
  return {
    ...reportFixture,
    platformFeedback: {
      ...reportFixture.platformFeedback,
      reddit: [...reportFixture.platformFeedback.reddit, ...extra],
    },
  };
}

describeEachDatabase("Notion: connect, export, disconnect", (leg) => {
  let database: DatabaseHandle;
  let harness: Harness;
  let app: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    harness = buildHarness(database, {
      NOTION_CLIENT_ID: notion.clientId,
      NOTION_CLIENT_SECRET: notion.clientSecret,
      NOTION_API_URL: notion.url,
    });
    app = harness.app;
  });
  afterEach(async () => {
    await database.close();
  });

  const status = async (cookie: string) =>
    integrationsStatusSchema.parse(
      await (await call(app, "GET", "/api/integrations", { cookie })).json(),
    ).notion;

  /** Connect Notion → Notion's consent page → Allow → the app's callback, as the browser goes. */
  async function connect(cookie: string, decision: "allow" | "cancel" = "allow") {
    const start = await call(app, "GET", "/api/integrations/notion/connect", { cookie });
    expect(start.status).toBe(302);
    const authorize = start.headers.get("location")!;
    const back = await answerConsentPage(authorize, decision, ["Startup ideas"]);
    const callback = await call(app, "GET", back.pathname + back.search, { cookie });
    expect(callback.status).toBe(302);
    return { authorize: new URL(authorize), landing: callback.headers.get("location")! };
  }

  async function exportReport(cookie: string, analysisId: string, parentPageId: string) {
    return call(app, "POST", `/api/analyses/${analysisId}/exports/notion`, {
      cookie,
      body: { parentPageId },
    });
  }

  async function pickStartupIdeas(cookie: string) {
    const response = await call(app, "GET", "/api/integrations/notion/pages?query=startup", {
      cookie,
    });
    expect(response.status).toBe(200);
    const { pages } = notionPageListSchema.parse(await response.json());
    expect(pages.map((page) => page.title)).toEqual(["Startup ideas"]);
    return pages[0]!;
  }

  test("a paying user connects through Notion's consent page; the token is stored encrypted and never sent back", async () => {
    const user = await aUser(app, database, { paid: true });
    expect(await status(user.cookie)).toMatchObject({
      available: true,
      eligible: true,
      connected: false,
    });
    const { authorize, landing } = await connect(user.cookie);
    expect(authorize.origin + authorize.pathname).toBe(`${notion.url}/v1/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: notion.clientId,
      response_type: "code",
      owner: "user",
      redirect_uri: "http://localhost:3000/api/integrations/notion/callback",
    });
    expect(landing).toBe("/settings?tab=integrations&notion=connected");

    const now = await status(user.cookie);
    expect(now).toMatchObject({ connected: true, workspaceName: "Acme Labs", workspaceIcon: "🧭" });
    expect(Date.parse(now.connectedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const exchange = notion.requests.find((request) => request.path === "/v1/oauth/token")!;
    expect(exchange.headers.authorization).toBe(
      `Basic ${Buffer.from(`${notion.clientId}:${notion.clientSecret}`).toString("base64")}`,
    );
    const [row] = await database.db
      .select({ token: users.notionAccessToken, workspace: users.notionWorkspaceId })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row!.workspace).toBe(notion.workspaceId);
    expect(row!.token).toMatch(/^v1\./);
    // The fake's token for this grant is the bearer it sees on the next API call.
    await pickStartupIdeas(user.cookie);
    const bearer = notion.requests.at(-1)!.headers.authorization!.replace("Bearer ", "");
    expect(row!.token).not.toContain(bearer);
    const me = await (await call(app, "GET", "/api/me", { cookie: user.cookie })).text();
    const integrations = await (
      await call(app, "GET", "/api/integrations", { cookie: user.cookie })
    ).text();
    for (const body of [me, integrations]) expect(body).not.toContain(bearer);
    expect(harness.logs.join("\n")).not.toContain(bearer);
  });

  test("a callback whose state belongs to another session, or was altered, is refused and stores nothing", async () => {
    const victim = await aUser(app, database, { paid: true });
    const attacker = await aUser(app, database, { paid: true });
    const start = await call(app, "GET", "/api/integrations/notion/connect", {
      cookie: attacker.cookie,
    });
    const back = await answerConsentPage(start.headers.get("location")!, "allow");
    // The attacker's code and state, replayed in the victim's browser.
    const planted = await call(app, "GET", back.pathname + back.search, { cookie: victim.cookie });
    expect(planted.headers.get("location")).toBe("/settings?tab=integrations&notion=failed");
    const altered = new URL(back);
    altered.searchParams.set("state", `${altered.searchParams.get("state")}x`);
    const tampered = await call(app, "GET", altered.pathname + altered.search, {
      cookie: attacker.cookie,
    });
    expect(tampered.headers.get("location")).toBe("/settings?tab=integrations&notion=failed");
    expect((await status(victim.cookie)).connected).toBe(false);
    expect((await status(attacker.cookie)).connected).toBe(false);
  });

  test("Cancel on Notion's page comes back as denied; a free user is sent to upgrade, not to Notion", async () => {
    const payer = await aUser(app, database, { paid: true });
    expect((await connect(payer.cookie, "cancel")).landing).toBe(
      "/settings?tab=integrations&notion=denied",
    );
    const free = await aUser(app, database);
    expect(await status(free.cookie)).toMatchObject({ eligible: false, connected: false });
    const start = await call(app, "GET", "/api/integrations/notion/connect", {
      cookie: free.cookie,
    });
    expect(start.headers.get("location")).toBe("/settings?tab=integrations&notion=upgrade");
  });

  test("a long report becomes one complete page, written 100 blocks at a time, every quote whole with its link", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const report = longReport();
    const analysisId = await aFinishedAnalysis(database, user.userId, { results: report });

    const response = await exportReport(user.cookie, analysisId, parent.id);
    expect(response.status).toBe(200);
    const result = notionExportResultSchema.parse(await response.json());
    expect(result.blocks).toBeGreaterThan(100);

    const appends = notion.requests.filter(
      (request) => request.method === "PATCH" && request.path.endsWith("/children"),
    );
    expect(appends.length).toBeGreaterThanOrEqual(1);
    const tree = notion.pageTree(result.pageId);
    expect(tree.title).toBe(report.idea);
    const text = JSON.stringify(tree);
    const headings = tree.blocks
      .filter((block) => block.type === "heading_2")
      .map((block) => block.text);
    // Issue 15's order, the glance first (issue 24): verdict, competitors, feedback, insights,
    // summary and strategy, then the verdict's pivots and plan, the warnings and the sources.
    const {
      glance,
      verdict,
      competitors,
      feedback,
      insights,
      summary,
      strategy,
      pivots,
      plan,
      warnings,
      sources,
    } = SECTION_HEADINGS;
    expect(report.warnings.length).toBeGreaterThan(0);
    expect(headings).toEqual([
      glance,
      verdict,
      competitors,
      feedback,
      insights,
      summary,
      strategy,
      pivots,
      plan,
      warnings,
      sources,
    ]);

    const quotes = tree.blocks.filter((block) => block.type === "quote");
    for (const item of report.platformFeedback.reddit) {
      const holder = quotes.find((block) => block.text.includes(item.comment));
      expect(holder, item.evidenceId).toBeDefined();
      // A link that cannot be followed is never made one (the fixture holds such a quote).
      if (isHttpUrl(item.sourceUrl)) expect(holder!.links).toContain(item.sourceUrl);
      else expect(holder!.links).toEqual([]);
    }
    for (const competitor of report.competitors) expect(text).toContain(competitor.name);
    const last = tree.blocks.slice(-3).flatMap((block) => block.links);
    expect(last).toContain(`http://localhost:3000/results/${analysisId}`);
  });

  /** A finished analysis under a title no other test uses, so the fake's pages can be counted. */
  async function aUniqueAnalysis(userId: string, results: Report = reportFixture) {
    const idea = `${results.idea} (${randomUUID()})`;
    const analysisId = await aFinishedAnalysis(database, userId, { ideaText: idea, results });
    return { idea, analysisId };
  }

  const pageCreations = (idea: string) =>
    notion.requests.filter(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/pages" &&
        JSON.stringify(request.body).includes(idea),
    );

  test("Notion's 429 is waited out for its Retry-After, then the same request is sent again: one page", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const { idea, analysisId } = await aUniqueAnalysis(user.userId);
    notion.rateLimitNext(1, 1);
    const started = Date.now();
    const response = await exportReport(user.cookie, analysisId, parent.id);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(pageCreations(idea)).toHaveLength(2);
    expect(notion.findPagesByTitle(idea)).toHaveLength(1);
  });

  test("an expired access token is refreshed and the refused request sent again; the user stays connected", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const { idea, analysisId } = await aUniqueAnalysis(user.userId);
    const before = notion.accessTokens().length;
    notion.expireAccessToken(notion.accessTokens().at(-1)!);
    const response = await exportReport(user.cookie, analysisId, parent.id);
    expect(response.status).toBe(200);
    expect(notion.accessTokens()).toHaveLength(before + 1);
    expect(notion.findPagesByTitle(idea)).toHaveLength(1);
    expect((await status(user.cookie)).connected).toBe(true);
  });

  test("a failure after the first 100 blocks leaves no half-written page behind", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const { idea, analysisId } = await aUniqueAnalysis(user.userId, longReport());
    notion.failNextRequest(500, /^\/v1\/blocks\/[^/]+\/children$/);
    const response = await exportReport(user.cookie, analysisId, parent.id);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      NOTION_MESSAGES.failed,
    );
    const pages = notion.findPagesByTitle(idea);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.inTrash).toBe(true);
  });

  test("a page no longer shared, or a permission Notion refuses, is said plainly and keeps the connection", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const { analysisId } = await aUniqueAnalysis(user.userId);
    const unshared = await exportReport(user.cookie, analysisId, randomUUID());
    expect(unshared.status).toBe(409);
    expect(((await unshared.json()) as { error: { message: string } }).error.message).toBe(
      NOTION_MESSAGES.pageNotShared,
    );
    notion.failNextRequest(403, "/v1/pages");
    const refused = await exportReport(user.cookie, analysisId, parent.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      NOTION_MESSAGES.restricted,
    );
    expect((await status(user.cookie)).connected).toBe(true);
  });

  test("connecting again, and deleting the account, revoke the token Notion gave before", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const first = notion.accessTokens().at(-1)!;
    await connect(user.cookie);
    const second = notion.accessTokens().at(-1)!;
    const revoked = () =>
      notion.requests
        .filter((request) => request.path === "/v1/oauth/revoke")
        .map((request) => (request.body as { token?: string }).token);
    expect(revoked()).toContain(first);
    expect(revoked()).not.toContain(second);
    const deleted = await call(app, "DELETE", "/api/account", {
      cookie: user.cookie,
      body: { confirm: true },
    });
    expect(deleted.status).toBe(204);
    expect(revoked()).toContain(second);
  });

  test("a token revoked in Notion says so in plain words, and the card asks to connect again", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const parent = await pickStartupIdeas(user.cookie);
    const analysisId = await aFinishedAnalysis(database, user.userId);
    notion.revokeAllTokens();
    const response = await exportReport(user.cookie, analysisId, parent.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "integration_revoked", message: NOTION_MESSAGES.revoked },
    });
    expect((await status(user.cookie)).connected).toBe(false);
  });

  test("another user's report cannot be exported; a free user cannot export", async () => {
    const owner = await aUser(app, database, { paid: true });
    const other = await aUser(app, database, { paid: true });
    await connect(other.cookie);
    const parent = await pickStartupIdeas(other.cookie);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const pagesBefore = notion.findPagesByTitle(reportFixture.idea).length;
    expect((await exportReport(other.cookie, analysisId, parent.id)).status).toBe(404);

    const free = await aUser(app, database);
    const freeAnalysis = await aFinishedAnalysis(database, free.userId);
    const refused = await exportReport(free.cookie, freeAnalysis, parent.id);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      NOTION_MESSAGES.upgradeRequired,
    );
    expect(notion.findPagesByTitle(reportFixture.idea).length).toBe(pagesBefore);
  });

  test("disconnect clears the token and the workspace, and asks Notion to revoke the token", async () => {
    const user = await aUser(app, database, { paid: true });
    await connect(user.cookie);
    const response = await call(app, "DELETE", "/api/integrations/notion", { cookie: user.cookie });
    expect(response.status).toBe(204);
    expect(await status(user.cookie)).toMatchObject({
      connected: false,
      workspaceName: null,
      connectedAt: null,
    });
    const [row] = await database.db
      .select({
        token: users.notionAccessToken,
        workspace: users.notionWorkspaceId,
        connectedAt: users.notionConnectedAt,
      })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row).toEqual({ token: null, workspace: null, connectedAt: null });
    expect(notion.requests.some((request) => request.path === "/v1/oauth/revoke")).toBe(true);
  });
});

describeEachDatabase("Notion not configured on this server", (leg) => {
  test("the card says so and nothing leads to a broken flow", async () => {
    const database = await createTestDatabase(leg);
    try {
      const { app } = buildHarness(database);
      const user = await aUser(app, database, { paid: true });
      const body = integrationsStatusSchema.parse(
        await (await call(app, "GET", "/api/integrations", { cookie: user.cookie })).json(),
      );
      expect(body.notion.available).toBe(false);
      const pages = await call(app, "GET", "/api/integrations/notion/pages", {
        cookie: user.cookie,
      });
      expect(pages.status).toBe(503);
      expect(((await pages.json()) as { error: { message: string } }).error.message).toBe(
        NOTION_MESSAGES.notConfigured,
      );
    } finally {
      await database.close();
    }
  });
});
