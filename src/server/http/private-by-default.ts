import type { MiddlewareHandler } from "hono";

/**
 * API answers are about one signed-in person (their reports, credits, account) unless a route
 * says otherwise: no browser, proxy or CDN may keep a copy, or a shared computer's back button
 * or a misconfigured cache would show one founder's research to the next person.
 */
export function privateByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // A response built elsewhere (better-auth's) can have immutable headers: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}
