import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { API_KEY_PREFIX, apiScopeSchema, type ApiScope } from "../../contract/api-access.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/tables/auth.ts";
import { AppError } from "../app-error.ts";
import type { Auth } from "./create-auth.ts";
import type { SessionInfo, SessionUser } from "./require-session.ts";

/** The permission statement a key's scopes are stored under (better-auth's `permissions`). */
export const API_KEY_RESOURCE = "groundtruth";

/** A personal API key from `Authorization: Bearer gt_...` or `x-api-key`; undefined without one. */
export function presentedApiKey(c: Context): string | undefined {
  const header = c.req.header("x-api-key");
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}

/** A key's scopes, from better-auth's permissions (a JSON record, or already parsed). */
export function apiKeyScopes(permissions: unknown): ApiScope[] {
  const parsed: unknown = typeof permissions === "string" ? safeJson(permissions) : permissions;
  const granted = (parsed as Record<string, unknown> | null)?.[API_KEY_RESOURCE];
  return Array.isArray(granted)
    ? granted.filter((scope): scope is ApiScope => apiScopeSchema.safeParse(scope).success)
    : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const KEY_REFUSED = "This API key is not valid, or was revoked.";

export interface ApiKeyAccess {
  user: SessionUser;
  session: SessionInfo;
  keyId: string;
  scopes: ApiScope[];
}

/** The key's owner and scopes; refused when the key is unknown, revoked or over its limit. */
export async function resolveApiKey(
  deps: { auth: Auth; db: Database },
  key: string,
): Promise<ApiKeyAccess> {
  const result = await deps.auth.api.verifyApiKey({ body: { key } }).catch(() => null);
  if (result?.error?.code === "RATE_LIMITED")
    throw new AppError("rate_limited", "Too many requests with this API key. Please slow down.");
  if (!result?.valid || !result.key) throw new AppError("unauthorized", KEY_REFUSED);
  const [owner] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, result.key.referenceId));
  if (!owner || owner.deletedAt) throw new AppError("unauthorized", KEY_REFUSED);
  return {
    user: {
      id: owner.id,
      email: owner.email,
      emailVerified: owner.emailVerified,
      twoFactorEnabled: Boolean(owner.twoFactorEnabled),
    },
    session: {
      id: `api-key:${result.key.id}`,
      expiresAt: new Date(Date.now() + 60_000),
      aal: "aal1",
    },
    keyId: result.key.id,
    scopes: apiKeyScopes(result.key.permissions),
  };
}

/**
 * Checks a key and that it holds `scope`, and answers for its owner as a signed-in request
 * would. A key is never a browser session: it works only where a route names its scope, and
 * counts against the key's own rate limit as well as the user's.
 */
export async function authenticateApiKey(
  deps: { auth: Auth; db: Database },
  input: { key: string; scope: ApiScope },
): Promise<ApiKeyAccess> {
  const access = await resolveApiKey(deps, input.key);
  if (!access.scopes.includes(input.scope))
    throw new AppError("forbidden", `This API key does not allow ${input.scope}.`);
  return access;
}
