import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { deriveDpopAth } from "better-auth/oauth2";
import {
  calculateJwkThumbprint,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWK,
} from "jose";
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { DPOP_ALGORITHMS } from "../../../src/contract/api-access.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { ASSISTANT_CALLBACK } from "../../support/recording-oauth-client.ts";
import {
  aSignedInUser,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
  listToolsByHand,
  type TestUser,
} from "./harness.ts";

/** An assistant that holds a private key and proves it on every request (RFC 9449). */
async function aDpopKey() {
  const pair = await generateKeyPair("ES256", { extractable: true });
  const jwk: JWK = await exportJWK(pair.publicKey);
  return {
    jkt: await calculateJwkThumbprint(jwk),
    proof: async (method: string, url: string, accessToken?: string) =>
      new SignJWT({
        htm: method,
        htu: url,
        jti: randomBytes(16).toString("base64url"),
        ...(accessToken ? { ath: await deriveDpopAth(accessToken) } : {}),
      })
        .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk })
        .setIssuedAt()
        .sign(pair.privateKey),
  };
}

type DpopKey = Awaited<ReturnType<typeof aDpopKey>>;

/**
 * The token endpoint as a proxy would reach it: by another host name than the public one the
 * client signs its proof for (APP_URL), as behind a TLS-terminating proxy.
 */
function behindProxy(publicUrl: string): string {
  return publicUrl.replace("//127.0.0.1:", "//localhost:");
}

/** The authorization code flow by hand, with the token request proving `key`. */
async function dpopTokens(harness: AssistantHarness, user: TestUser, key: DpopKey) {
  const { origin } = harness;
  const registered = (await (
    await fetch(`${origin}/api/auth/oauth2/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_name: "DPoP Assistant",
        redirect_uris: [ASSISTANT_CALLBACK],
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        application_type: "native",
      }),
    })
  ).json()) as { client_id?: string };
  if (!registered.client_id) throw new Error(`register: ${JSON.stringify(registered)}`);
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${origin}/api/auth/oauth2/authorize`);
  authorize.search = new URLSearchParams({
    response_type: "code",
    client_id: registered.client_id,
    redirect_uri: ASSISTANT_CALLBACK,
    scope: "analyses:read credits:read offline_access",
    state: "s",
    resource: `${origin}/mcp`,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const person = new ScriptedAssistant(harness, user);
  await person.redirectToAuthorization(authorize);
  const code = person.callback?.searchParams.get("code");
  if (!code) throw new Error(`no code: ${person.callback}`);
  const tokenUrl = `${origin}/api/auth/oauth2/token`;
  const response = await fetch(behindProxy(tokenUrl), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      dpop: await key.proof("POST", tokenUrl),
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: ASSISTANT_CALLBACK,
      client_id: registered.client_id,
      code_verifier: verifier,
      resource: `${origin}/mcp`,
    }),
  });
  const tokens = (await response.json()) as {
    access_token: string;
    refresh_token: string;
    token_type: string;
  };
  if (!response.ok) throw new Error(`token: ${response.status} ${JSON.stringify(tokens)}`);
  return { ...tokens, clientId: registered.client_id };
}

async function refresh(
  harness: AssistantHarness,
  tokens: { refresh_token: string; clientId: string },
  key: DpopKey,
) {
  const tokenUrl = `${harness.origin}/api/auth/oauth2/token`;
  return fetch(behindProxy(tokenUrl), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      dpop: await key.proof("POST", tokenUrl),
    },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: tokens.clientId,
      resource: `${harness.origin}/mcp`,
    }),
  });
}

/** An MCP client whose every request carries `authorization` and, if given, a fresh proof. */
async function mcpClient(
  harness: AssistantHarness,
  headers: (method: string) => Promise<Record<string, string>>,
) {
  const client = new Client({ name: "dpop-assistant", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(harness.mcpUrl, {
      fetch: async (input, init) => {
        const method = init?.method ?? "GET";
        const merged = new Headers(init?.headers);
        for (const [name, value] of Object.entries(await headers(method))) merged.set(name, value);
        return fetch(input, { ...init, headers: merged });
      },
    }),
  );
  return client;
}

describeEachDatabase("an assistant whose tokens are bound to its key (DPoP)", (leg) => {
  test("the token is bound to the key; the MCP endpoint takes it with fresh proofs and refuses it without", async () => {
    const database = await createTestDatabase(leg);
    const harness = await startAssistantHarness(database);
    try {
      const metadata = (await (
        await fetch(`${harness.origin}/.well-known/oauth-protected-resource/mcp`)
      ).json()) as { dpop_signing_alg_values_supported?: string[] };
      // What the server says it accepts is what the MCP endpoint accepts.
      expect(metadata.dpop_signing_alg_values_supported).toEqual([...DPOP_ALGORITHMS]);

      const user = await aSignedInUser(harness, database);
      const key = await aDpopKey();
      const tokens = await dpopTokens(harness, user, key);
      expect(tokens.token_type).toBe("DPoP");
      expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: key.jkt });

      const mcpUrl = harness.mcpUrl.toString();
      const client = await mcpClient(harness, async (method) => ({
        authorization: `DPoP ${tokens.access_token}`,
        dpop: await key.proof(method, mcpUrl, tokens.access_token),
      }));
      const credits = await client.callTool({ name: "get_credits", arguments: {} });
      expect(credits.isError).toBeFalsy();
      await client.close();

      // Stolen: the token alone, as a bearer token or without a proof, is refused.
      const asBearer = await listToolsByHand(harness, {
        authorization: `Bearer ${tokens.access_token}`,
      });
      expect(asBearer.status).toBe(401);
      // Told in the DPoP scheme: the token is good, the way it was presented is not.
      expect(asBearer.headers.get("www-authenticate")).toMatch(
        /^DPoP algs="[^"]+", resource_metadata=".*", error="invalid_token"$/,
      );
      const noProof = await listToolsByHand(harness, {
        authorization: `DPoP ${tokens.access_token}`,
      });
      expect(noProof.status).toBe(401);
      expect(noProof.headers.get("www-authenticate")).toMatch(
        /^DPoP algs="[^"]*ES256[^"]*", resource_metadata=".*", error="invalid_dpop_proof"$/,
      );
      // A thief's own key, and a proof replayed, are refused too.
      const thief = await aDpopKey();
      const thiefs = await listToolsByHand(harness, {
        authorization: `DPoP ${tokens.access_token}`,
        dpop: await thief.proof("POST", mcpUrl, tokens.access_token),
      });
      expect(thiefs.status).toBe(401);
      const proof = await key.proof("POST", mcpUrl, tokens.access_token);
      const first = await listToolsByHand(harness, {
        authorization: `DPoP ${tokens.access_token}`,
        dpop: proof,
      });
      expect(first.status).not.toBe(401);
      const replayed = await listToolsByHand(harness, {
        authorization: `DPoP ${tokens.access_token}`,
        dpop: proof,
      });
      expect(replayed.status).toBe(401);
      expect(replayed.headers.get("www-authenticate")).toContain('error="invalid_dpop_proof"');

      // The refresh token is bound too: only the key's holder gets new tokens with it.
      expect((await refresh(harness, tokens, thief)).status).toBe(400);
      const renewed = await refresh(harness, tokens, key);
      expect(renewed.status).toBe(200);
      const renewedToken = ((await renewed.json()) as { access_token: string }).access_token;
      expect(decodeJwt(renewedToken).cnf).toEqual({ jkt: key.jkt });
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
