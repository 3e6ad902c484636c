import { afterEach, beforeEach, expect, test } from "vitest";
import { connectedAppListSchema } from "../../../src/contract/api-access.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import type { AssistantMetadata } from "../../support/recording-oauth-client.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  aSignedInUser,
  connectWithSdkV1,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
} from "./harness.ts";

/**
 * Most assistants, and the MCP Inspector, are built on the MCP TypeScript SDK 1.x, which
 * registers exactly the metadata its caller gives it: a loopback http redirect and no
 * `application_type` (the 2.x SDK adds one itself). These are what such clients send.
 */
const INSPECTOR: AssistantMetadata = {
  redirect_uris: [
    "http://localhost:6274/oauth/callback",
    "http://localhost:6274/oauth/callback/debug",
  ],
  token_endpoint_auth_method: "none",
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  client_name: "MCP Inspector",
  client_uri: "https://github.com/modelcontextprotocol/inspector",
  scope: "",
};
/** The SDK's own example client, as a public client with its callback on 127.0.0.1. */
const SDK_EXAMPLE: AssistantMetadata = {
  client_name: "Simple OAuth MCP Client",
  redirect_uris: ["http://127.0.0.1:8090/callback"],
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "none",
};

describeEachDatabase("assistants on the MCP SDK 1.x, with the metadata they send", (leg) => {
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

  for (const [label, metadata] of [
    ["the MCP Inspector", INSPECTOR],
    ["the SDK's example client", SDK_EXAMPLE],
  ] as const) {
    test(`${label} registers, is approved and uses a tool`, async () => {
      const user = await aSignedInUser(harness, database, { paid: true });
      const assistant = new ScriptedAssistant(harness, user, { metadata });
      const client = await connectWithSdkV1(harness, assistant);

      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain("get_credits");
      const credits = (await client.callTool({ name: "get_credits", arguments: {} })) as {
        content: { text?: string }[];
        isError?: boolean;
      };
      expect(credits.isError).toBeFalsy();
      expect(credits.content[0]?.text).toMatch(/^11 reports left/);
      // It stays connected past its 15-minute access token without sending the person back
      // to the consent page.
      expect(assistant.tokens()).toMatchObject({ refresh_token: expect.any(String) });

      const apps = connectedAppListSchema.parse(
        await (
          await fetch(`${harness.origin}/api/connected-apps`, { headers: { cookie: user.cookie } })
        ).json(),
      );
      expect(apps.apps).toEqual([
        expect.objectContaining({
          name: metadata.client_name,
          redirectHost: new URL(metadata.redirect_uris[0]!).host,
        }),
      ]);
      await client.close();
    });
  }
});
