import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { Auth } from "../auth/create-auth.ts";

/**
 * Checks an assistant's access token for the MCP endpoint: signed by our authorization server
 * (keys read in process from better-auth's JWKS, so the server never calls its own public URL),
 * issued by it, bound to this resource, unexpired. Null when any of that fails.
 */
export interface McpTokenVerifier {
  verify(token: string): Promise<McpTokenClaims | null>;
}

export interface McpTokenClaims {
  userId: string;
  clientId: string;
  scopes: string[];
}

const KEYS_TTL_MS = 5 * 60 * 1000;
/** An unknown key id re-reads the keys (one rotated), but no more often than this. */
const REFRESH_AT_MOST_EVERY_MS = 30 * 1000;

export function createMcpTokenVerifier(
  auth: Auth,
  input: { issuer: string; resource: string },
): McpTokenVerifier {
  let cached: { keys: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;
  const keys = async (fresh: boolean) => {
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < (fresh ? REFRESH_AT_MOST_EVERY_MS : KEYS_TTL_MS)) return cached.keys;
    const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
    cached = { keys: createLocalJWKSet(jwks), at: Date.now() };
    return cached.keys;
  };
  const check = async (token: string, fresh: boolean): Promise<JWTPayload> =>
    (
      await jwtVerify(token, await keys(fresh), {
        issuer: input.issuer,
        audience: input.resource,
        typ: "at+jwt",
        // better-auth's jwt() signs with Ed25519; nothing else is ours.
        algorithms: ["EdDSA"],
        requiredClaims: ["exp", "sub"],
      })
    ).payload;
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        payload = await check(token, false);
      } catch (error) {
        // Only a key we do not know yet (rotated since the cache was filled) is worth a re-read.
        if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY") return null;
        try {
          payload = await check(token, true);
        } catch {
          return null;
        }
      }
      // A token bound to a client key (DPoP) must come with its proof, which this endpoint does
      // not check: refused rather than treated as a bearer token.
      if (payload.cnf !== undefined) return null;
      const clientId = typeof payload.azp === "string" ? payload.azp : payload.client_id;
      if (typeof payload.sub !== "string" || typeof clientId !== "string") return null;
      const scope = typeof payload.scope === "string" ? payload.scope : "";
      return { userId: payload.sub, clientId, scopes: scope.split(" ").filter(Boolean) };
    },
  };
}
