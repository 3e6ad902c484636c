import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth, jwt, twoFactor } from "better-auth/plugins";
import { apiKey } from "@better-auth/api-key";
import { mcp } from "@better-auth/mcp";
import { eq } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../contract/auth.ts";
import { BRAND } from "../../contract/site.ts";
import type { Database } from "../../db/client.ts";
import {
  ACCESS_TOKEN_SECONDS,
  API_KEY_PREFIX,
  API_SCOPE_IDS,
  DPOP_ALGORITHMS,
  MCP_PATH,
  OFFLINE_ACCESS_SCOPE,
} from "../../contract/api-access.ts";
import {
  accounts,
  apiKeys,
  jwks,
  oauthAccessTokens,
  oauthClientAssertions,
  oauthClientResources,
  oauthClients,
  oauthConsents,
  oauthRefreshTokens,
  oauthResources,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../../db/schema.ts";
import type { Config } from "../config.ts";
import { trustedProxyHops } from "../http/client-address.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { recordReferral } from "../modules/account/record-referral.ts";
import { revokeAllAccess } from "../modules/api-access/revoke-all-access.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { clientMetadataDocuments, documentGatewayUrl } from "./client-metadata-documents.ts";
import { secondFactorGate } from "./second-factor-gate.ts";
import { withReadableUniqueViolations } from "./unique-violation-adapter.ts";
import { createDirectSessionReader, type SessionCookieSettings } from "./read-session-directly.ts";

/**
 * The header carrying the caller's address into better-auth. The mount always overwrites it
 * with `clientAddress()` (the socket's, or the entry our own proxies vouch for), so nobody can
 * pick their own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-groundtruth-client-ip";
/** Cookie the sign-in page sets from ?ref= so the code survives the Google redirect too. */
export const REFERRAL_COOKIE = "gt_ref";
export const GOOGLE_PROVIDER_ID = "google";

/** Authorization requests per address a minute, and as many unknown clients' documents read. */
const AUTHORIZE_PER_MINUTE = 30;

const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

export function isGoogleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function readCookie(headers: Headers | undefined, name: string): string | undefined {
  const header = headers?.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer, logger } = deps;
  const log = logger.child({ module: "auth" });
  const secret = resolveAuthSecret({
    configured: config.AUTH_SECRET,
    dataDir: config.DATA_DIR,
    logger: log,
  });
  const https = config.APP_URL.startsWith("https:") || trustedProxyHops(config) > 0;
  const issuer = config.GOOGLE_ISSUER_URL.replace(/\/+$/, "");

  const auth = betterAuth({
    appName: BRAND.name,
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.APP_URL],
    // jwt()'s session-to-JWT endpoint: our sessions are cookies, and OAuth clients get their
    // tokens from /oauth2/token only (as the OAuth provider's docs advise).
    disabledPaths: [
      "/token",
      // The provider's client and consent management over HTTP: clients register themselves
      // (checked in auth-routes.ts), and Settings revokes through our own routes, which also
      // delete the client's tokens. Left on, a signed-in client owner could point an approved
      // client at a new redirect URI, or drop a consent while keeping its tokens.
      "/oauth2/create-client",
      "/oauth2/get-client",
      "/oauth2/get-clients",
      "/oauth2/update-client",
      "/oauth2/delete-client",
      "/oauth2/client/rotate-secret",
      "/oauth2/get-consent",
      "/oauth2/get-consents",
      "/oauth2/update-consent",
      "/oauth2/delete-consent",
      // API keys are made, listed and revoked through /api/api-keys (scopes set by the server,
      // its own limits); the plugin's own HTTP endpoints would skip both.
      "/api-key/create",
      "/api-key/get",
      "/api-key/list",
      "/api-key/update",
      "/api-key/delete",
      "/api-key/delete-all-expired-api-keys",
    ],
    database: withReadableUniqueViolations(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          users,
          sessions,
          accounts,
          verifications,
          twoFactor: twoFactors,
          rateLimits,
          jwks,
          oauthClients,
          oauthResources,
          oauthClientResources,
          oauthRefreshTokens,
          oauthAccessTokens,
          oauthConsents,
          oauthClientAssertions,
          apiKeys,
        },
      }),
    ),
    user: { modelName: "users" },
    account: {
      modelName: "accounts",
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    verification: { modelName: "verifications" },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 14,
      // Refreshed (expiry pushed forward) when used more than a day after the last refresh.
      updateAge: 60 * 60 * 24,
      additionalFields: {
        aal: { type: "string", required: false, input: false, defaultValue: "aal1" },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Signed in at once (spec: 'Account created! You can now log in.'); see ADR 0006.
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // A reset means someone else may have had the account: what they could have made with
      // it that outlives a session (API keys, approved assistants, share links) ends with their
      // sessions. A change in Settings does the same (auth-routes.ts).
      onPasswordReset: async ({ user }) => {
        await revokeAllAccess(db, { userId: user.id, now: new Date() });
        log.info(
          { userId: user.id },
          "password reset: API keys, connected apps and share links ended",
        );
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: answering only after the mail is written would tell a caller timing the
      // request which e-mails have an account (an unknown one sends nothing).
      sendResetPassword: ({ user, url }) => {
        void mailer
          .send({
            kind: "reset-password",
            to: user.email,
            subject: `Reset your ${BRAND.name} password`,
            text: `Someone asked to reset the password of your ${BRAND.name} account.\n\nOpen this link within an hour to choose a new one:\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
          })
          .catch((error: unknown) => {
            log.error({ err: error, kind: "reset-password" }, "password reset mail not sent");
          });
        return Promise.resolve();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          kind: "verify-email",
          to: user.email,
          subject: `Confirm your e-mail for ${BRAND.name}`,
          text: `Welcome to ${BRAND.name}!\n\nConfirm your e-mail address by opening this link:\n${url}\n\nIf you did not create an account, ignore this e-mail.`,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const code = readCookie(ctx?.headers ?? ctx?.request?.headers, REFERRAL_COOKIE);
            if (!code) return;
            const referrerId = await recordReferral(db, { userId: user.id, code }).catch(
              (error: unknown) => {
                log.warn({ err: error }, "referral not recorded");
                return null;
              },
            );
            if (referrerId) log.info({ userId: user.id, referrerId }, "referral recorded");
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const [owner] = await db
              .select({ deletedAt: users.deletedAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!owner || owner.deletedAt) {
              throw new APIError("FORBIDDEN", { message: "This account has been deleted." });
            }
            const aal = ctx?.path && SECOND_FACTOR_PATHS.has(ctx.path) ? "aal2" : "aal1";
            return { data: { ...session, aal } };
          },
        },
      },
    },
    plugins: [
      // A password is still required of everyone who has one; an account made with Google
      // alone has none to give and would otherwise never be able to turn two-factor on.
      twoFactor({ issuer: BRAND.name, allowPasswordless: true }),
      secondFactorGate({ appUrl: config.APP_URL }),
      // Assistants (issue 16, ADR 0019): an OAuth 2.1 authorization server whose access tokens
      // are short-lived JWTs bound to the MCP endpoint, signed with keys kept in `jwks`.
      // No signed identity token on every session read (set-auth-jwt): the browser has no use
      // for one, and any script on the page could carry it away.
      jwt({ disableSettingJwtHeader: true, schema: { jwks: { modelName: "jwks" } } }),
      mcp({
        resource: `${config.APP_URL}${MCP_PATH}`,
        loginPage: "/auth",
        consentPage: "/oauth/consent",
        scopes: [...API_SCOPE_IDS, OFFLINE_ACCESS_SCOPE],
        accessTokenExpiresIn: ACCESS_TOKEN_SECONDS,
        dpop: { signingAlgorithms: [...DPOP_ALGORITHMS] },
        // Assistants register themselves (RFC 7591); the consent page is the user's gate.
        allowDynamicClientRegistration: true,
        allowUnauthenticatedClientRegistration: true,
        allowPublicClientPrelogin: true,
        schema: {
          oauthClient: { modelName: "oauthClients" },
          oauthResource: { modelName: "oauthResources" },
          oauthClientResource: { modelName: "oauthClientResources" },
          oauthRefreshToken: { modelName: "oauthRefreshTokens" },
          oauthAccessToken: { modelName: "oauthAccessTokens" },
          oauthConsent: { modelName: "oauthConsents" },
          oauthClientAssertion: { modelName: "oauthClientAssertions" },
        },
      }),
      // An assistant may name itself by the https URL of its metadata document instead of
      // registering (the MCP spec's preferred way); read through the safe fetcher, as often
      // per address as it may send authorization requests.
      clientMetadataDocuments({
        db,
        logger: log,
        gatewayUrl: documentGatewayUrl(config),
        perAddressPerMinute: AUTHORIZE_PER_MINUTE * config.AUTH_THROTTLE_MULTIPLIER,
      }),
      // Personal API keys: shown once, stored hashed, never a browser session of their own
      // (server/auth/require-session.ts accepts one only where a route's scope allows it).
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        requireName: true,
        maximumNameLength: 60,
        rateLimit: { enabled: true, timeWindow: 60_000, maxRequests: 120 },
        schema: { apikey: { modelName: "apiKeys" } },
      }),
      genericOAuth({
        config: isGoogleConfigured(config)
          ? [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                clientId: config.GOOGLE_CLIENT_ID!,
                clientSecret: config.GOOGLE_CLIENT_SECRET!,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ]
          : [],
      }),
    ],
    // OAuth failures that lost their own error URL (a stale or replayed callback) land on the
    // sign-in page with its 'Failed to sign in with Google', not on better-auth's error page.
    onAPIError: { errorURL: new URL("/auth?google=failed", config.APP_URL).toString() },
    rateLimit: {
      enabled: true,
      // In the database, so every process counts into one total (issue 12). The app's own
      // limiter shares the table: better-auth's keys are "<address>|<path>", ours "app:...".
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 300,
      // Wrong passwords are throttled separately (5 a minute per account and per address);
      // these only blunt floods. Session reads are frequent and harmless.
      customRules: {
        "/get-session": false,
        "/sign-in/*": { window: 60, max: 30 * config.AUTH_THROTTLE_MULTIPLIER },
        "/sign-up/*": { window: 60, max: 20 * config.AUTH_THROTTLE_MULTIPLIER },
        "/request-password-reset": { window: 60, max: 5 * config.AUTH_THROTTLE_MULTIPLIER },
        "/send-verification-email": { window: 60, max: 5 * config.AUTH_THROTTLE_MULTIPLIER },
        "/two-factor/*": { window: 60, max: 30 * config.AUTH_THROTTLE_MULTIPLIER },
        // An authorization request naming a client by URL makes the server fetch it, within the
        // metadata plugin's budget for everyone (120 a minute): one address must not spend it
        // (all the ways to name a new one share one budget: clientMetadataDocuments).
        "/oauth2/authorize": {
          window: 60,
          max: AUTHORIZE_PER_MINUTE * config.AUTH_THROTTLE_MULTIPLIER,
        },
        "/oauth2/public-client-prelogin": {
          window: 60,
          max: AUTHORIZE_PER_MINUTE * config.AUTH_THROTTLE_MULTIPLIER,
        },
      },
    },
    advanced: {
      cookiePrefix: "groundtruth",
      // Explicit, because better-auth relaxes both under NODE_ENV=test: tests check the real thing.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        const target = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        log[target]({ source: "better-auth" }, message);
      },
    },
  });
  let cookieSettings: Promise<SessionCookieSettings> | undefined;
  return Object.assign(auth, {
    /** The session and its user in one statement, when nothing about it needs better-auth. */
    readSessionDirectly: createDirectSessionReader(
      db,
      () =>
        (cookieSettings ??= auth.$context.then((context) => ({
          cookieName: context.authCookies.sessionToken.name,
          secret: context.secret,
          expiresInSeconds: context.sessionConfig.expiresIn,
          updateAgeSeconds: context.sessionConfig.updateAge,
        }))),
    ),
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];
