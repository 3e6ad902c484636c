import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { API_SCOPE_IDS, connectedAppListSchema } from "../../../src/contract/api-access.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses } from "../../../src/db/schema.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { aFinishedAnalysis } from "../integrations/harness.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
  listToolsByHand,
} from "./harness.ts";

describeEachDatabase("an assistant over MCP, authorised on the consent page", (leg) => {
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

  test("discovery: a call without a token is told where to get one; the metadata documents agree", async () => {
    const bare = await listToolsByHand(harness);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${harness.origin}/.well-known/oauth-protected-resource/mcp", scope="${[...API_SCOPE_IDS, "offline_access"].join(" ")}"`,
    );
    const resource = (await (
      await fetch(`${harness.origin}/.well-known/oauth-protected-resource/mcp`)
    ).json()) as { resource: string; authorization_servers: string[] };
    expect(resource.resource).toBe(`${harness.origin}/mcp`);
    expect(resource.authorization_servers).toEqual([`${harness.origin}/api/auth`]);
    const server = (await (
      await fetch(`${harness.origin}/.well-known/oauth-authorization-server/api/auth`)
    ).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
      scopes_supported: string[];
    };
    expect(server.issuer).toBe(`${harness.origin}/api/auth`);
    expect(server.code_challenge_methods_supported).toEqual(["S256"]);
    expect(server.scopes_supported).toEqual(
      expect.arrayContaining(["analyses:read", "analyses:write", "chat", "credits:read"]),
    );
    const jwks = (await (await fetch(`${harness.origin}/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });

  test("discovery is counted under the caller's own address, whatever address it claims", async () => {
    // better-auth's limit for everyone's requests to one path is 300 a minute per address.
    const statuses: number[] = [];
    for (let index = 0; index < 301; index += 1) {
      const response = await fetch(
        `${harness.origin}/.well-known/oauth-authorization-server/api/auth`,
        { headers: { "x-groundtruth-client-ip": `203.0.113.${index % 250}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  test("approved: the assistant lists the tools and uses every one for its user, with the web app's rules", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const analysisId = await aFinishedAnalysis(database, user.userId);
    const client = await connectAssistant(harness, new ScriptedAssistant(harness, user));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "ask_analysis",
      "get_analysis",
      "get_credits",
      "list_analyses",
      "rerun_analysis",
      "start_analysis",
    ]);
    for (const tool of tools) expect(tool.description).toBeTruthy();

    const credits = await callTool(client, "get_credits");
    expect(credits.text).toMatch(/^11 reports left \(plan: professional\)/);
    const list = await callTool(client, "list_analyses");
    expect(list.text).toContain(analysisId);

    const report = await callTool(client, "get_analysis", { id: analysisId });
    expect(report.isError).toBe(false);
    expect(JSON.parse(report.text)).toMatchObject({
      status: "succeeded",
      untrusted: expect.any(String),
    });
    const quote = reportFixture.platformFeedback.reddit[0]!;
    expect(report.text).toContain(quote.sourceUrl);

    const answer = await callTool(client, "ask_analysis", {
      id: analysisId,
      question: "What do users complain about most?",
    });
    expect(answer.isError).toBe(false);
    expect(answer.text).toMatch(/49 chat messages left/);

    const started = await callTool(client, "start_analysis", {
      idea: "A booking app for dog groomers that fills last-minute cancellations.",
    });
    expect(started.isError).toBe(false);
    expect(started.text).toMatch(/^Started analysis [0-9a-f-]{36}\. It used 1 report; 10 left\./);
    expect(harness.queue.sent).toHaveLength(1);

    // Run again: the same idea, a new report linked to the earlier one.
    const again = await callTool(client, "rerun_analysis", { id: analysisId });
    expect(again.isError).toBe(false);
    expect(again.text).toMatch(/^Started analysis [0-9a-f-]{36}\. It used 1 report; 9 left\./);
    const againId = /Started analysis ([0-9a-f-]{36})/.exec(again.text)![1]!;
    const [rerun] = await database.db
      .select({ idea: analyses.ideaText, previous: analyses.previousAnalysisId })
      .from(analyses)
      .where(eq(analyses.id, againId));
    expect(rerun).toEqual({ idea: reportFixture.idea, previous: analysisId });

    const invalid = await callTool(client, "start_analysis", { idea: "x".repeat(501) });
    expect(invalid.isError).toBe(true);
    await client.close();
  });

  test("one user's token never reads another's analyses", async () => {
    const owner = await aSignedInUser(harness, database, { paid: true });
    const stranger = await aSignedInUser(harness, database, { paid: true });
    const theirs = await aFinishedAnalysis(database, owner.userId);
    const client = await connectAssistant(harness, new ScriptedAssistant(harness, stranger));
    const read = await callTool(client, "get_analysis", { id: theirs });
    expect(read).toEqual({ text: "Analysis not found", isError: true });
    const ask = await callTool(client, "ask_analysis", { id: theirs, question: "Who pays?" });
    expect(ask.isError).toBe(true);
    expect((await callTool(client, "list_analyses")).text).not.toContain(theirs);
    await client.close();
  });

  test("a token without analyses:write cannot start an analysis", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const assistant = new ScriptedAssistant(harness, user, { approveOnly: "analyses:read" });
    const client = await connectAssistant(harness, assistant);
    const refused = await callTool(client, "start_analysis", {
      idea: "A booking app for dog groomers that fills last-minute cancellations.",
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("analyses:write");
    expect(harness.queue.sent).toHaveLength(0);
    expect((await callTool(client, "get_credits")).isError).toBe(true);
    await client.close();
  });

  test("Deny on the consent page gives the assistant nothing", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const assistant = new ScriptedAssistant(harness, user, { decision: "deny" });
    await expect(connectAssistant(harness, assistant)).rejects.toThrow();
    expect(assistant.callback?.searchParams.get("error")).toBe("access_denied");
    expect(assistant.callback?.searchParams.get("code")).toBeNull();
    const apps = connectedAppListSchema.parse(
      await (
        await fetch(`${harness.origin}/api/connected-apps`, { headers: { cookie: user.cookie } })
      ).json(),
    );
    expect(apps.apps).toEqual([]);
  });

  test("revoked in Settings: the app is gone from the list and its token stops working at once", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const assistant = new ScriptedAssistant(harness, user);
    const client = await connectAssistant(harness, assistant);
    expect((await callTool(client, "get_credits")).isError).toBe(false);
    const apps = connectedAppListSchema.parse(
      await (
        await fetch(`${harness.origin}/api/connected-apps`, { headers: { cookie: user.cookie } })
      ).json(),
    );
    expect(apps.apps).toEqual([
      expect.objectContaining({
        name: "Test Assistant",
        redirectHost: "127.0.0.1:47999",
        lastUsedAt: expect.any(String),
      }),
    ]);
    const revoke = await fetch(
      `${harness.origin}/api/connected-apps/${encodeURIComponent(apps.apps[0]!.clientId)}`,
      { method: "DELETE", headers: { cookie: user.cookie, origin: harness.origin } },
    );
    expect(revoke.status).toBe(204);
    // The same, still unexpired access token, replayed by hand.
    const replay = await listToolsByHand(harness, {
      authorization: `Bearer ${assistant.accessToken}`,
    });
    expect(replay.status).toBe(401);
    await client.close().catch(() => undefined);
  });

  test("ten start_analysis calls at once on one report start exactly one", async () => {
    const user = await aSignedInUser(harness, database);
    const client = await connectAssistant(harness, new ScriptedAssistant(harness, user));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callTool(client, "start_analysis", {
          idea: `A booking app for dog groomers, take ${index}, that fills cancellations.`,
        }),
      ),
    );
    expect(results.filter((result) => !result.isError)).toHaveLength(1);
    expect(harness.queue.sent).toHaveLength(1);
    await client.close();
  });
});

