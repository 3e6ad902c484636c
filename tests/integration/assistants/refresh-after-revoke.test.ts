import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { connectedAppListSchema } from "../../../src/contract/api-access.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { oauthRefreshTokens } from "../../../src/db/tables/oauth.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  aSignedInUser,
  connectAssistant,
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
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = new ScriptedAssistant(harness, user);
      await (await connectAssistant(harness, again)).close();
      expect((await refresh(harness, clientId, later)).status).toBe(400);
      const rows = await database.db
        .select({ id: oauthRefreshTokens.id })
        .from(oauthRefreshTokens)
        .where(
          eq(oauthRefreshTokens.token, createHash("sha256").update(later).digest("base64url")),
        );
      expect(rows).toEqual([]);
      const fresh = (again.tokens() as { refresh_token: string }).refresh_token;
      expect((await refresh(harness, await connectedClientId(harness, user), fresh)).status).toBe(
        200,
      );
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
