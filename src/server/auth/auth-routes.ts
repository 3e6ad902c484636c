import { Hono, type Context } from "hono";
import type { AuthConfig } from "../../contract/auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress } from "../http/client-address.ts";
import { authErrorResponse, toAuthErrorShape } from "./auth-errors.ts";
import { authInputGuard, readAuthBody } from "./auth-input-guard.ts";
import { checkClientRegistration } from "./client-registration.ts";
import { readSession } from "./require-session.ts";
import type { Mailer } from "../mail/mailer.ts";
import { checkRefreshGrant } from "../modules/api-access/check-refresh-grant.ts";
import { notifyNewAccess } from "../modules/api-access/notify-new-access.ts";
import { revokeAllAccess } from "../modules/api-access/revoke-all-access.ts";
import { CLIENT_IP_HEADER, isGoogleConfigured, type Auth } from "./create-auth.ts";
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  TOO_MANY_SIGN_IN_FAILURES,
} from "./sign-in-throttle.ts";

type Upstream = { auth: Auth; appUrl: string };

/**
 * Hands the request to better-auth with our own notion of the caller's address, and its error
 * answers back in the app's error shape (keeping better-auth's own fields for its client). The
 * request is addressed to the public URL (APP_URL), not to what reached this process (plain http
 * behind a TLS proxy): a DPoP proof at the token endpoint names the public one (RFC 9449).
 */
async function forward(
  { auth, appUrl }: Upstream,
  c: Context<AppEnv>,
  ip: string,
  replacedBody?: string,
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const method = c.req.method;
  if (replacedBody !== undefined) headers.delete("content-length");
  const body =
    method === "GET" || method === "HEAD"
      ? undefined
      : (replacedBody ?? (await c.req.raw.arrayBuffer()));
  const url = new URL(`${c.req.path}${new URL(c.req.raw.url).search}`, appUrl);
  const response = await auth.handler(new Request(url, { method, headers, body }));
  // OAuth clients read these endpoints' errors in RFC 6749 / 7591's own shape
  // ({error, error_description}): such an answer passes as it is; a 5xx still gets our words.
  if (isOAuthProtocolPath(c.req.path) && response.status < 500 && (await isOAuthError(response)))
    return response;
  return toAuthErrorShape(response);
}

async function isOAuthError(response: Response): Promise<boolean> {
  if (response.status < 400) return true;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof (body as { error?: unknown } | null)?.error === "string";
}

/** The OAuth endpoints assistants call directly (the consent page's ones keep our shape). */
export const OAUTH_PROTOCOL_PATHS =
  /\/api\/auth\/oauth2\/(authorize|token|register|revoke|introspect|userinfo|end-session)$/;

function isOAuthProtocolPath(path: string): boolean {
  return OAUTH_PROTOCOL_PATHS.test(path);
}

/** Every password reset request is answered after at least this long, known e-mail or not. */
const PASSWORD_RESET_ANSWER_MS = 250;

/**
 * The e-mail a sign-in names, read from a copy of the body the way better-auth's router reads it
 * (JSON or a form), so the lockout counts every guess whichever encoding carries it. A body
 * better-auth would refuse has no e-mail here and is throttled by address alone.
 */
async function readEmail(c: Context<AppEnv>): Promise<string | undefined> {
  const body = (await readAuthBody(c.req.raw)) as { email?: unknown } | null | undefined;
  return typeof body?.email === "string" ? body.email : undefined;
}

/**
 * better-auth under /api/auth/*, plus the per-account and per-address throttle of wrong
 * passwords, which better-auth's own limiter (counting every request) cannot express.
 */