describeEachDatabase("who may register as an assistant", (leg) => {
  test("redirect URIs on two sites, unsafe schemes and long names are refused; client management is off", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const register = (body: Record<string, unknown>) =>
        fetch(`${harness.origin}/api/auth/oauth2/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token_endpoint_auth_method: "none", ...body }),
        });
      // An approval shown as "sends you back to claude.ai" must not let codes go elsewhere.
      const twoSites = await register({
        client_name: "Claude",
        redirect_uris: ["https://claude.ai/api/mcp/auth_callback", "https://evil.example/cb"],
      });
      expect(twoSites.status).toBe(400);
      expect(((await twoSites.json()) as { error: string }).error).toBe("invalid_client_metadata");
      for (const body of [
        { client_name: "x", redirect_uris: ["javascript:alert(1)"] },
        { client_name: "x", redirect_uris: ["http://evil.example/cb"] },
        { client_name: "x".repeat(81), redirect_uris: ["https://claude.ai/cb"] },
      ])
        expect((await register(body)).status).toBe(400);
      const fine = await register({
        client_name: "Claude",
        redirect_uris: ["https://claude.ai/api/mcp/auth_callback", "https://claude.ai/other"],
        logo_uri: "https://tracker.example/pixel.png",
      });
      expect(fine.status).toBe(201);
      const client = (await fine.json()) as { client_id: string; logo_uri?: string };
      expect(client.logo_uri).toBeUndefined();
      const user = await aSignedInUser(harness, database);
      const update = await fetch(`${harness.origin}/api/auth/oauth2/update-client`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: harness.origin,
          cookie: user.cookie,
        },
        body: JSON.stringify({
          client_id: client.client_id,
          update: { redirect_uris: ["https://evil.example/cb"] },
        }),
      });
      expect(update.status).toBe(404);
    } finally {
      await harness.close();
      await database.close();
    }
  });
});

describeEachDatabase("the authorization server's own rules", (leg) => {
  test("PKCE is required, and a redirect URI the client did not register is refused", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const registered = (await (
        await fetch(`${harness.origin}/api/auth/oauth2/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            client_name: "PKCE probe",
            redirect_uris: ["http://127.0.0.1:47999/callback"],
            token_endpoint_auth_method: "none",
            application_type: "native",
          }),
        })
      ).json()) as { client_id: string };
      const authorize = (params: Record<string, string>) =>
        fetch(
          `${harness.origin}/api/auth/oauth2/authorize?${new URLSearchParams({
            response_type: "code",
            client_id: registered.client_id,
            redirect_uri: "http://127.0.0.1:47999/callback",
            scope: "analyses:read",
            state: "s",
            resource: `${harness.origin}/mcp`,
            ...params,
          })}`,
          { redirect: "manual" },
        );
      // A browser would be redirected; to a script the provider says where, in JSON.
      const whereTo = async (response: Response) =>
        response.headers.get("location") ?? ((await response.json()) as { url: string }).url;
      const withoutPkce = await whereTo(await authorize({}));
      expect(withoutPkce).toContain("error=invalid_request");
      expect(withoutPkce).toContain("pkce");
      const evil = await authorize({
        redirect_uri: "https://evil.example/callback",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      });
      expect(await whereTo(evil)).not.toMatch(/^https:\/\/evil\.example/);
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
