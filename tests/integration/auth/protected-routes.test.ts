import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import { buildAuthTestApp, call, signUp, type TestApp } from "./auth-helpers.ts";

/**
 * Every route the app registers must refuse a caller without a session, except the public
 * ones listed here. A new route is protected by default: adding a public one means adding it
 * to this list on purpose.
 */
const PUBLIC_ROUTES = [
  "/healthz",
  "/readyz",
  "/robots.txt",
  "/sitemap.xml",
  "/api/contact",
  "/api/auth/*",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth-config",
  // Public facts the pages adapt to (demo banner, report mode); no secrets.
  "/api/site-config",
  // The free preview for anonymous visitors (spec section 1), limited per browser instead.
  "/api/preview",
  // Stripe calls it without a session; the request is authenticated by its signature instead.
  "/api/webhooks/stripe",
  // A read-only link to one report: the unguessable token in the path is the access (ADR 0018).
  "/api/shared/:token",
  // Its "How this report was checked" counts, with the same token (ADR 0028).
  "/api/shared/:token/checks",
  // A read-only link to one comparison, the same way (ADR 0027).
  "/api/shared/compare/:token",
  // A watch e-mail's unsubscribe link: its HMAC signature opens that one watch (ADR 0026).
  "/api/watch-unsubscribe",
  // OAuth discovery documents and signing keys: public by design (RFC 8414, RFC 9728, ADR 0019).
  "/.well-known/oauth-authorization-server",
  "/.well-known/oauth-authorization-server/*",
  "/.well-known/oauth-protected-resource",
  "/.well-known/oauth-protected-resource/*",
  "/.well-known/openid-configuration",
  "/.well-known/openid-configuration/*",
  "/.well-known/jwks.json",
  // Assistants register themselves (RFC 7591); a person's approval is what grants anything.
  "/api/auth/oauth2/register",
  // Assistants redeem codes and refresh tokens (RFC 6749): the grant itself is the credential.
  "/api/auth/oauth2/token",
  // The MCP endpoint answers its own 401 with the OAuth challenge (tested in assistants/).
  "/mcp",
  // The API reference.
  "/api/openapi.json",
  // The public integrity figures: aggregate counts only, the same for everyone (ADR 0028).
  "/api/integrity",
  // The API's own 404 for unknown paths, and the web app's pages and assets.
  "/api/*",
  "/*",
  "*",
];

/** Browser hops of the Notion OAuth flow: a signed-out visitor is sent to sign in, not shown JSON. */
const SIGN_IN_REDIRECTS = ["/api/integrations/notion/connect", "/api/integrations/notion/callback"];

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

describe("protected API routes", () => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app } = buildAuthTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  const routesToCheck = () =>
    app.routes
      .filter(
        (route) =>
          METHODS.has(route.method) || (route.method === "ALL" && !route.path.endsWith("*")),
      )
      .filter((route) => !PUBLIC_ROUTES.includes(route.path))
      .map((route) => ({
        method: route.method === "ALL" ? "GET" : route.method,
        path: route.path.replace(
          /:[A-Za-z_]+(\{[^}]*\})?/g,
          "00000000-0000-4000-8000-000000000000",
        ),
      }));

  it("finds the account routes among the registered ones", () => {
    const paths = routesToCheck().map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain("GET /api/me");
    expect(paths).toContain("DELETE /api/account");
  });

  it("answers 401 on every non-public route without a session", async () => {
    const checked = routesToCheck();
    expect(checked.length).toBeGreaterThan(0);
    for (const route of checked) {
      const response = await call(app, route.method, route.path, {
        body: route.method === "GET" ? undefined : {},
      });
      if (SIGN_IN_REDIRECTS.includes(route.path)) {
        expect(response.status, route.path).toBe(302);
        expect(response.headers.get("location")).toBe("/auth");
        continue;
      }
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe("unauthorized");
    }
  });

  it("answers 401 with a forged or stale session cookie", async () => {
    const response = await call(app, "GET", "/api/me", {
      cookie:
        "groundtruth.session_token=forged.value; __Secure-groundtruth.session_token=forged.value",
    });
    expect(response.status).toBe(401);
  });

  it("marks every signed-in answer, and every error, as not to be stored by any cache", async () => {
    const { cookie } = await signUp(app);
    const gets = routesToCheck().filter((route) => route.method === "GET");
    expect(gets.length).toBeGreaterThan(3);
    for (const route of [
      ...gets,
      { method: "GET", path: "/api/auth/get-session" },
      { method: "GET", path: "/api/no-such-thing" },
    ]) {
      const response = await call(app, route.method, route.path, { cookie });
      expect(response.headers.get("cache-control"), `${route.method} ${route.path}`).toMatch(
        /no-store/,
      );
    }
  });

  it("tells the sign-in page whether Google is offered, without secrets", async () => {
    const response = await call(app, "GET", "/api/auth-config");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: false });
  });
});
