import {
  createDpopReplayStore,
  enforceDpopBinding,
  getDpopJktFromPayload,
  isDpopBindingError,
  parseAccessTokenAuthorization,
  type DpopReplayStore,
} from "better-auth/oauth2";
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import { DPOP_ALGORITHMS } from "../../contract/api-access.ts";
import type { Auth } from "../auth/create-auth.ts";

/**
 * Checks an assistant's access token for the MCP endpoint: signed by our authorization server
 * (keys read in process from better-auth's JWKS, so the server never calls its own public URL),
 * issued by it, bound to this resource, unexpired, and, when it is bound to a client key
 * (DPoP, RFC 9449), presented with a fresh proof of that key.
 */
export interface McpTokenVerifier {
  verify(request: McpTokenRequest): Promise<McpTokenCheck>;
}

/** What of the HTTP request the check reads. */
export interface McpTokenRequest {
  authorization: string | undefined;
  /** The `DPoP` header: a proof JWT, one per request. */
  dpopProof: string | undefined;
  method: string;
}

export interface McpTokenClaims {
  userId: string;
  clientId: string;
  scopes: string[];
  /** When it was issued (`iat`), if it says. */
  issuedAt: Date | null;
  /** The token itself, without its scheme. */
  token: string;
}

/** `invalid_dpop_proof` tells a DPoP client to send a new proof, not to fetch a new token. */
export type McpTokenError = "invalid_token" | "invalid_dpop_proof";

export type McpTokenCheck =
  | { ok: true; claims: McpTokenClaims }
  | {
      ok: false;
      error: McpTokenError;
      /** The token is bound to a key: the challenge is in the DPoP scheme (RFC 9449 7.1). */
      keyBound?: true;
    };

const KEYS_TTL_MS = 5 * 60 * 1000;
/** An unknown key id re-reads the keys (one rotated), but no more often than this. */
const REFRESH_AT_MOST_EVERY_MS = 30 * 1000;
const INVALID_TOKEN: McpTokenCheck = { ok: false, error: "invalid_token" };

export function createMcpTokenVerifier(
  auth: Auth,
  input: {
    issuer: string;
    resource: string;
    /**
     * Where used proofs are remembered. Defaults to better-auth's verification table, so a
     * proof replayed to another process of the app is refused too.
     */
    replayStore?: DpopReplayStore;
  },
): McpTokenVerifier {
  let cached: { keys: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;
  const keys = async (fresh: boolean) => {
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < (fresh ? REFRESH_AT_MOST_EVERY_MS : KEYS_TTL_MS)) return cached.keys;
    const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
    cached = { keys: createLocalJWKSet(jwks), at: Date.now() };
    return cached.keys;
  };
  let replayStore = input.replayStore;
  const replays = async () =>
    (replayStore ??= createDpopReplayStore((await auth.$context).internalAdapter));
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
  const verifySignature = async (token: string): Promise<JWTPayload | null> => {
    try {
      return await check(token, false);
    } catch (error) {
      // Only a key we do not know yet (rotated since the cache was filled) is worth a re-read.
      if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY") return null;
      try {
        return await check(token, true);
      } catch {
        return null;
      }
    }
  };
  return {
    async verify(request) {
      const authorization = parseAccessTokenAuthorization(request.authorization);
      if (!authorization || authorization.scheme === "Unknown" || !authorization.token) {
        return INVALID_TOKEN;
      }
      const payload = await verifySignature(authorization.token);
      if (!payload) return INVALID_TOKEN;
      try {
        // A bearer token passes; a key-bound one needs the DPoP scheme and a proof signed by
        // that key for this method and URL, with this token's hash, used once.
        await enforceDpopBinding({
          payload,
          authorization,
          proofJwt: request.dpopProof,
          method: request.method,
          url: input.resource,
          replayStore: await replays(),
          signingAlgorithms: DPOP_ALGORITHMS,
        });
      } catch (error) {
        if (isDpopBindingError(error)) {
          const keyBound = getDpopJktFromPayload(payload) !== undefined;
          return { ok: false, error: error.code, ...(keyBound ? { keyBound: true } : {}) };
        }
        throw error;
      }
      const clientId = typeof payload.azp === "string" ? payload.azp : payload.client_id;
      if (typeof payload.sub !== "string" || typeof clientId !== "string") return INVALID_TOKEN;
      const scope = typeof payload.scope === "string" ? payload.scope : "";
      return {
        ok: true,
        claims: {
          userId: payload.sub,
          clientId,
          scopes: scope.split(" ").filter(Boolean),
          issuedAt: typeof payload.iat === "number" ? new Date(payload.iat * 1000) : null,
          token: authorization.token,
        },
      };
    },
  };
}
