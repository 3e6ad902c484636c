import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
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

beforeAll(async () => {
  const ours = await generateKeyPair("EdDSA", { extractable: true });
  strangerKey = (await generateKeyPair("EdDSA", { extractable: true })).privateKey;
  const jwk = { ...(await exportJWK(ours.publicKey)), kid: "k1", alg: "EdDSA" };
  // Only what the verifier reads of better-auth: its JWKS.
  const auth = { api: { getJwks: async () => ({ keys: [jwk] }) } } as unknown as Auth;
  verifier = createMcpTokenVerifier(auth, { issuer: ISSUER, resource: RESOURCE });
  sign = (payload, options = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: "EdDSA", kid: "k1", typ: options.typ ?? "at+jwt" })
      .setIssuedAt()
      .setExpirationTime(payload.exp ?? "10m")
      .sign(options.key ?? ours.privateKey);
});

const good = {
  sub: "user-1",
  azp: "client-1",
  scope: "analyses:read chat",
  iss: ISSUER,
  aud: RESOURCE,
};

test("an access token our server issued for this endpoint gives its user, client and scopes", async () => {
  expect(await verifier.verify(await sign(good))).toEqual({
    userId: "user-1",
    clientId: "client-1",
    scopes: ["analyses:read", "chat"],
  });
});

test("a token for another resource, from another issuer, signed by another key, of another type, or expired is refused", async () => {
  expect(
    await verifier.verify(await sign({ ...good, aud: "https://other.example/api" })),
  ).toBeNull();
  expect(await verifier.verify(await sign({ ...good, iss: "https://evil.example" }))).toBeNull();
  expect(await verifier.verify(await sign(good, { key: strangerKey }))).toBeNull();
  // An ID token (typ JWT) is not an access token, whatever it says.
  expect(await verifier.verify(await sign(good, { typ: "JWT" }))).toBeNull();
  const expired = await sign({ ...good, exp: Math.floor(Date.now() / 1000) - 60 });
  expect(await verifier.verify(expired)).toBeNull();
  expect(await verifier.verify("not.a.token")).toBeNull();
  expect(await verifier.verify(await sign({ ...good, sub: undefined }))).toBeNull();
  // Bound to a client key (DPoP): without its proof, not a bearer token.
  expect(await verifier.verify(await sign({ ...good, cnf: { jkt: "thumbprint" } }))).toBeNull();
});
