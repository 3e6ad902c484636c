import type { Client } from "@modelcontextprotocol/client";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { connectedAppListSchema } from "../../../src/contract/api-access.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { oauthRefreshTokens } from "../../../src/db/tables/oauth.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { ASSISTANT_CALLBACK } from "../../support/recording-oauth-client.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  listToolsByHand,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
  type TestUser,
} from "./harness.ts";

async function refresh(harness: AssistantHarness, clientId: string, refreshToken: string) {
  const response = await fetch(`${harness.origin}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
      resource: `${harness.origin}/mcp`,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; refresh_token?: string },
  };
}

async function connectedClientId(harness: AssistantHarness, user: TestUser) {
  const apps = connectedAppListSchema.parse(
    await (
      await fetch(`${harness.origin}/api/connected-apps`, { headers: { cookie: user.cookie } })
    ).json(),
  );
  return apps.apps[0]!.clientId;
}

async function revoke(harness: AssistantHarness, user: TestUser, clientId: string) {
  const response = await fetch(
    `${harness.origin}/api/connected-apps/${encodeURIComponent(clientId)}`,
    { method: "DELETE", headers: { cookie: user.cookie, origin: harness.origin } },
  );
  expect(response.status).toBe(204);
}

/**
 * What a refresh already under way when the person pressed Revoke leaves behind: a refresh
 * token the provider wrote just after the revoke deleted the others.
 */
async function aTokenWrittenAfterRevoke(
  database: DatabaseHandle,
  input: { userId: string; clientId: string; resource: string },
) {
  const token = randomBytes(32).toString("base64url");
  await database.db.insert(oauthRefreshTokens).values({
    id: randomUUID(),
    token: createHash("sha256").update(token).digest("base64url"),
    clientId: input.clientId,
    userId: input.userId,
    scopes: ["analyses:read", "offline_access"],
    resources: [input.resource],
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
  return token;
}

type Tokens = { access_token: string; refresh_token: string };

/**
 * The same app sends the person through the consent page again (prompt=consent), and they
 * approve `approveOnly` if given; the app redeems the code. Its new tokens.
 */
async function approveAgain(
  harness: AssistantHarness,
  user: TestUser,
  clientId: string,
  approveOnly?: string,
): Promise<Tokens> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${harness.origin}/api/auth/oauth2/authorize`);
  authorize.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: ASSISTANT_CALLBACK,
    scope: "analyses:read analyses:write chat credits:read offline_access",
    state: "again",
    prompt: "consent",
    resource: harness.mcpUrl.toString(),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const person = new ScriptedAssistant(harness, user, approveOnly ? { approveOnly } : {});
  await person.redirectToAuthorization(authorize);
  const code = person.callback?.searchParams.get("code");
  if (!code) throw new Error(`no code: ${person.callback}`);
  const response = await fetch(`${harness.origin}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: ASSISTANT_CALLBACK,
      client_id: clientId,
      code_verifier: verifier,
      resource: harness.mcpUrl.toString(),
    }),
  });
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** One MCP call with a token held by hand: its HTTP status. */
async function mcpStatus(harness: AssistantHarness, accessToken: string) {
  return (await listToolsByHand(harness, { authorization: `Bearer ${accessToken}` })).status;
}

/** A grant's timestamps are compared in whole seconds (a JWT's `iat`): the next one starts. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describeEachDatabase("refreshing after the person revoked the app", (leg) => {
  test("refresh works while the app is allowed; a token left by a revoke never works, not even after approving the app again", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const user = await aSignedInUser(harness, database);
      const assistant = new ScriptedAssistant(harness, user);
      const client = await connectAssistant(harness, assistant);
      await client.close();
      const clientId = await connectedClientId(harness, user);
      const held = (assistant.tokens() as { refresh_token: string }).refresh_token;
      const renewed = await refresh(harness, clientId, held);
      expect(renewed.status).toBe(200);

      await revoke(harness, user, clientId);
      expect((await refresh(harness, clientId, renewed.body.refresh_token!)).status).toBe(400);

      const zombie = await aTokenWrittenAfterRevoke(database, {
        userId: user.userId,
        clientId,
        resource: harness.mcpUrl.toString(),
      });
      const refused = await refresh(harness, clientId, zombie);
      expect(refused).toEqual({
        status: 400,
        body: { error: "invalid_grant", error_description: expect.stringContaining("revoked") },
      });

      // Approved again later: the new grant's tokens work, the old grant's leftovers do not.
      const later = await aTokenWrittenAfterRevoke(database, {
        userId: user.userId,
        clientId,
        resource: harness.mcpUrl.toString(),
      });
      await nextSecond();
      const fresh = await approveAgain(harness, user, clientId);
      expect((await refresh(harness, clientId, later)).status).toBe(400);
      const rows = await database.db
        .select({ id: oauthRefreshTokens.id })
        .from(oauthRefreshTokens)
        .where(
          eq(oauthRefreshTokens.token, createHash("sha256").update(later).digest("base64url")),
        );
      expect(rows).toEqual([]);
      expect((await refresh(harness, clientId, fresh.refresh_token)).status).toBe(200);
    } finally {
      await harness.close();
      await database.close();
    }
  });

  test("an access token from before a revoke stays refused after the app is approved again", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const user = await aSignedInUser(harness, database);
      const assistant = new ScriptedAssistant(harness, user);
      await (await connectAssistant(harness, assistant)).close();
      const clientId = await connectedClientId(harness, user);
      const before = assistant.accessToken!;
      expect(await mcpStatus(harness, before)).toBe(200);
      await revoke(harness, user, clientId);
      await nextSecond();
      const fresh = await approveAgain(harness, user, clientId);
      // Still within its 15 minutes, but minted under the grant that was revoked.
      expect(await mcpStatus(harness, before)).toBe(401);
      expect(await mcpStatus(harness, fresh.access_token)).toBe(200);
    } finally {
      await harness.close();
      await database.close();
    }
  });

  test("approving the app again with fewer scopes narrows the tokens it already holds", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    let client: Client | undefined;
    try {
      const user = await aSignedInUser(harness, database, { paid: true });
      const assistant = new ScriptedAssistant(harness, user);
      client = await connectAssistant(harness, assistant);
      const clientId = await connectedClientId(harness, user);
      const held = (assistant.tokens() as Tokens).refresh_token;

      await approveAgain(harness, user, clientId, "analyses:read offline_access");
      // The token it held could start analyses; now it may only read.
      const start = await callTool(client, "start_analysis", {
        idea: "A booking app for dog groomers that fills last-minute cancellations.",
      });
      expect(start.isError).toBe(true);
      expect(start.text).toContain("analyses:write");
      expect(harness.queue.sent).toHaveLength(0);
      expect((await callTool(client, "list_analyses")).isError).toBe(false);
      expect((await refresh(harness, clientId, held)).status).toBe(400);
    } finally {
      await client?.close();
      await harness.close();
      await database.close();
    }
  });
});
