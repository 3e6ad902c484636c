import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../../src/contract/auth.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { users } from "../../../src/db/schema.ts";
import { startOidcProvider, type OidcProvider } from "../../fakes/oidc-provider.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import { buildAuthTestApp, call, cookiesFrom, freshEmail, type TestApp } from "./auth-helpers.ts";

describe("Google sign-in through OpenID Connect (local provider)", () => {
  let database: DatabaseHandle;
  let provider: OidcProvider;
  let app: TestApp;

  beforeAll(async () => {
    [database, provider] = await Promise.all([createTestDatabase("pglite"), startOidcProvider()]);
    ({ app } = buildAuthTestApp(database, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuerUrl,
    }));
  });
  afterAll(async () => {
    await Promise.all([database?.close(), provider?.close()]);
  });

  async function googleSignIn(email: string, cookie = "") {
    provider.setNextUser({ email });
    const start = await call(app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/auth?error=google" },
      cookie,
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    let jar = cookiesFrom(start, cookie);
    const authorize = await fetch(url, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get("location")!);
    const done = await call(app, "GET", `${callback.pathname}${callback.search}`, { cookie: jar });
    jar = cookiesFrom(done, jar);
    return { done, cookie: jar };
  }

  it("offers Google on the sign-in page", async () => {
    const response = await call(app, "GET", "/api/auth-config");
    expect(await response.json()).toEqual({ google: true });
  });

  it("creates the account, returns to /dashboard and records a referral cookie", async () => {
    const referrer = await googleSignIn(freshEmail("referrer"));
    const referrerMe = (await (await call(app, "GET", "/api/me", { cookie: referrer.cookie })).json()) as Me;

    const email = freshEmail("google");
    const code = `GT-${referrerMe.id.slice(0, 8).toUpperCase()}`;
    const { done, cookie } = await googleSignIn(email, `gt_ref=${code}`);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/\/dashboard$/);
    const me = await call(app, "GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, emailVerified: true });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row!.referredByUserId).toBe(referrerMe.id);
  });
});
