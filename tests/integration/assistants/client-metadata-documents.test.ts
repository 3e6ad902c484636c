import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { oauthClients } from "../../../src/db/tables/oauth.ts";
import { startFakeService, type FakeService } from "../../fakes/fake-server.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { ASSISTANT_CALLBACK } from "../../support/recording-oauth-client.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
} from "./harness.ts";

/**
 * Assistants' own web sites, behind the gateway the safe fetcher uses in tests
 * (SITE_FETCH_GATEWAY_URL): GET /<host>/<path>. Each path is one kind of document.
 */
const HOST = "assistant-app.dev";
const documentUrl = (path: string) => `https://${HOST}${path}`;
const GOOD = "/oauth/client.json";

function clientDocument(path: string, extra: Record<string, unknown> = {}) {
  return {
    client_id: documentUrl(path),
    client_name: "Document Assistant",
    redirect_uris: [ASSISTANT_CALLBACK],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    logo_uri: `https://${HOST}/tracking-pixel.png`,
    ...extra,
  };
}

const HOSTILE: Record<
  string,
  () => {
    status?: number;
    json?: unknown;
    text?: string;
    contentType?: string;
    headers?: Record<string, string>;
  }
> = {
  "/oauth/wrong-id.json": () => ({ json: clientDocument("/oauth/someone-else.json") }),
  "/oauth/two-sites.json": () => ({
    json: clientDocument("/oauth/two-sites.json", {
      redirect_uris: ["https://assistant-app.dev/cb", "https://evil.example.net/cb"],
    }),
  }),
  "/oauth/elsewhere.json": () => ({
    json: clientDocument("/oauth/elsewhere.json", {
      redirect_uris: ["https://other-site.dev/cb"],
    }),
  }),
  "/oauth/secret.json": () => ({
    json: clientDocument("/oauth/secret.json", {
      token_endpoint_auth_method: "client_secret_basic",
    }),
  }),
  "/oauth/moved.json": () => ({
    status: 302,
    headers: { location: `https://${HOST}${GOOD}` },
    text: "",
  }),
  "/oauth/page.json": () => ({ contentType: "text/html", text: "<h1>not a document</h1>" }),
  "/oauth/huge.json": () => ({
    json: clientDocument("/oauth/huge.json", { padding: "x".repeat(6_000) }),
  }),
};

let site: FakeService;

beforeAll(async () => {
  site = await startFakeService("assistant-sites", (request) => {
    const [, host = "", ...rest] = request.path.split("/");
    const path = `/${rest.join("/")}`;
    if (host !== HOST) return { status: 404, text: "no such site" };
    if (path === GOOD)
      return {
        // Fields a client may not set are dropped from a document as from a registration.
        json: clientDocument(GOOD, {
          post_logout_redirect_uris: [`https://${HOST}/signed-out`],
          contacts: [`owner@${HOST}`],
          software_id: "document-assistant",
          tracking: { anything: "at all" },
        }),
      };
    const hostile = HOSTILE[path];
    return hostile ? hostile() : { status: 404, text: "not found" };
  });
});
afterAll(async () => {
  await site.close();
});

