import { createHash, randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MCP_PATH } from "../../../src/contract/api-access.ts";
import { TWO_FACTOR_PENDING_PARAM } from "../../../src/contract/auth-rules.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { sessions, verifications } from "../../../src/db/schema.ts";
import { startOidcProvider, type OidcProvider } from "../../fakes/oidc-provider.ts";
import { ASSISTANT_CALLBACK, RecordingOAuthClient } from "../../support/recording-oauth-client.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  anEnrolledAccount,
  buildAuthTestApp,
  call,
  cookiesFrom,
  freshEmail,
  freshIp,
  ORIGIN,
  type TestApp,
} from "../auth/auth-helpers.ts";

/**
 * ADR 0019: an assistant's OAuth flow that meets Google sign-in of a user with two-factor on.
 * The second-factor gate holds the sign-in at the challenge (no session, so the provider issues
 * nothing); the challenge page carries the provider's signed request, and the code's answer
 * continues to the consent page, or straight back to an app approved before, as after an
 * e-mail sign-in.
 */
describeEachDatabase(
  "Google sign-in with two-factor in the middle of an assistant's OAuth flow",
  (leg) => {
    let database: DatabaseHandle;
    let provider: OidcProvider;
    let app: TestApp;

    beforeAll(async () => {
      [database, provider] = await Promise.all([createTestDatabase(leg), startOidcProvider()]);
      ({ app } = buildAuthTestApp(database, {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuerUrl,
      }));
    });
    afterAll(async () => {
      await Promise.all([database?.close(), provider?.close()]);
    });

    async function registerAssistant(): Promise<string> {
      const { clientMetadata } = new RecordingOAuthClient("Test Assistant", () =>
        Promise.resolve(),
      );
      const response = await call(app, "POST", "/api/auth/oauth2/register", {
        // A native app's loopback redirect, as the MCP SDK registers one.
        body: { ...clientMetadata, application_type: "native" },
        ip: freshIp(),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { client_id: string }).client_id;
    }

    /** The assistant opens the authorization endpoint; a signed-out browser lands on /auth. */
    async function startAuthorization(clientId: string, state: string) {
      const verifier = randomBytes(32).toString("base64url");
      const response = await call(
        app,
        "GET",
        `/api/auth/oauth2/authorize?${new URLSearchParams({
          response_type: "code",
          client_id: clientId,
          redirect_uri: ASSISTANT_CALLBACK,
          scope: "analyses:read",
          state,
          resource: `${ORIGIN}${MCP_PATH}`,
          code_challenge: createHash("sha256").update(verifier).digest("base64url"),
          code_challenge_method: "S256",
        }).toString()}`,
      );
      const location =
        response.headers.get("location") ?? ((await response.json()) as { url: string }).url;
      const signInPage = new URL(location, ORIGIN);
      expect(signInPage.pathname).toBe("/auth");
      expect(signInPage.searchParams.get("sig")).toBeTruthy();
      return { signInPage, verifier };
    }

    /**
     * 'Continue with Google' on that page, as the button sends it (the return URL is the page with
     * its request; the auth client adds the request itself as oauth_query), then the browser's
     * round trip through Google back to the callback.
     */
    async function googleSignIn(email: string, signInPage: URL, returnTo = signInPage) {
      provider.setNextUser({ email });
      const back = `${returnTo.pathname}${returnTo.search}`;
      const start = await call(app, "POST", "/api/auth/sign-in/social", {
        body: {
          provider: "google",
          callbackURL: back,
          newUserCallbackURL: back,
          errorCallbackURL: `${back}&google=failed`,
          oauth_query: signInPage.search.slice(1),
        },
        ip: freshIp(),
      });
      expect(start.status).toBe(200);
      const { url } = (await start.json()) as { url: string };
      const authorize = await fetch(url, { redirect: "manual" });
      expect(authorize.status).toBe(302);
      const callback = new URL(authorize.headers.get("location")!);
      const cookie = cookiesFrom(start);
      const done = await call(app, "GET", `${callback.pathname}${callback.search}`, {
        cookie,
        ip: freshIp(),
        headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
      });
      expect(done.status).toBe(302);
      return {
        location: new URL(done.headers.get("location")!, ORIGIN),
        cookie: cookiesFrom(done, cookie),
      };
    }

    /** What the auth client sends from the challenge page: its query without the page's own flag. */
    function requestOn(page: URL): string {
      const query = new URLSearchParams(page.search);
      query.delete(TWO_FACTOR_PENDING_PARAM);
      return query.toString();
    }

    async function sessionCount(userId: string): Promise<number> {
      return (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    }

    /** Authorization codes issued for the user (the provider keeps them as verification rows). */
    async function codesFor(userId: string): Promise<number> {
      const rows = await database.db
        .select({ value: verifications.value })
        .from(verifications)
        .where(like(verifications.value, '%"authorization_code"%'));
      return rows.filter((row) => (JSON.parse(row.value) as { userId?: string }).userId === userId)
        .length;
    }

    function expectHeldAtChallenge(location: URL, signInPage: URL) {
      expect(location.origin).toBe(ORIGIN);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get(TWO_FACTOR_PENDING_PARAM)).toBe("1");
      // The signed request, unaltered, and nothing else.
      expect(requestOn(location)).toBe(signInPage.search.slice(1));
    }

    test("held at the challenge with the request; the code continues to the consent page, then to the app", async () => {
      const { email, totp, userId } = await anEnrolledAccount(app, database);
      const clientId = await registerAssistant();
      const { signInPage, verifier } = await startAuthorization(clientId, "state-one");
      const sessionsBefore = await sessionCount(userId);

      const { location, cookie } = await googleSignIn(email, signInPage);
      expectHeldAtChallenge(location, signInPage);
      // Nothing for the app, and no session, before the second factor.
      expect((await call(app, "GET", "/api/me", { cookie })).status).toBe(401);
      expect(await sessionCount(userId)).toBe(sessionsBefore);
      expect(await codesFor(userId)).toBe(0);

      const verified = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp.generate(), oauth_query: requestOn(location) },
        cookie,
        ip: freshIp(),
      });
      expect(verified.status).toBe(200);
      const next = (await verified.json()) as { redirect?: boolean; url?: string };
      expect(next.redirect).toBe(true);
      const consentPage = new URL(next.url!, ORIGIN);
      expect(consentPage.pathname).toBe("/oauth/consent");
      expect(consentPage.searchParams.get("client_id")).toBe(clientId);
      expect(await codesFor(userId)).toBe(0);
      const signedIn = cookiesFrom(verified, cookie);
      expect(await (await call(app, "GET", "/api/me", { cookie: signedIn })).json()).toMatchObject({
        email,
        aal: "aal2",
      });

      const consent = await call(app, "POST", "/api/auth/oauth2/consent", {
        body: { accept: true, oauth_query: consentPage.search.slice(1) },
        cookie: signedIn,
        ip: freshIp(),
      });
      expect(consent.status).toBe(200);
      const back = new URL(((await consent.json()) as { url: string }).url);
      expect(`${back.origin}${back.pathname}`).toBe(ASSISTANT_CALLBACK);
      expect(back.searchParams.get("state")).toBe("state-one");
      const token = await app.request("/api/auth/oauth2/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: back.searchParams.get("code")!,
          redirect_uri: ASSISTANT_CALLBACK,
          client_id: clientId,
          code_verifier: verifier,
          resource: `${ORIGIN}${MCP_PATH}`,
        }).toString(),
      });
      expect(token.status).toBe(200);
      expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
    });

    test("an app approved before gets no code until the recovery code, then straight away", async () => {
      const { email, totp, backupCodes, userId } = await anEnrolledAccount(app, database);
      const clientId = await registerAssistant();
      const first = await startAuthorization(clientId, "state-first");
      const held = await googleSignIn(email, first.signInPage);
      const verified = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp.generate(), oauth_query: requestOn(held.location) },
        cookie: held.cookie,
        ip: freshIp(),
      });
      const consentPage = new URL(((await verified.json()) as { url: string }).url, ORIGIN);
      const approved = await call(app, "POST", "/api/auth/oauth2/consent", {
        body: { accept: true, oauth_query: consentPage.search.slice(1) },
        cookie: cookiesFrom(verified, held.cookie),
        ip: freshIp(),
      });
      expect(approved.status).toBe(200);
      const codesBefore = await codesFor(userId);
      const sessionsBefore = await sessionCount(userId);

      // Signed out (a new browser), the app asks again.
      const { signInPage } = await startAuthorization(clientId, "state-again");
      const { location, cookie } = await googleSignIn(email, signInPage);
      expectHeldAtChallenge(location, signInPage);
      expect(await codesFor(userId)).toBe(codesBefore);
      expect(await sessionCount(userId)).toBe(sessionsBefore);
      expect((await call(app, "GET", "/api/me", { cookie })).status).toBe(401);

      const recovered = await call(app, "POST", "/api/auth/two-factor/verify-backup-code", {
        body: { code: backupCodes[0], oauth_query: requestOn(location) },
        cookie,
        ip: freshIp(),
      });
      expect(recovered.status).toBe(200);
      const back = new URL(((await recovered.json()) as { redirect: boolean; url: string }).url);
      expect(`${back.origin}${back.pathname}`).toBe(ASSISTANT_CALLBACK);
      expect(back.searchParams.get("state")).toBe("state-again");
      expect(back.searchParams.get("code")).toBeTruthy();
      expect(await codesFor(userId)).toBe(codesBefore + 1);
    });

    test("a request altered on the challenge page is refused, and signs nobody in", async () => {
      const { email, totp } = await anEnrolledAccount(app, database);
      const clientId = await registerAssistant();
      const { signInPage } = await startAuthorization(clientId, "state-forged");
      const { location, cookie } = await googleSignIn(email, signInPage);
      const forged = new URLSearchParams(requestOn(location));
      forged.set("scope", "analyses:read analyses:write");
      const refused = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp.generate(), oauth_query: forged.toString() },
        cookie,
        ip: freshIp(),
      });
      expect(refused.status).toBe(400);
      // In words the sign-in page recognises (it says the app's request has expired).
      expect(((await refused.clone().json()) as { code: string }).code).toBe("invalid_signature");
      expect(
        (await call(app, "GET", "/api/me", { cookie: cookiesFrom(refused, cookie) })).status,
      ).toBe(401);
    });

    test("only the signed request of a return to the sign-in page reaches the challenge", async () => {
      const { email } = await anEnrolledAccount(app, database);
      const clientId = await registerAssistant();
      const { signInPage } = await startAuthorization(clientId, "state-extra");

      const withExtra = new URL(signInPage);
      withExtra.searchParams.set("next", "https://evil.example/");
      const extra = await googleSignIn(email, signInPage, withExtra);
      expectHeldAtChallenge(extra.location, signInPage);

      const elsewhere = new URL(`/dashboard${signInPage.search}`, ORIGIN);
      const dashboard = await googleSignIn(email, signInPage, elsewhere);
      expect(dashboard.location.pathname).toBe("/auth");
      expect([...dashboard.location.searchParams.keys()]).toEqual([TWO_FACTOR_PENDING_PARAM]);
    });

    test("without two-factor, Google in the flow still goes straight on to the consent page", async () => {
      const email = freshEmail("google-oauth");
      const clientId = await registerAssistant();
      const { signInPage } = await startAuthorization(clientId, "state-plain");
      const { location, cookie } = await googleSignIn(email, signInPage);
      expect(location.pathname).toBe("/oauth/consent");
      expect(location.searchParams.get("client_id")).toBe(clientId);
      expect(await (await call(app, "GET", "/api/me", { cookie })).json()).toMatchObject({ email });
    });
  },
);
