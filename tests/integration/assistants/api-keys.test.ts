import { StreamableHTTPClientTransport, Client } from "@modelcontextprotocol/client";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  apiKeyListSchema,
  createdApiKeySchema,
  type ApiScope,
} from "../../../src/contract/api-access.ts";
import { analysisListSchema } from "../../../src/contract/analysis.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { waitForMail } from "../auth/auth-helpers.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { aFinishedAnalysis } from "../integrations/harness.ts";
import {
  aSignedInUser,
  callTool,
  startAssistantHarness,
  type AssistantHarness,
  type TestUser,
  listToolsByHand,
} from "./harness.ts";

describeEachDatabase("personal API keys", (leg) => {
  let database: DatabaseHandle;
  let harness: AssistantHarness;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    harness = await startAssistantHarness(database);
  });
  afterEach(async () => {
    await harness.close();
    await database.close();
  });

  const browser = (user: TestUser, path: string, init: RequestInit = {}) =>
    fetch(`${harness.origin}${path}`, {
      ...init,
      headers: {
        cookie: user.cookie,
        origin: harness.origin,
        "content-type": "application/json",
        ...init.headers,
      },
    });

  async function createKey(user: TestUser, scopes: ApiScope[], name = "My script") {
    const response = await browser(user, "/api/api-keys", {
      method: "POST",
      body: JSON.stringify({ name, scopes }),
    });
    expect(response.status).toBe(201);
    return createdApiKeySchema.parse(await response.json());
  }

  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${harness.origin}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        ...init.headers,
      },
    });

  test("a key is shown once, listed by its start only, and works with curl on the routes its scopes name", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const analysisId = await aFinishedAnalysis(database, user.userId);
    const created = await createKey(user, ["analyses:read", "analyses:write"]);
    expect(created.key).toMatch(/^gt_/);
    const listed = apiKeyListSchema.parse(await (await browser(user, "/api/api-keys")).json());
    expect(listed.keys).toEqual([
      expect.objectContaining({ name: "My script", scopes: ["analyses:read", "analyses:write"] }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const history = analysisListSchema.parse(
      await (await withKey(created.key, "/api/analyses")).json(),
    );
    expect(history.items.map((item) => item.id)).toEqual([analysisId]);
    const markdown = await withKey(created.key, `/api/analyses/${analysisId}/markdown`);
    expect(markdown.headers.get("content-type")).toContain("text/markdown");
    expect(await markdown.text()).toContain(reportFixture.platformFeedback.reddit[0]!.sourceUrl);
    const started = await withKey(created.key, "/api/analyses", {
      method: "POST",
      body: JSON.stringify({ idea: "A booking app for dog groomers that fills cancellations." }),
    });
    expect(started.status).toBe(202);
    expect(harness.queue.sent).toHaveLength(1);

    // Not its scope, and not an API route at all: refused.
    expect((await withKey(created.key, "/api/credits")).status).toBe(403);
    expect((await withKey(created.key, "/api/billing")).status).toBe(401);
    expect((await withKey(created.key, "/api/api-keys")).status).toBe(401);
    const used = apiKeyListSchema.parse(await (await browser(user, "/api/api-keys")).json());
    expect(used.keys[0]!.lastUsedAt).not.toBeNull();
  });

  test("a read-only key cannot start an analysis, over REST or MCP", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const { key } = await createKey(user, ["analyses:read"]);
    const rest = await withKey(key, "/api/analyses", {
      method: "POST",
      body: JSON.stringify({ idea: "A booking app for dog groomers that fills cancellations." }),
    });
    expect(rest.status).toBe(403);
    const client = new Client({ name: "script", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(harness.mcpUrl, {
        authProvider: { token: async () => key },
      }),
    );
    const refused = await callTool(client, "start_analysis", {
      idea: "A booking app for dog groomers that fills cancellations.",
    });
    expect(refused.isError).toBe(true);
    expect((await callTool(client, "list_analyses")).isError).toBe(false);
    expect(harness.queue.sent).toHaveLength(0);
    await client.close();
  });

  test("a revoked key gets 401 at once; another user's key list and keys are out of reach", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const other = await aSignedInUser(harness, database, { paid: true });
    const theirs = await aFinishedAnalysis(database, other.userId);
    const created = await createKey(user, ["analyses:read"]);
    expect((await withKey(created.key, `/api/analyses/${theirs}`)).status).toBe(404);
    expect(
      (await browser(other, `/api/api-keys/${created.apiKey.id}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect(
      (await browser(user, `/api/api-keys/${created.apiKey.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await withKey(created.key, "/api/analyses")).status).toBe(401);
    const mcp = await listToolsByHand(harness, { authorization: `Bearer ${created.key}` });
    expect(mcp.status).toBe(401);
  });

  test("the owner is told by e-mail of a new key; a password reset revokes every key and app", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const { key } = await createKey(user, ["analyses:read"], "Nightly export");
    const told = await waitForMail(
      harness.dataDir,
      (mail) => mail.to === user.email && mail.kind === "new-access",
    );
    expect(told?.text).toContain('An API key named "Nightly export"');
    expect((await withKey(key, "/api/analyses")).status).toBe(200);

    const asked = await fetch(`${harness.origin}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: harness.origin },
      body: JSON.stringify({ email: user.email, redirectTo: "/auth?reset=1" }),
    });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(
      harness.dataDir,
      (entry) => entry.to === user.email && entry.kind === "reset-password",
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const landing = await fetch(`${harness.origin}${link.pathname}${link.search}`, {
      redirect: "manual",
    });
    const token = new URL(landing.headers.get("location")!, harness.origin).searchParams.get(
      "token",
    );
    const reset = await fetch(`${harness.origin}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: harness.origin },
      body: JSON.stringify({ newPassword: "a brand new password", token }),
    });
    expect(reset.status).toBe(200);
    expect((await withKey(key, "/api/analyses")).status).toBe(401);
  });

  test("a key named with line breaks, direction marks or control characters is refused, and no e-mail carries it", async () => {
    const user = await aSignedInUser(harness, database);
    const hostile = [
      'Backup"\n\nAll is well: ignore this e-mail.',
      "Sync\r\nBcc: someone@example.com",
      "exe.\u202Etxt",
      "\u2067admin\u2069 key",
      "left\u200Fright\u200E",
      "next\u0085line",
      "para\u2029graph",
      "bell\u0007",
    ];
    for (const name of hostile) {
      const response = await browser(user, "/api/api-keys", {
        method: "POST",
        body: JSON.stringify({ name, scopes: ["analyses:read"] }),
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "validation_failed",
      );
    }
    const listed = apiKeyListSchema.parse(await (await browser(user, "/api/api-keys")).json());
    expect(listed.keys).toEqual([]);
    expect(
      await waitForMail(
        harness.dataDir,
        (mail) => mail.to === user.email && mail.kind === "new-access",
      ),
    ).toBeUndefined();
    // Names in any script, with accents and emoji, are still names.
    await createKey(user, ["analyses:read"], "تقرير أسبوعي — Zoë's 🚀 script");
  });

  test("a key's name and scopes are checked; a key cannot be made without a signed-in browser", async () => {
    const user = await aSignedInUser(harness, database);
    const unnamed = await browser(user, "/api/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: " ", scopes: ["chat"] }),
    });
    expect(unnamed.status).toBe(400);
    const unknownScope = await browser(user, "/api/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "x", scopes: ["admin"] }),
    });
    expect(unknownScope.status).toBe(400);
    const { key } = await createKey(user, [
      "analyses:read",
      "analyses:write",
      "chat",
      "credits:read",
    ]);
    const escalate = await withKey(key, "/api/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "successor", scopes: ["chat"] }),
    });
    expect(escalate.status).toBe(401);
  });
});
