import { createInMemoryDpopReplayStore, deriveDpopAth, deriveDpopJkt } from "better-auth/oauth2";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";
import { beforeAll, expect, test } from "vitest";
import type { Auth } from "../../../src/server/auth/create-auth.ts";
import {
  createMcpTokenVerifier,
  type McpTokenVerifier,
} from "../../../src/server/mcp/verify-mcp-token.ts";

const ISSUER = "https://groundtruth.example/api/auth";
const RESOURCE = "https://groundtruth.example/mcp";

let sign: (payload: JWTPayload, options?: { typ?: string; key?: CryptoKey }) => Promise<string>;
let verifier: McpTokenVerifier;
let strangerKey: CryptoKey;
/** An assistant's own DPoP key pair, and another one. */
let clientKey: { privateKey: CryptoKey; jwk: JWK; jkt: string };
let otherClientKey: { privateKey: CryptoKey; jwk: JWK };

async function dpopKey() {
  const pair = await generateKeyPair("ES256", { extractable: true });
  const jwk = await exportJWK(pair.publicKey);
  return { privateKey: pair.privateKey, jwk, jkt: await deriveDpopJkt(jwk) };
}

beforeAll(async () => {
  const ours = await generateKeyPair("EdDSA", { extractable: true });
  strangerKey = (await generateKeyPair("EdDSA", { extractable: true })).privateKey;
  const jwk = { ...(await exportJWK(ours.publicKey)), kid: "k1", alg: "EdDSA" };
  // Only what the verifier reads of better-auth: its JWKS.
  const auth = { api: { getJwks: async () => ({ keys: [jwk] }) } } as unknown as Auth;
  verifier = createMcpTokenVerifier(auth, {
    issuer: ISSUER,
    resource: RESOURCE,
    replayStore: createInMemoryDpopReplayStore(),
  });
  sign = (payload, options = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: "EdDSA", kid: "k1", typ: options.typ ?? "at+jwt" })
      .setIssuedAt()
      .setExpirationTime(payload.exp ?? "10m")
      .sign(options.key ?? ours.privateKey);
  clientKey = await dpopKey();
  otherClientKey = await dpopKey();
});

const good = {
  sub: "user-1",
  azp: "client-1",
  scope: "analyses:read chat",
  iss: ISSUER,
  aud: RESOURCE,
};
const claims = {
  userId: "user-1",
  clientId: "client-1",
  scopes: ["analyses:read", "chat"],
  issuedAt: expect.any(Date),
  token: expect.any(String),
};

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  dpopProof: undefined,
  method: "POST",
});

async function proof(
  token: string,
  key: { privateKey: CryptoKey; jwk: JWK },
  claimsOverride: JWTPayload = {},
) {
  return new SignJWT({
    htm: "POST",
    htu: RESOURCE,
    jti: crypto.randomUUID(),
    ath: await deriveDpopAth(token),
    ...claimsOverride,
  })
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk: key.jwk })
    .setIssuedAt(claimsOverride.iat ?? Math.floor(Date.now() / 1000))
    .sign(key.privateKey);
}

test("an access token our server issued for this endpoint gives its user, client, scopes and issue time", async () => {
  const token = await sign(good);
  const check = await verifier.verify(bearer(token));
  expect(check).toEqual({ ok: true, claims });
  const issuedAt = check.ok ? check.claims.issuedAt!.getTime() : 0;
  expect(Math.abs(issuedAt - Date.now())).toBeLessThan(5_000);
  expect(check.ok && check.claims.token).toBe(token);
});

test("a token for another resource, from another issuer, signed by another key, of another type, or expired is refused", async () => {
  const refused = { ok: false, error: "invalid_token" };
  expect(
    await verifier.verify(bearer(await sign({ ...good, aud: "https://other.example/api" }))),
  ).toEqual(refused);
  expect(
    await verifier.verify(bearer(await sign({ ...good, iss: "https://evil.example" }))),
  ).toEqual(refused);
  expect(await verifier.verify(bearer(await sign(good, { key: strangerKey })))).toEqual(refused);
  // An ID token (typ JWT) is not an access token, whatever it says.
  expect(await verifier.verify(bearer(await sign(good, { typ: "JWT" })))).toEqual(refused);
  const expired = await sign({ ...good, exp: Math.floor(Date.now() / 1000) - 60 });
  expect(await verifier.verify(bearer(expired))).toEqual(refused);
  expect(await verifier.verify(bearer("not.a.token"))).toEqual(refused);
  expect(await verifier.verify(bearer(await sign({ ...good, sub: undefined })))).toEqual(refused);
  expect(
    await verifier.verify({ authorization: "Basic abc", dpopProof: undefined, method: "POST" }),
  ).toEqual(refused);
});

test("a DPoP-bound token works with a fresh proof of its key, once", async () => {
  const token = await sign({ ...good, cnf: { jkt: clientKey.jkt } });
  const request = { authorization: `DPoP ${token}`, dpopProof: await proof(token, clientKey) };
  expect(await verifier.verify({ ...request, method: "POST" })).toEqual({ ok: true, claims });
  // The same proof again is a replay.
  expect(await verifier.verify({ ...request, method: "POST" })).toEqual({
    ok: false,
    error: "invalid_dpop_proof",
    keyBound: true,
  });
  const again = { ...request, dpopProof: await proof(token, clientKey) };
  expect(await verifier.verify({ ...again, method: "POST" })).toEqual({ ok: true, claims });
});

test("a DPoP-bound token is refused as a bearer token, without a proof, or with a proof that does not fit", async () => {
  const token = await sign({ ...good, cnf: { jkt: clientKey.jkt } });
  expect(await verifier.verify(bearer(token))).toEqual({
    ok: false,
    error: "invalid_token",
    keyBound: true,
  });
  const dpop = (dpopProof: string | undefined, method = "POST") => ({
    authorization: `DPoP ${token}`,
    dpopProof,
    method,
  });
  const badProof = { ok: false, error: "invalid_dpop_proof", keyBound: true };
  expect(await verifier.verify(dpop(undefined))).toEqual(badProof);
  // Signed by a key the token is not bound to (a thief's).
  expect(await verifier.verify(dpop(await proof(token, otherClientKey)))).toEqual(badProof);
  // For another token, another URL, another method, or too old.
  expect(await verifier.verify(dpop(await proof("another-token", clientKey)))).toEqual(badProof);
  expect(
    await verifier.verify(dpop(await proof(token, clientKey, { htu: "https://evil.example/mcp" }))),
  ).toEqual(badProof);
  expect(await verifier.verify(dpop(await proof(token, clientKey), "GET"))).toEqual(badProof);
  const old = await proof(token, clientKey, { iat: Math.floor(Date.now() / 1000) - 3600 });
  expect(await verifier.verify(dpop(old))).toEqual(badProof);
});

test("the DPoP scheme with a plain bearer token is refused", async () => {
  const token = await sign(good);
  expect(
    await verifier.verify({
      authorization: `DPoP ${token}`,
      dpopProof: await proof(token, clientKey),
      method: "POST",
    }),
  ).toEqual({ ok: false, error: "invalid_token" });
});
