import type { MiddlewareHandler } from "hono";
import { AppError } from "../app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for our own cookie-authenticated mutations, matching what better-auth does for
 * its endpoints: a browser's cross-site request names its origin, and that origin must be
 * APP_URL. Requests without Origin (curl, server-to-server) carry no ambient cookies to abuse
 * unless the caller holds them, so they pass.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && origin !== allowed) || site === "cross-site") {
        throw new AppError("forbidden", "Cross-site request refused.");
      }
    }
    await next();
  };
}
