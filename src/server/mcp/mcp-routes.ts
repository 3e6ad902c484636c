import type * as McpSdk from "@modelcontextprotocol/server";
import type { AuthInfo } from "@modelcontextprotocol/server";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  API_SCOPE_IDS,
  DPOP_ALGORITHMS,
  MCP_PATH,
  OFFLINE_ACCESS_SCOPE,
} from "../../contract/api-access.ts";
import type { ApiErrorBody } from "../../contract/api-error.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/tables/auth.ts";
import { AppError } from "../app-error.ts";
import { presentedApiKey, resolveApiKey } from "../auth/api-key-access.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { AppEnv } from "../http/app-env.ts";
import {
  findConsent,
  issuedUnderConsent,
  recordClientUse,
  scopesAllowedNow,
} from "../modules/api-access/connected-apps.ts";
import type * as McpTools from "./mcp-tools.ts";
import type { McpCaller, McpToolDeps } from "./mcp-tools.ts";
import type { McpTokenError, McpTokenVerifier } from "./verify-mcp-token.ts";

export interface McpRouteDeps extends Omit<McpToolDeps, "log"> {
  auth: Auth;
  db: Database;
  verifier: McpTokenVerifier;
}

type Identified = { caller: McpCaller; clientId: string; token: string };
type Refusal = { ok: false; error?: McpTokenError; keyBound?: true };
type Identification = { ok: true; identified: Identified } | Refusal;

/**
 * The MCP SDK and the tools load on the first assistant call: most processes never serve one, and
 * loading them at start-up held about 5 MB of heap for nothing (ADR 0016, third round).
 */
let mcpModules: Promise<[typeof McpSdk, typeof McpTools]> | undefined;
const loadMcp = () =>
  (mcpModules ??= Promise.all([import("@modelcontextprotocol/server"), import("./mcp-tools.ts")]));

const CHALLENGE_SCOPES = [...API_SCOPE_IDS, OFFLINE_ACCESS_SCOPE].join(" ");

/** RFC 9728: where an assistant learns which authorization server to get a token from. */
export function protectedResourceMetadataUrl(appUrl: string): string {
  return `${appUrl}/.well-known/oauth-protected-resource${MCP_PATH}`;
}

/**
 * 401 with where to get a token (RFC 9728). A bad DPoP proof is answered in the DPoP scheme
 * (RFC 9449 section 7.1), so the client sends a fresh proof rather than asking for a new token.
 */
function challenge(appUrl: string, refusal: Refusal): Response {
  const parts = [
    `resource_metadata="${protectedResourceMetadataUrl(appUrl)}"`,
    // What to ask for (the MCP spec's scope selection, SEP-835): a client on the SDK 1.x asks
    // for this first, else for the resource's scopes_supported, from which the provider leaves
    // out offline_access, so it got no refresh token and had to sign in again every 15 minutes.
    // The consent page still lets the person untick any of them.
    `scope="${CHALLENGE_SCOPES}"`,
  ];
  if (refusal.error) parts.push(`error="${refusal.error}"`);
  const scheme =
    refusal.error === "invalid_dpop_proof" || refusal.keyBound
      ? `DPoP algs="${DPOP_ALGORITHMS.join(" ")}", ${parts.join(", ")}`
      : `Bearer ${parts.join(", ")}`;
  const body: ApiErrorBody = {
    error: {
      code: "unauthorized",
      message:
        "Connect this assistant to Groundtruth (it will ask you to sign in and approve), or use a personal API key.",
    },
  };
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: { "content-type": "application/json", "www-authenticate": scheme },
  });
}

async function userIsActive(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && !row.deletedAt);
}

/**
 * Who is calling: a personal API key (its scopes), or an assistant's access token that our
 * authorization server issued for this endpoint and whose user still allows that client (a
 * client revoked in Settings is refused at once, whatever its token's lifetime).
 */
async function identify(deps: McpRouteDeps, c: Context): Promise<Identification> {
  const key = presentedApiKey(c);
  if (key) {
    const access = await resolveApiKey(deps, key);
    const caller = { userId: access.user.id, scopes: new Set(access.scopes) };
    return { ok: true, identified: { caller, clientId: `api-key:${access.keyId}`, token: key } };
  }
  const authorization = c.req.header("authorization");
  if (!authorization) return { ok: false };
  const check = await deps.verifier.verify({
    authorization,
    dpopProof: c.req.header("dpop"),
    method: c.req.method,
  });
  if (!check.ok) return check;
  const { claims } = check;
  const consent = (await userIsActive(deps.db, claims.userId))
    ? await findConsent(deps.db, { userId: claims.userId, clientId: claims.clientId })
    : null;
  if (!consent || !issuedUnderConsent(consent, claims.issuedAt)) {
    return { ok: false, error: "invalid_token" };
  }
  await recordClientUse(deps.db, {
    userId: claims.userId,
    clientId: claims.clientId,
    now: new Date(),
  });
  const caller = {
    userId: claims.userId,
    scopes: new Set(scopesAllowedNow(consent, claims.scopes)),
  };
  return { ok: true, identified: { caller, clientId: claims.clientId, token: claims.token } };
}

/** The MCP endpoint (Streamable HTTP, stateless: one server instance per request). */
export function mcpRoutes(deps: McpRouteDeps) {
  return new Hono<AppEnv>().all("/", async (c) => {
    let identification: Identification;
    try {
      identification = await identify(deps, c);
    } catch (error) {
      // A refused key is a 401 like any refused token; a failure of ours (the database down)
      // is not the client's to fix, and a 401 would make it throw its good tokens away.
      if (!(error instanceof AppError) || error.code === "rate_limited") throw error;
      identification = { ok: false, error: "invalid_token" };
    }
    if (!identification.ok) return challenge(deps.appUrl, identification);
    const { identified } = identification;
    const log = c.get("log");
    const [{ createMcpHandler }, { createGroundtruthMcpServer }] = await loadMcp();
    const handler = createMcpHandler(() =>
      createGroundtruthMcpServer({ ...deps, log }, identified.caller),
    );
    const authInfo: AuthInfo = {
      token: identified.token,
      clientId: identified.clientId,
      scopes: [...identified.caller.scopes],
      resource: new URL(`${deps.appUrl}${MCP_PATH}`),
    };
    return handler.fetch(c.req.raw, { authInfo });
  });
}
