import type { MiddlewareHandler } from "hono";
import type { AssuranceLevel } from "../../contract/auth.ts";
import { AppError } from "../app-error.ts";
import type { AppEnv } from "../http/app-env.ts";
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

/**
 * Rejects a request without a valid session with 401 before any validation runs, so a
 * signed-out caller learns nothing about an endpoint's inputs.
 */
export function requireSession(auth: Auth): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!result) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
    c.set("user", {
      id: result.user.id,
      email: result.user.email,
      emailVerified: result.user.emailVerified,
      twoFactorEnabled: Boolean(result.user.twoFactorEnabled),
    });
    c.set("session", {
      id: result.session.id,
      expiresAt: result.session.expiresAt,
      aal: result.session.aal === "aal2" ? "aal2" : "aal1",
    });
    await next();
  };
}
