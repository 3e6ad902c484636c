import type { Context, MiddlewareHandler } from "hono";
import type { AssuranceLevel } from "../../contract/auth.ts";
import { AppError } from "../app-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { ApiScope } from "../../contract/api-access.ts";
import type { Database } from "../../db/client.ts";
import { authenticateApiKey, presentedApiKey } from "./api-key-access.ts";
import type { Auth } from "./create-auth.ts";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface SessionInfo {
  id: string;
  expiresAt: Date;
  aal: AssuranceLevel;
}

/** The Hono environment of routes behind requireSession: c.var.user and c.var.session. */
export interface AuthedEnv {
  Variables: AppEnv["Variables"] & { user: SessionUser; session: SessionInfo };
}

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
const API_KEY_NOT_HERE = "API keys cannot be used for this request: sign in instead.";

/** The caller's session, or null: for routes that answer a missing one their own way. */
export async function readSession(
  auth: Auth,
  headers: Headers,
): Promise<{ user: SessionUser; session: SessionInfo } | null> {
  const direct = await auth.readSessionDirectly(headers);
  if (direct) return direct;
  const result = await auth.api.getSession({ headers }).catch(() => null);
  if (!result) return null;
  return {
    user: {
      id: result.user.id,
      email: result.user.email,
      emailVerified: result.user.emailVerified,
      twoFactorEnabled: Boolean(result.user.twoFactorEnabled),
    },
    session: {
      id: result.session.id,
      expiresAt: result.session.expiresAt,
      aal: result.session.aal === "aal2" ? "aal2" : "aal1",
    },
  };
}

/**
 * Rejects a request without a valid session with 401 before any validation runs, so a
 * signed-out caller learns nothing about an endpoint's inputs. `whenSignedOut` answers a
 * browser navigation (an OAuth hop) with a page instead of JSON.
 */
export function requireSession(
  auth: Auth,
  options: {
    whenSignedOut?: (c: Context) => Response;
    /**
     * Accepts a personal API key (issue 16) on the routes this names a scope for; elsewhere a
     * key is refused like any other missing session.
     */
    apiKeys?: { db: Database; scopeFor: (c: Context) => ApiScope | null };
  } = {},
): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = options.apiKeys ? presentedApiKey(c) : undefined;
    if (key && options.apiKeys) {
      const scope = options.apiKeys.scopeFor(c);
      if (!scope) throw new AppError("unauthorized", API_KEY_NOT_HERE);
      const access = await authenticateApiKey({ auth, db: options.apiKeys.db }, { key, scope });
      c.set("user", access.user);
      c.set("session", access.session);
      return next();
    }
    const found = await readSession(auth, c.req.raw.headers);
    if (!found) {
      if (options.whenSignedOut) return options.whenSignedOut(c);
      throw new AppError("unauthorized", SIGN_IN_REQUIRED);
    }
    c.set("user", found.user);
    c.set("session", found.session);
    await next();
  };
}
