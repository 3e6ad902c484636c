import type { Context } from "hono";
import type { ApiScope } from "../../contract/api-access.ts";

/**
 * The REST routes a personal API key may call, each with the scope it needs (issue 16). Every
 * other route (exports, share links, billing, account) stays for the signed-in browser only.
 */
const ROUTE_SCOPES: { method: string; path: RegExp; scope: ApiScope }[] = [
  { method: "POST", path: /^\/api\/analyses\/?$/, scope: "analyses:write" },
  { method: "GET", path: /^\/api\/analyses\/?$/, scope: "analyses:read" },
  { method: "GET", path: /^\/api\/analyses\/[^/]+\/?$/, scope: "analyses:read" },
  { method: "GET", path: /^\/api\/analyses\/[^/]+\/(events|markdown)\/?$/, scope: "analyses:read" },
  { method: "GET", path: /^\/api\/analyses\/[^/]+\/chat\/?$/, scope: "chat" },
  { method: "POST", path: /^\/api\/analyses\/[^/]+\/chat\/?$/, scope: "chat" },
  { method: "GET", path: /^\/api\/credits\/?$/, scope: "credits:read" },
  { method: "POST", path: /^\/api\/comparisons\/?$/, scope: "analyses:write" },
  { method: "GET", path: /^\/api\/comparisons(\/[^/]+(\/markdown)?)?\/?$/, scope: "analyses:read" },
  { method: "GET", path: /^\/api\/comparisons\/[^/]+\/chat\/?$/, scope: "chat" },
  { method: "POST", path: /^\/api\/comparisons\/[^/]+\/chat\/?$/, scope: "chat" },
];

export function apiRouteScope(c: Context): ApiScope | null {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  return (
    ROUTE_SCOPES.find((route) => route.method === method && route.path.test(c.req.path))?.scope ??
    null
  );
}