export function authRoutes(deps: { auth: Auth; db: Database; mailer: Mailer; appUrl: string }) {
  const { auth, db } = deps;
  return new Hono<AppEnv>()
    .use(authInputGuard())
    .post("/sign-in/email", async (c) => {
      const ip = clientAddress(c);
      const email = await readEmail(c);
      const reservation = await reserveSignInAttempt(db, { email, ip, now: new Date() });
      if (!reservation.allowed) {
        return authErrorResponse(
          429,
          "rate_limited",
          TOO_MANY_SIGN_IN_FAILURES,
          "TOO_MANY_ATTEMPTS",
          { "Retry-After": String(reservation.retryAfterSeconds) },
        );
      }
      const { attemptIds } = reservation;
      let response: Response;
      try {
        response = await forward(deps, c, ip);
      } catch (error) {
        await settleSignInAttempt(db, { attemptIds, email, outcome: "not-checked" });
        throw error;
      }
      const outcome =
        response.status === 401 || response.status === 403
          ? "wrong-password"
          : response.ok
            ? "signed-in"
            : "not-checked";
      await settleSignInAttempt(db, { attemptIds, email, outcome });
      return response;
    })
    .post("/request-password-reset", async (c) => {
      // The reset mail already leaves the request path, but a known e-mail still costs
      // better-auth a token insert where an unknown one costs a lookup: answering no sooner than
      // a fixed time hides that difference, and the flood limit keeps the waits few.
      const started = performance.now();
      const response = await forward(deps, c, clientAddress(c));
      const remaining = PASSWORD_RESET_ANSWER_MS - (performance.now() - started);
      if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
      return response;
    })
    .post("/change-password", async (c) => {
      // Whose password it is, read before the change ends the other sessions; a signed-out
      // caller learns nothing of the body's rules.
      const session = await readSession(auth, c.req.raw.headers);
      if (!session)
        return authErrorResponse(401, "unauthorized", "Please sign in.", "UNAUTHORIZED");
      const response = await forward(deps, c, clientAddress(c));
      // The "New access" e-mail tells the owner of a stolen session to change their password:
      // what that session made to outlive it (API keys, approved assistants, share links) ends
      // here, as on a reset (create-auth.ts), whether or not other sessions were asked to end.
      if (response.ok) {
        await revokeAllAccess(db, { userId: session.user.id, now: new Date() });
        c.get("log").info(
          { userId: session.user.id },
          "password changed: API keys, connected apps and share links ended",
        );
      }
      return response;
    })
    .post("/oauth2/register", async (c) => {
      const body: unknown = await c.req.raw
        .clone()
        .json()
        .catch(() => null);
      const check = checkClientRegistration(body);
      // RFC 7591's own error shape, which registering clients read.
      if (!check.ok)
        return c.json({ error: "invalid_client_metadata", error_description: check.reason }, 400);
      return forward(deps, c, clientAddress(c), JSON.stringify(check.body));
    })
    .post("/oauth2/token", async (c) => {
      const body = (await readAuthBody(c.req.raw)) as
        { grant_type?: unknown; refresh_token?: unknown } | null | undefined;
      if (body?.grant_type === "refresh_token" && typeof body.refresh_token === "string") {
        if ((await checkRefreshGrant(db, body.refresh_token)) === "revoked")
          // RFC 6749's words, which the assistant reads: it must ask the person again.
          return c.json(
            {
              error: "invalid_grant",
              error_description: "Access for this app was revoked. Connect it again.",
            },
            400,
          );
      }
      return forward(deps, c, clientAddress(c));
    })
    .post("/oauth2/consent", async (c) => {
      // Whose answer it is, first: a signed-out caller learns nothing of the body's rules.
      const session = await readSession(auth, c.req.raw.headers);
      if (!session)
        return authErrorResponse(401, "unauthorized", "Please sign in.", "UNAUTHORIZED");
      const answer = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { accept?: unknown } | null;
      const response = await forward(deps, c, clientAddress(c));
      if (response.ok && answer?.accept === true)
        await notifyNewAccess(
          { mailer: deps.mailer, log: c.get("log"), appUrl: deps.appUrl },
          { to: session.user.email, access: { kind: "app" } },
        );
      return response;
    })
    .on(["GET", "POST"], "/*", (c) => forward(deps, c, clientAddress(c)));
}

export function authConfigRoutes(deps: { config: Config }) {
  const body: AuthConfig = { google: isGoogleConfigured(deps.config) };
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body);
  });
}
