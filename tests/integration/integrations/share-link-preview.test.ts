import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { shareLinkSchema } from "../../../src/contract/integrations.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses } from "../../../src/db/schema.ts";
import { loadWebBuild } from "../../../src/server/web-build.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { writeFakeBuild } from "../../support/fake-web-build.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { buildAuthTestApp, call } from "../auth/auth-helpers.ts";
import { aFinishedAnalysis, aUser } from "./harness.ts";

describeEachDatabase("a share link's preview in chat apps and social networks", (leg) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof buildAuthTestApp>["app"];

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const web = loadWebBuild(writeFakeBuild());
    if (!web) throw new Error("fake build not found");
    app = buildAuthTestApp(database, {}, { web }).app;
  });
  afterEach(async () => {
    await database.close();
  });

  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

  test("the page's HTML names the idea and the verdict, escaped, and nothing of the owner's", async () => {
    const owner = await aUser(app, database);
    const analysisId = await aFinishedAnalysis(database, owner.userId);
    const idea = 'Deposits for dog groomers <script>alert("x")</script> & friends';
    await database.db.update(analyses).set({ ideaText: idea }).where(eq(analyses.id, analysisId));
    const created = await call(app, "POST", `/api/analyses/${analysisId}/shares`, {
      cookie: owner.cookie,
    });
    const { url } = shareLinkSchema.parse(await created.json());
    const path = new URL(url!).pathname;

    const page = await app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    const title = metaOf(html, "og:title");
    expect(title).toContain("Deposits for dog groomers &lt;script&gt;alert(&quot;x&quot;)");
    expect(html).not.toContain('<script>alert("x")');
    const verdict = reportFixture.verdict!;
    expect(metaOf(html, "og:description")).toContain(
      `Validation score ${verdict.score}/100 (${verdict.confidence} confidence)`,
    );
    expect(metaOf(html, "twitter:card")).toBe("summary");
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain(owner.email);

    // Revoked, or never made: the plain shell, with nothing to preview.
    const shares = (await (
      await call(app, "GET", "/api/shares", { cookie: owner.cookie })
    ).json()) as { shares: Array<{ id: string }> };
    await call(app, "DELETE", `/api/shares/${shares.shares[0]!.id}`, { cookie: owner.cookie });
    expect(metaOf(await (await app.request(path)).text(), "og:title")).toBeNull();
    const unknown = await app.request(`/shared/${"a".repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(metaOf(await unknown.text(), "og:title")).toBeNull();
  });
});

describeEachDatabase("a shared comparison's preview", (leg) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof buildAuthTestApp>["app"];

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    const web = loadWebBuild(writeFakeBuild());
    if (!web) throw new Error("fake build not found");
    app = buildAuthTestApp(database, {}, { web }).app;
  });
  afterEach(async () => {
    await database.close();
  });

  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

  test("names the ideas by letter with their scores, escaped, and nothing once revoked", async () => {
    const owner = await aUser(app, database);
    const first = await aFinishedAnalysis(database, owner.userId);
    const second = await aFinishedAnalysis(database, owner.userId);
    await database.db
      .update(analyses)
      .set({ ideaText: 'Tip jars for buskers <b>"live"</b>' })
      .where(eq(analyses.id, second));
    const created = await call(app, "POST", "/api/comparisons", {
      cookie: owner.cookie,
      body: { analysisIds: [first, second] },
    });
    const { comparisonId } = (await created.json()) as { comparisonId: string };
    const shared = await call(app, "POST", `/api/comparisons/${comparisonId}/shares`, {
      cookie: owner.cookie,
    });
    const link = (await shared.json()) as { id: string; url: string };
    const path = new URL(link.url).pathname;

    const html = await (await app.request(path)).text();
    expect(metaOf(html, "og:title")).toBe("2 startup ideas compared · Groundtruth");
    const description = metaOf(html, "og:description")!;
    expect(description).toContain(`(${reportFixture.verdict!.score}/100)`);
    expect(description).toContain("B: Tip jars for buskers &lt;b&gt;&quot;live&quot;&lt;/b&gt;");
    expect(html).not.toContain(owner.email);

    await call(app, "DELETE", `/api/comparisons/${comparisonId}/shares/${link.id}`, {
      cookie: owner.cookie,
    });
    expect(metaOf(await (await app.request(path)).text(), "og:title")).toBeNull();
  });
});
