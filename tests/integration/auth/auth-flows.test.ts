import { statSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, expect, it } from "vitest";
import { referralCodeFor, type Me } from "../../../src/contract/auth.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { sessions, users } from "../../../src/db/schema.ts";
import { purgeDeletedAccounts } from "../../../src/server/modules/account/purge-deleted-accounts.ts";
import { recordReferral } from "../../../src/server/modules/account/record-referral.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  buildAuthTestApp,
  call,
  cookiesFrom,
  freshEmail,
  freshIp,
  linkIn,
  readOutbox,
  waitForMail,
  signIn,
  signUp,
  type TestApp,
} from "./auth-helpers.ts";

async function me(app: TestApp, cookie: string) {
  return call(app, "GET", "/api/me", { cookie });
}

describeEachDatabase("accounts and sign-in", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let dataDir: string;
  let logs: string[];

  beforeAll(async () => {
    database = await createTestDatabase(leg);
    ({ app, dataDir, logs } = buildAuthTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("signs up, creates the users row with the spec's columns and signs in at once", async () => {
    const { response, email, cookie } = await signUp(app);
    expect(response.status).toBe(200);
    const profile = await me(app, cookie);
    expect(profile.status).toBe(200);
    const body = (await profile.json()) as Me;
    expect(body).toMatchObject({
      email,
      emailVerified: false,
      creditsRemaining: 0,
      creditsExpireAt: null,
      aal: "aal1",
      twoFactorEnabled: false,
      hasPassword: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      creditsRemaining: 0,
      creditsExpireAt: null,
      notionWorkspaceId: null,
      notionAccessToken: null,
      notionConnectedAt: null,
      referredByUserId: null,
      deletedAt: null,
    });
    expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and never logs the password", async () => {
    const { response, password } = await signUp(app, { password: "pw-not-in-logs-123" });
    const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(logs.join("\n")).not.toContain(password);
  });

  it("refuses a password shorter than 6 characters", async () => {
    const { response } = await signUp(app, { password: "12345" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/too short/i);
  });

  it("signs in, and sign-out revokes the session", async () => {
    const { email, password } = await signUp(app);
    const { response, cookie } = await signIn(app, { email, password });
    expect(response.status).toBe(200);
    expect((await me(app, cookie)).status).toBe(200);
    const out = await call(app, "POST", "/api/auth/sign-out", { cookie, body: {} });
    expect(out.status).toBe(200);
    // The old cookie value no longer works: the session row is gone, not just the cookie.
    expect((await me(app, cookie)).status).toBe(401);
  });

  it("answers a wrong password with the server's message", async () => {
    const { email } = await signUp(app);
    const { response } = await signIn(app, { email, password: "not the password" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Invalid email or password",
    );
  });

  it("throttles wrong passwords per account, even from different addresses", async () => {
    const { email, password } = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await signIn(app, { email, password: "wrong-password", ip: freshIp() });
      expect(response.status).toBe(401);
    }
    const { response } = await signIn(app, { email, password, ip: freshIp() });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(
      "Too many failed sign-in attempts. Please wait a minute and try again.",
    );
  });

  it("throttles wrong passwords per address, across accounts", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(app, { email: freshEmail("nobody"), password: "whatever", ip });
    }
    const { email, password } = await signUp(app);
    const { response } = await signIn(app, { email, password, ip });
    expect(response.status).toBe(429);
  });

  it("refuses cross-site mutations of a signed-in session (CSRF)", async () => {
    const { cookie } = await signUp(app);
    const evil = { origin: "https://evil.example" };
    const signOut = await call(app, "POST", "/api/auth/sign-out", {
      cookie,
      body: {},
      headers: evil,
    });
    expect(signOut.status).toBe(403);
    const remove = await call(app, "DELETE", "/api/account", {
      cookie,
      body: { confirm: true },
      headers: evil,
    });
    expect(remove.status).toBe(403);
    const crossSite = await call(app, "DELETE", "/api/account", {
      cookie,
      body: { confirm: true },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await me(app, cookie)).status).toBe(200);
  });

  it("sends a verification link at sign-up, and the link verifies the e-mail", async () => {
    const { email, cookie } = await signUp(app);
    const mail = readOutbox(dataDir).find((entry) => entry.to === email);
    expect(mail?.kind).toBe("verify-email");
    const link = new URL(linkIn(mail!));
    // The log names the mail but never carries its one-time token.
    const token = link.searchParams.get("token")!;
    expect(logs.join("\n")).not.toContain(token);
    const verified = await app.request(`${link.pathname}${link.search}`);
    expect([200, 302]).toContain(verified.status);
    const body = (await (await me(app, cookie)).json()) as Me;
    expect(body.emailVerified).toBe(true);
  });

  it("resets a password through the link in the outbox and revokes old sessions", async () => {
    const { email, cookie: oldCookie } = await signUp(app);
    const request = await call(app, "POST", "/api/auth/request-password-reset", {
      body: { email, redirectTo: "/auth?reset=1" },
      ip: freshIp(),
    });
    expect(request.status).toBe(200);
    const mail = await waitForMail(dataDir, (e) => e.to === email && e.kind === "reset-password");
    expect(mail).toBeDefined();
    const link = new URL(linkIn(mail!));
    const landing = await app.request(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/auth");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await call(app, "POST", "/api/auth/reset-password", {
      body: { newPassword: "brand new password", token },
      ip: freshIp(),
    });
    expect(reset.status).toBe(200);
    expect((await me(app, oldCookie)).status).toBe(401);
    expect((await signIn(app, { email, password: "brand new password" })).response.status).toBe(
      200,
    );
  });

  it("records the referrer from the ref cookie and ignores unknown codes", async () => {
    const referrer = await signUp(app);
    const referrerMe = (await (await me(app, referrer.cookie)).json()) as Me;
    const code = referralCodeFor(referrerMe.id);
    expect(code).toMatch(/^GT-[0-9A-F]{8}$/);

    const referred = await signUp(app, { cookie: `gt_ref=${code}` });
    expect(referred.response.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, referred.email));
    expect(row!.referredByUserId).toBe(referrerMe.id);

    const unknown = await signUp(app, { cookie: "gt_ref=GT-00000000" });
    expect(unknown.response.status).toBe(200);
    const garbage = await signUp(app, { cookie: "gt_ref=%3Cscript%3E" });
    expect(garbage.response.status).toBe(200);
    const [unknownRow] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, unknown.email));
    expect(unknownRow!.referredByUserId).toBeNull();
  });

  it("ignores a self-referral", async () => {
    const { cookie } = await signUp(app);
    const self = (await (await me(app, cookie)).json()) as Me;
    const result = await recordReferral(database.db, {
      userId: self.id,
      code: referralCodeFor(self.id),
    });
    expect(result).toBeNull();
    const [row] = await database.db.select().from(users).where(eq(users.id, self.id));
    expect(row!.referredByUserId).toBeNull();
  });

  it("enrols TOTP, reaches aal2, and challenges the next sign-in", async () => {
    const { email, password, cookie } = await signUp(app);
    const otherDevice = await signIn(app, { email, password });
    expect((await me(app, otherDevice.cookie)).status).toBe(200);
    const enable = await call(app, "POST", "/api/auth/two-factor/enable", {
      body: { password },
      cookie,
      ip: freshIp(),
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes.length).toBeGreaterThan(0);
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const verify = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie,
      ip: freshIp(),
    });
    expect(verify.status).toBe(200);
    const enrolled = cookiesFrom(verify, cookie);
    const afterEnrol = (await (await me(app, enrolled)).json()) as Me;
    expect(afterEnrol).toMatchObject({ twoFactorEnabled: true, aal: "aal2" });
    // A session from before the factor existed never passed it: it ends with enrolment.
    expect((await me(app, otherDevice.cookie)).status).toBe(401);

    const first = await signIn(app, { email, password });
    expect(first.response.status).toBe(200);
    expect(await first.response.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await me(app, first.cookie)).status).toBe(401);
    const challenge = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie: first.cookie,
      ip: freshIp(),
    });
    expect(challenge.status).toBe(200);
    const challenged = (await (await me(app, cookiesFrom(challenge, first.cookie))).json()) as Me;
    expect(challenged.aal).toBe("aal2");

    // A recovery code works once in place of the app.
    const second = await signIn(app, { email, password });
    const recovery = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: second.cookie,
      ip: freshIp(),
    });
    expect(recovery.status).toBe(200);
    const third = await signIn(app, { email, password });
    const reused = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: third.cookie,
      ip: freshIp(),
    });
    expect(reused.status).toBe(401);

    // New codes need the password of an account that has one, and retire the old ones.
    const session = cookiesFrom(recovery, second.cookie);
    const withoutPassword = await call(app, "POST", "/api/auth/two-factor/generate-backup-codes", {
      body: {},
      cookie: session,
      ip: freshIp(),
    });
    expect(withoutPassword.status).toBe(400);
    const regenerated = await call(app, "POST", "/api/auth/two-factor/generate-backup-codes", {
      body: { password },
      cookie: session,
      ip: freshIp(),
    });
    expect(regenerated.status).toBe(200);
    const fresh = (await regenerated.json()) as { backupCodes: string[] };
    const fourth = await signIn(app, { email, password });
    const retired = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[1] },
      cookie: fourth.cookie,
      ip: freshIp(),
    });
    expect(retired.status).toBe(401);
    const renewed = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
      body: { code: fresh.backupCodes[0] },
      cookie: cookiesFrom(retired, fourth.cookie),
      ip: freshIp(),
    });
    expect(renewed.status).toBe(200);
  });

  it("still asks a password of an account that has one before two-factor changes", async () => {
    const { cookie } = await signUp(app);
    const profile = (await (await me(app, cookie)).json()) as Me;
    expect(profile.hasPassword).toBe(true);
    const enable = await call(app, "POST", "/api/auth/two-factor/enable", {
      body: {},
      cookie,
      ip: freshIp(),
    });
    expect(enable.status).toBe(400);
    const wrong = await call(app, "POST", "/api/auth/two-factor/enable", {
      body: { password: "not the password" },
      cookie,
      ip: freshIp(),
    });
    expect(wrong.status).toBe(400);
  });

  it("holds the sign-in of a verification link at the two-factor challenge once TOTP is enrolled", async () => {
    const { email, password, cookie } = await signUp(app);
    await call(app, "POST", "/api/auth/two-factor/enable", {
      body: { password },
      cookie,
      ip: freshIp(),
    });
    const [factor] = await database.db.select().from(users).where(eq(users.email, email));
    expect(factor!.twoFactorEnabled).toBe(false);
    const { totpURI } = (await (
      await call(app, "POST", "/api/auth/two-factor/get-totp-uri", {
        body: { password },
        cookie,
        ip: freshIp(),
      })
    ).json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const enrol = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie,
      ip: freshIp(),
    });
    expect(enrol.status).toBe(200);
    await call(app, "POST", "/api/auth/sign-out", { body: {}, cookie: cookiesFrom(enrol, cookie) });

    // The sign-up mail's link still signs in (autoSignInAfterVerification), but not past the second factor.
    const link = new URL(linkIn(readOutbox(dataDir).find((entry) => entry.to === email)!));
    const opened = await app.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/auth?two-factor=1");
    const pending = cookiesFrom(opened);
    expect((await me(app, pending)).status).toBe(401);
    const challenge = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp.generate() },
      cookie: pending,
      ip: freshIp(),
    });
    expect(challenge.status).toBe(200);
    const body = (await (await me(app, cookiesFrom(challenge, pending))).json()) as Me;
    expect(body).toMatchObject({ email, emailVerified: true, aal: "aal2" });
  });

  it("deletes an account: sessions revoked, sign-in refused, purged after 30 days", async () => {
    const { email, password, cookie } = await signUp(app);
    const profile = (await (await me(app, cookie)).json()) as Me;
    const refused = await call(app, "DELETE", "/api/account", { cookie, body: {} });
    expect(refused.status).toBe(400);
    const deleted = await call(app, "DELETE", "/api/account", { cookie, body: { confirm: true } });
    expect(deleted.status).toBe(204);
    expect((await me(app, cookie)).status).toBe(401);
    expect((await signIn(app, { email, password })).response.status).toBe(401);
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, profile.id));
    expect(left).toHaveLength(0);

    // Rows of other features (tables with a user_id column) go with the account.
    await database.db.execute(sql`create table if not exists purge_probe (user_id text not null)`);
    await database.db.execute(sql`insert into purge_probe (user_id) values (${profile.id})`);
    expect(await purgeDeletedAccounts(database.db, new Date())).toBe(0);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeDeletedAccounts(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(users).where(eq(users.id, profile.id))).toHaveLength(0);
    const probe = await database.db.execute(
      sql`select count(*)::int as n from purge_probe where user_id = ${profile.id}`,
    );
    const rows = (Array.isArray(probe) ? probe : (probe as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    expect(rows[0]!.n).toBe(0);

    // The e-mail is free again: signing up makes a new, separate account.
    const again = await signUp(app, { email, password });
    expect(again.response.status).toBe(200);
  });

  it("keeps the generated auth secret under DATA_DIR with mode 600", () => {
    const mode = statSync(path.join(dataDir, "auth-secret")).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(logs.join("\n")).toContain("generated a session secret");
  });
});
