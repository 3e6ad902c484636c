import type { MiddlewareHandler } from "hono";
import { AppError } from "../app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE_REFUSED = "This request came from another site and was refused.";

/**
 * Whether a state-changing request may act on the cookies it carries. Browsers name the page
 * that sent it in Origin (every modern browser, on every non-GET fetch and form post) and, where
 * Origin is absent, say in Sec-Fetch-Site whether it came from our own origin. A request with
 * neither is not from a current browser: it may go ahead only without cookies, because then it
 * acts on no one's session but its sender's own token-less one.
 */
export function isSameOriginRequest(
  headers: { origin?: string; secFetchSite?: string; cookie?: string },
  allowedOrigin: string,
): boolean {
  if (headers.origin === undefined && headers.secFetchSite === undefined) return !headers.cookie;
  // "same-site" is refused too: a sibling subdomain is not necessarily ours.
  const siteAgrees = headers.secFetchSite === undefined || headers.secFetchSite === "same-origin";
  const originAgrees = headers.origin === undefined || headers.origin === allowedOrigin;
  return siteAgrees && originAgrees;
}

/**
 * CSRF defence for our own cookie-authenticated mutations, matching what better-auth does for
 * its endpoints, on top of SameSite=Lax cookies (which a sibling subdomain, an old browser or a
 * top-level form post can get around). Paths under `exempt` prefixes check their callers
 * themselves (better-auth, the signed Stripe webhook).
 */
export function sameOrigin(appUrl: string, options: { exempt?: string[] } = {}): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  const exempt = options.exempt ?? [];
  return async (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      !exempt.some((prefix) => c.req.path.startsWith(prefix))
    ) {
      // An empty header says nothing, as if it were absent.
      const headers = {
        origin: c.req.header("origin") || undefined,
        secFetchSite: c.req.header("sec-fetch-site") || undefined,
        cookie: c.req.header("cookie") || undefined,
      };
      if (!isSameOriginRequest(headers, allowed))
        throw new AppError("forbidden", CROSS_SITE_REFUSED);
    }
    await next();
  };
}
