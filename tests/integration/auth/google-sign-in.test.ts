import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../../src/contract/auth.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { sessions, users } from "../../../src/db/schema.ts";
import { startOidcProvider, type OidcProvider } from "../../fakes/oidc-provider.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import {
  anEnrolledAccount,
  buildAuthTestApp,
  call,
  cookiesFrom,
  freshEmail,
  freshIp,
  signUpVerified,
  type TestApp,
} from "./auth-helpers.ts";

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

  async function googleSignIn(email: string, cookie = "", callbackURL = "/dashboard") {
    provider.setNextUser({ email });
    const start = await call(app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL, errorCallbackURL: "/auth?error=google" },
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
    const referrerMe = (await (
      await call(app, "GET", "/api/me", { cookie: referrer.cookie })
    ).json()) as Me;

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

  async function sessionCount(userId: string): Promise<number> {
    return (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
  }

  it("holds a Google sign-in of a TOTP-enrolled user at the challenge until a code is given", async () => {
    const { email, totp, userId } = await anEnrolledAccount(app, database);
    const before = await sessionCount(userId);

    const { done, cookie } = await googleSignIn(
      email,
      "",
      "/dashboard?import=preview_1700000000000",
    );
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get("location")!);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("two-factor")).toBe("1");
    expect(location.searchParams.get("import")).toBe("preview_1700000000000");
    // No session survives the callback: not in the browser, not in the database.
    expect((await call(app, "GET", "/api/me", { cookie })).status).toBe(401);
    expect(await sessionCount(userId)).toBe(before);

    const wrong = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate({ timestamp: Date.now() - 5 * 60_000 }) },
      cookie,
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect((await call(app, "GET", "/api/me", { cookie: cookiesFrom(wrong, cookie) })).status).toBe(
      401,
    );

    const verified = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie,
      ip: freshIp(),
    });
    expect(verified.status).toBe(200);
    const me = await call(app, "GET", "/api/me", { cookie: cookiesFrom(verified, cookie) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, twoFactorEnabled: true, aal: "aal2" });
  });

  it("accepts a recovery code, once, in place of the app after Google", async () => {
    const { email, backupCodes } = await anEnrolledAccount(app, database);
    const first = await googleSignIn(email);
    const recovered = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: first.cookie,
      ip: freshIp(),
    });
    expect(recovered.status).toBe(200);
    expect(
      (await call(app, "GET", "/api/me", { cookie: cookiesFrom(recovered, first.cookie) })).status,
    ).toBe(200);

    const second = await googleSignIn(email);
    const reused = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: second.cookie,
      ip: freshIp(),
    });
    expect(reused.status).toBe(401);
    expect(
      (await call(app, "GET", "/api/me", { cookie: cookiesFrom(reused, second.cookie) })).status,
    ).toBe(401);
  });

  it("still signs a user without two-factor straight in with Google", async () => {
    // Confirmed: better-auth links a Google identity to an existing account only then, so
    // nobody can pre-register someone else's address.
    const { email } = await signUpVerified(app, database);
    const { done, cookie } = await googleSignIn(email);
    expect(done.headers.get("location")).toMatch(/\/dashboard$/);
    expect((await call(app, "GET", "/api/me", { cookie })).status).toBe(200);
  });

  it("lets an account made with Google alone turn two-factor on without a password, then challenges it", async () => {
    const email = freshEmail("google-only");
    const { cookie } = await googleSignIn(email);
    const profile = (await (await call(app, "GET", "/api/me", { cookie })).json()) as Me;
    expect(profile.hasPassword).toBe(false);

    const enable = await call(app, "POST", "/api/auth/two-factor/enable", {
      body: {},
      cookie,
      ip: freshIp(),
    });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const verify = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie,
      ip: freshIp(),
    });
    expect(verify.status).toBe(200);

    const next = await googleSignIn(email);
    expect(new URL(next.done.headers.get("location")!).searchParams.get("two-factor")).toBe("1");
    expect((await call(app, "GET", "/api/me", { cookie: next.cookie })).status).toBe(401);
    const challenge = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie: next.cookie,
      ip: freshIp(),
    });
    expect(challenge.status).toBe(200);
    const signedIn = cookiesFrom(challenge, next.cookie);
    const disable = await call(app, "POST", "/api/auth/two-factor/disable", {
      body: {},
      cookie: signedIn,
      ip: freshIp(),
    });
    expect(disable.status).toBe(200);
    const after = await googleSignIn(email);
    expect(after.done.headers.get("location")).toMatch(/\/dashboard$/);
  });

  it("holds a sign-in with a Google ID token of a TOTP-enrolled user at the challenge too", async () => {
    const { email, totp, userId } = await anEnrolledAccount(app, database);
    const before = await sessionCount(userId);
    const nonce = "n-0123456789";
    const token = await provider.issueIdToken({ email }, nonce);
    const response = await call(app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", idToken: { token, nonce }, callbackURL: "/dashboard" },
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      twoFactorRedirect: true,
      twoFactorMethods: ["totp"],
    });
    const cookie = cookiesFrom(response);
    expect((await call(app, "GET", "/api/me", { cookie })).status).toBe(401);
    expect(await sessionCount(userId)).toBe(before);
    const verified = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie,
      ip: freshIp(),
    });
    expect(verified.status).toBe(200);
    expect(
      (await call(app, "GET", "/api/me", { cookie: cookiesFrom(verified, cookie) })).status,
    ).toBe(200);
  });

  it("sends a new Google account from ?plan=paid to /pricing, an existing one to /dashboard", async () => {
    const email = freshEmail("google-paid");
    const start = async () => {
      provider.setNextUser({ email });
      const response = await call(app, "POST", "/api/auth/sign-in/social", {
        body: { provider: "google", callbackURL: "/dashboard", newUserCallbackURL: "/pricing" },
      });
      const { url } = (await response.json()) as { url: string };
      const authorize = await fetch(url, { redirect: "manual" });
      const callback = new URL(authorize.headers.get("location")!);
      return call(app, "GET", `${callback.pathname}${callback.search}`, {
        cookie: cookiesFrom(response),
      });
    };
    expect((await start()).headers.get("location")).toMatch(/\/pricing$/);
    expect((await start()).headers.get("location")).toMatch(/\/dashboard$/);
  });

  it("sends a stale or forged callback to the sign-in page, not to a bare error page", async () => {
    const response = await call(app, "GET", "/api/auth/callback/google?code=stolen");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("google")).toBe("failed");
    expect((await call(app, "GET", "/api/me", { cookie: cookiesFrom(response) })).status).toBe(401);
  });
});
