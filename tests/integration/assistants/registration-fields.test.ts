import { eq } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { oauthClients } from "../../../src/db/tables/oauth.ts";
import { ASSISTANT_CALLBACK } from "../../support/recording-oauth-client.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  ScriptedAssistant,
  startAssistantHarness,
} from "./harness.ts";

/** A name that looks public to an address check and resolves to an internal host. */
const LOGOUT_TARGET = "https://10-0-0-5.attacker-dns.example:8443/x";

/** What a hostile registration adds to the fields a client needs. */
const EXTRA_FIELDS = {
  backchannel_logout_uri: LOGOUT_TARGET,
  backchannel_logout_session_required: true,
  post_logout_redirect_uris: ["http://127.0.0.1:47999/bye"],
  contacts: ["owner@attacker-dns.example"],
  software_id: "probe",
  software_version: "1.0",
  subject_type: "public",
  require_pkce: false,
  tracking: { anything: "at all" },
};

/** Every fetch the server makes to the logout target (none may reach the network). */
function watchLogoutTarget(): string[] {
  const posted: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://10-0-0-5.attacker-dns.example")) {
      posted.push(url);
      return new Response(null, { status: 204 });
    }
    return realFetch(input, init);
  });
  return posted;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachDatabase("what a registering client may set", (leg) => {
  test("only the allowed fields are kept, and signing out posts nowhere the client chose", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const posted = watchLogoutTarget();
      const user = await aSignedInUser(harness, database, { paid: true });
      const assistant = new ScriptedAssistant(harness, user, {
        metadata: {
          client_name: "Extra Fields",
          redirect_uris: [ASSISTANT_CALLBACK],
          token_endpoint_auth_method: "none",
          grant_types: ["authorization_code", "refresh_token"],
          response_types: ["code"],
          ...EXTRA_FIELDS,
        },
      });
      const client = await connectAssistant(harness, assistant);
      expect((await callTool(client, "get_credits")).isError).toBe(false);
      await client.close();

      // The session that approved the client holds its tokens: ending it tells nobody.
      const signOut = await fetch(`${harness.origin}/api/auth/sign-out`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: harness.origin,
          cookie: assistant.browserCookie!,
        },
        body: "{}",
      });
      expect(signOut.status).toBe(200);
      expect(posted).toEqual([]);

      const [stored] = await database.db
        .select()
        .from(oauthClients)
        .where(eq(oauthClients.name, "Extra Fields"));
      expect(stored).toMatchObject({
        redirectUris: [ASSISTANT_CALLBACK],
        tokenEndpointAuthMethod: "none",
        grantTypes: ["authorization_code", "refresh_token"],
        responseTypes: ["code"],
        applicationType: "native",
        backchannelLogoutUri: null,
        backchannelLogoutSessionRequired: null,
        postLogoutRedirectUris: null,
        contacts: null,
        softwareId: null,
        softwareVersion: null,
        subjectType: null,
        metadata: null,
      });
      expect(stored?.requirePKCE).not.toBe(false);
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
