import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { TWO_FACTOR_PENDING_PARAM } from "../../contract/auth.ts";

/**
 * Names shared with better-auth's twoFactor plugin, whose verify-totp and verify-backup-code
 * endpoints redeem exactly this pending state (signed cookie -> verification row -> user id).
 */
const TWO_FACTOR_COOKIE = "two_factor";
const TWO_FACTOR_TABLE = "twoFactor";
/** The plugin's default challenge lifetime (twoFactorCookieMaxAge), in seconds. */
const CHALLENGE_MAX_AGE = 600;

/**
 * Paths that create a session without a password. The twoFactor plugin only intercepts
 * the credential sign-ins (/sign-in/email and friends), so without this a user with TOTP
 * enrolled would get a full session from Google (the OAuth callback, or /sign-in/social with
 * an ID token) or from an e-mail verification link (autoSignInAfterVerification).
 */
const GATED_PATHS = new Set(["/callback/:id", "/sign-in/social", "/verify-email"]);

/** Where the web shows the same challenge as after an e-mail sign-in. */
const TWO_FACTOR_CHALLENGE_PATH = "/auth";

/** Where the OAuth provider lists the names its signature covers (`sig` itself aside). */
const SIGNED_NAMES_PARAM = "ba_param";

/**
 * The OAuth provider's signed request (ADR 0019), when a Google sign-in started on the sign-in
 * page in the middle of an authorization and was to come back to it: `sig` and the parameters
 * it covers, unaltered, and nothing else of that query. Whether the signature holds is the
 * provider's to say: it checks it again when the challenge page sends the request along.
 */
function signedOAuthRequest(appUrl: string, target: URL): [string, string][] {
  if (target.origin !== new URL(appUrl).origin) return [];
  if (target.pathname !== TWO_FACTOR_CHALLENGE_PATH) return [];
  const query = target.searchParams;
  if (!query.has("sig") || !query.has("client_id")) return [];
  const signed = new Set(query.getAll(SIGNED_NAMES_PARAM));
  return [...query].filter(([name]) => name === "sig" || signed.has(name));
}

/**
 * The dashboard link carries ?import= (an idea typed on the landing page before signing in);
 * it must survive the detour through the challenge. So must an app's OAuth request: the
 * challenge page sends it with the code, and the provider continues to its consent page.
 */
function challengeUrl(appUrl: string, target: string | null): string {
  const url = new URL(TWO_FACTOR_CHALLENGE_PATH, appUrl);
  url.searchParams.set(TWO_FACTOR_PENDING_PARAM, "1");
  if (target) {
    const resolved = new URL(target, appUrl);
    const importKey = resolved.searchParams.get("import");
    if (importKey) url.searchParams.set("import", importKey);
    for (const [name, value] of signedOAuthRequest(appUrl, resolved)) {
      url.searchParams.append(name, value);
    }
  }
  return url.toString();
}

/** The endpoint's own redirect (better-call's error type, hence no `instanceof`), if any. */
function redirectTarget(returned: unknown): string | null | undefined {
  if (!isAPIError(returned) || returned.statusCode !== 302) return undefined;
  return new Headers(returned.headers).get("location");
}

/**
 * Puts every passwordless sign-in of a user with two-factor enabled behind the same challenge
 * as an e-mail sign-in: the fresh session is deleted (with its cookie) before the response
 * leaves, and the browser gets the twoFactor plugin's signed pending cookie instead, so no
 * usable session exists until /two-factor/verify-totp or /verify-backup-code succeeds (which
 * then creates one at aal2).
 *
 * Listed before mcp() in create-auth.ts on purpose: after-hooks run in plugin order, and the
 * OAuth provider's (which authorizes for any response setting a session cookie) then sees only
 * the expired cookie of a deleted session, so no consent page and no code for an app before the
 * second factor. The target this gate sees is still the sign-in's own callback URL.
 */
export function secondFactorGate(options: { appUrl: string }): BetterAuthPlugin {
  return {
    id: "groundtruth-second-factor-gate",
    hooks: {
      after: [
        {
          // Completing enrolment: the plugin swaps the enrolling session for a fresh one. Every
          // other session of the account predates the factor and never passed it, so it ends:
          // someone holding an old session cookie must now get through the challenge too.
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh) return;
            const held = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            // Without a session cookie this was the sign-in challenge, not enrolment.
            if (!held) return;
            const others = (await ctx.context.internalAdapter.listSessions(fresh.user.id))
              .map((session) => session.token)
              .filter((token) => token !== fresh.session.token);
            if (others.length > 0) await ctx.context.internalAdapter.deleteSessions(others);
          }),
        },
        {
          matcher: (context) => GATED_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh?.user.twoFactorEnabled) return;
            // Verifying an e-mail while already signed in keeps the session the browser holds.
            const held = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            if (held && held === fresh.session.token) return;

            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(fresh.session.token);
            ctx.context.setNewSession(null);

            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
              maxAge: CHALLENGE_MAX_AGE,
            });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_MAX_AGE * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: fresh.user.id,
              identifier,
              expiresAt,
            });
            // The plugin refuses a challenge without its attempt counter (5 tries per challenge).
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );

            const target = redirectTarget(ctx.context.returned);
            if (target !== undefined) throw ctx.redirect(challengeUrl(options.appUrl, target));
            const enrolled = await ctx.context.adapter.findOne<{ verified?: boolean | null }>({
              model: TWO_FACTOR_TABLE,
              where: [{ field: "userId", value: fresh.user.id }],
            });
            return ctx.json({
              twoFactorRedirect: true,
              twoFactorMethods: enrolled && enrolled.verified !== false ? ["totp"] : [],
            });
          }),
        },
      ],
    },
  };
}
