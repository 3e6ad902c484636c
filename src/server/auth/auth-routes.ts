import { Hono, type Context } from "hono";
import type { AuthConfig } from "../../contract/auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress } from "../http/rate-limit.ts";
import { CLIENT_IP_HEADER, isGoogleConfigured, type Auth } from "./create-auth.ts";
import {
  clearSignInFailures,
  recordSignInFailure,
  signInRetryAfter,
  TOO_MANY_SIGN_IN_FAILURES,
} from "./sign-in-throttle.ts";

/** Hands the request to better-auth with our own notion of the caller's address. */
async function forward(auth: Auth, c: Context<AppEnv>, ip: string): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const method = c.req.method;
  const body = method === "GET" || method === "HEAD" ? undefined : await c.req.raw.arrayBuffer();
  return auth.handler(new Request(c.req.raw.url, { method, headers, body }));
}

async function readEmail(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth under /api/auth/*, plus the per-account and per-address throttle of wrong
 * passwords, which better-auth's own limiter (counting every request) cannot express.
 */
export function authRoutes(deps: { auth: Auth; db: Database }) {
  const { auth, db } = deps;
  return new Hono<AppEnv>()
    .post("/sign-in/email", async (c) => {
      const ip = clientAddress(c);
      const email = await readEmail(c);
      const now = new Date();
      const retryAfter = await signInRetryAfter(db, { email, ip, now });
      if (retryAfter > 0) {
        // better-auth's client reads `message`; our own API clients read `error`.
        return c.json(
          {
            code: "TOO_MANY_ATTEMPTS",
            message: TOO_MANY_SIGN_IN_FAILURES,
            error: { code: "rate_limited", message: TOO_MANY_SIGN_IN_FAILURES },
          },
          429,
          { "Retry-After": String(retryAfter) },
        );
      }
      const response = await forward(auth, c, ip);
      if (response.status === 401 || response.status === 403) {
        await recordSignInFailure(db, { email, ip, now });
      } else if (response.ok && email) {
        await clearSignInFailures(db, email);
      }
      return response;
    })
    .on(["GET", "POST"], "/*", (c) => forward(auth, c, clientAddress(c)));
}

export function authConfigRoutes(deps: { config: Config }) {
  const body: AuthConfig = { google: isGoogleConfigured(deps.config) };
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body);
  });
}
