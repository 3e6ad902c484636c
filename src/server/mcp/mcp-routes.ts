import { createMcpHandler, type AuthInfo } from "@modelcontextprotocol/server";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { MCP_PATH } from "../../contract/api-access.ts";
import type { ApiErrorBody } from "../../contract/api-error.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/tables/auth.ts";
import { AppError } from "../app-error.ts";
import { presentedApiKey, resolveApiKey } from "../auth/api-key-access.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { AppEnv } from "../http/app-env.ts";
import { hasConsent, recordClientUse } from "../modules/api-access/connected-apps.ts";
import { createGroundtruthMcpServer, type McpCaller, type McpToolDeps } from "./mcp-tools.ts";
import type { McpTokenVerifier } from "./verify-mcp-token.ts";

export interface McpRouteDeps extends Omit<McpToolDeps, "log"> {
  auth: Auth;
  db: Database;
  verifier: McpTokenVerifier;
}

type Identified = { caller: McpCaller; clientId: string; token: string };

/** RFC 9728: where an assistant learns which authorization server to get a token from. */
export function protectedResourceMetadataUrl(appUrl: string): string {
  return `${appUrl}/.well-known/oauth-protected-resource${MCP_PATH}`;
}

function challenge(appUrl: string, error?: string): Response {
  const parts = [`resource_metadata="${protectedResourceMetadataUrl(appUrl)}"`];
  if (error) parts.push(`error="${error}"`);
  const body: ApiErrorBody = {
    error: {
      code: "unauthorized",
      message:
        "Connect this assistant to Groundtruth (it will ask you to sign in and approve), or use a personal API key.",
    },
  };
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: {
      "content-type": "application/json",
      "www-authenticate": `Bearer ${parts.join(", ")}`,
    },
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
 * client revoked in Settings is refused at once, whatever its token's lifetime). Null: refuse.
 */
async function identify(deps: McpRouteDeps, c: Context): Promise<Identified | null> {
  const key = presentedApiKey(c);
  if (key) {
    const access = await resolveApiKey(deps, key);
    return {
      caller: { userId: access.user.id, scopes: new Set(access.scopes) },
      clientId: `api-key:${access.keyId}`,
      token: key,
    };
  }
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token) return null;
  const claims = await deps.verifier.verify(token);
  if (!claims) return null;
  const allowed =
    (await userIsActive(deps.db, claims.userId)) &&
    (await hasConsent(deps.db, { userId: claims.userId, clientId: claims.clientId }));
  if (!allowed) return null;
  await recordClientUse(deps.db, { ...claims, now: new Date() });
  return {
    caller: { userId: claims.userId, scopes: new Set(claims.scopes) },
    clientId: claims.clientId,
    token,
  };
}

/** The MCP endpoint (Streamable HTTP, stateless: one server instance per request). */
export function mcpRoutes(deps: McpRouteDeps) {
  return new Hono<AppEnv>().all("/", async (c) => {
    let identified: Identified | null;
    try {
      identified = await identify(deps, c);
    } catch (error) {
      if (error instanceof AppError && error.code === "rate_limited") throw error;
      identified = null;
    }
    if (!identified)
      return challenge(deps.appUrl, c.req.header("authorization") ? "invalid_token" : undefined);
    const log = c.get("log");
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