/** The authorization request an assistant sends its person's browser with. */
async function authorize(harness: AssistantHarness, clientId: string, from?: string) {
  const response = await fetch(
    `${harness.origin}/api/auth/oauth2/authorize?${new URLSearchParams({
      response_type: "code",
      client_id: clientId,
      redirect_uri: ASSISTANT_CALLBACK,
      scope: "analyses:read",
      state: "s",
      resource: `${harness.origin}/mcp`,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    })}`,
    { redirect: "manual", headers: from ? { "x-forwarded-for": from } : {} },
  );
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

describeEachDatabase("an assistant named by its Client ID Metadata Document", (leg) => {
  test("the server says it reads them; an MCP client connects with one, without registering", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database, { SITE_FETCH_GATEWAY_URL: site.url });
    try {
      const metadata = (await (
        await fetch(`${harness.origin}/.well-known/oauth-authorization-server/api/auth`)
      ).json()) as { client_id_metadata_document_supported?: boolean };
      expect(metadata.client_id_metadata_document_supported).toBe(true);

      const user = await aSignedInUser(harness, database);
      const assistant = new ScriptedAssistant(harness, user, {
        clientMetadataUrl: documentUrl(GOOD),
      });
      const client = await connectAssistant(harness, assistant);
      expect((await callTool(client, "get_credits")).isError).toBe(false);
      await client.close();

      expect(harness.logs.some((line) => line.includes('"path":"/api/auth/oauth2/register"'))).toBe(
        false,
      );
      // Read once, through the gateway, as JSON.
      const reads = site.requests.filter((request) => request.path === `/${HOST}${GOOD}`);
      expect(reads.length).toBeGreaterThanOrEqual(1);
      expect(reads[0]?.headers.accept).toContain("application/json");

      // What the consent page and Settings show: its name, never its self-chosen logo.
      const publicClient = (await (
        await fetch(
          `${harness.origin}/api/auth/oauth2/public-client?client_id=${encodeURIComponent(documentUrl(GOOD))}`,
          { headers: { cookie: user.cookie } },
        )
      ).json()) as { client_name?: string; logo_uri?: string };
      expect(publicClient.client_name).toBe("Document Assistant");
      expect(publicClient.logo_uri).toBeUndefined();
      const [stored] = await database.db
        .select()
        .from(oauthClients)
        .where(eq(oauthClients.clientId, documentUrl(GOOD)));
      expect(stored).toMatchObject({
        name: "Document Assistant",
        redirectUris: [ASSISTANT_CALLBACK],
        icon: null,
        postLogoutRedirectUris: null,
        contacts: null,
        softwareId: null,
        metadata: null,
      });
    } finally {
      await harness.close();
      await database.close();
    }
  });

  test("documents that break the rules, or that cannot be read safely, give no client", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database, { SITE_FETCH_GATEWAY_URL: site.url });
    try {
      // Refused outright: no sign-in page, and nothing sent to the redirect URI it named.
      const refused = {
        status: 400,
        location: null,
        body: expect.stringContaining("invalid_client"),
      };
      for (const path of Object.keys(HOSTILE)) {
        expect(await authorize(harness, documentUrl(path)), path).toEqual(refused);
      }
      // Our own rules say why in the log.
      expect(harness.logs.join("\n")).toContain("all redirect URIs must be on one site");
      expect(harness.logs.join("\n")).toContain("only public clients");
      expect(harness.logs.join("\n")).toContain(
        "redirect URIs must be on https://assistant-app.dev",
      );
      // Addresses that are not public are refused before anything is fetched.
      const before = site.requests.length;
      for (const clientId of [
        "https://localhost/oauth/client.json",
        "https://10.0.0.8/oauth/client.json",
        "https://169.254.169.254/latest/meta-data",
      ]) {
        expect(await authorize(harness, clientId), clientId).toEqual(refused);
      }
      expect(site.requests.length).toBe(before);
    } finally {
      await harness.close();
      await database.close();
    }
  });

  test("one address cannot spend the server's budget of document fetches", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database, {
      SITE_FETCH_GATEWAY_URL: site.url,
      AUTH_THROTTLE_MULTIPLIER: "1",
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        // Each on a site of its own, so the plugin's per-site budget is not what answers.
        const clientId = `https://probe-${attempt}.dev/oauth/client.json`;
        statuses.push((await authorize(harness, clientId)).status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await harness.close();
      await database.close();
    }
  });

  test("no request spends another address's document fetches; revocation never fetches one", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database, {
      SITE_FETCH_GATEWAY_URL: site.url,
      AUTH_THROTTLE_MULTIPLIER: "1",
      // Addresses as a proxy of ours reports them, so one test can be several callers.
      TRUSTED_PROXY_HOPS: "1",
    });
    const ATTACKER = "203.0.113.7";
    const probe = (index: number) => `https://probe-${index}.dev/oauth/client.json`;
    try {
      // Requests that name a client but need no sign-in: one the server has never seen has
      // nothing to revoke and no session to end, so none is read (before, one address spent the
      // plugin's 120 fetches a minute for everyone this way, and sign-out answered 500).
      const namingAClient = (index: number): [string, RequestInit] => {
        const path = index % 2 ? "revoke" : "end-session";
        const body = new URLSearchParams({ client_id: probe(index), token: "anything" });
        return [
          `${harness.origin}/api/auth/oauth2/${path}`,
          {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "x-forwarded-for": ATTACKER,
            },
            body,
          },
        ];
      };
      const before = site.requests.length;
      const statuses = new Set<number>();
      for (let index = 0; index < 240; index += 1)
        statuses.add((await fetch(...namingAClient(index))).status);
      const readForThem = site.requests.length - before;
      // Someone else, elsewhere, still connects with their document.
      const theirs = await authorize(harness, documentUrl(GOOD), "198.51.100.20");
      expect(theirs.body).toContain("/auth?");
      expect(readForThem).toBe(0);
      expect([...statuses].every((status) => status >= 400 && status < 500)).toBe(true);

      // Every request that can fetch a document counts against one budget per address.
      const authorizations: number[] = [];
      for (let index = 200; index < 230; index += 1)
        authorizations.push((await authorize(harness, probe(index), ATTACKER)).status);
      expect(authorizations.every((status) => status === 400)).toBe(true);
      // The consent page's look-up of who is asking, open to anyone with an account.
      const user = await aSignedInUser(harness, database);
      const lookUp = await fetch(
        `${harness.origin}/api/auth/oauth2/public-client?client_id=${encodeURIComponent(probe(230))}`,
        { headers: { cookie: user.cookie, "x-forwarded-for": ATTACKER } },
      );
      expect(lookUp.status).toBe(429);
      expect((await authorize(harness, probe(231), "198.51.100.21")).status).toBe(400);
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
