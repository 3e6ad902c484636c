import { TWO_FACTOR_PENDING_PARAM } from "../../../contract/auth-rules.ts";
import { authErrorMessage } from "../../lib/auth-events.ts";

/**
 * Sign-in in the middle of an OAuth flow (issue 16): better-auth's OAuth provider sends a
 * signed-out visitor here with its signed request in the query, and the auth client's
 * oauthProviderClient plugin sends that request along with every sign-in.
 */
export function inOAuthFlow(params: URLSearchParams): boolean {
  return params.has("sig") && params.has("client_id");
}

/** What the sign-in page's query says about one attempt, not about the app's request. */
const ATTEMPT_PARAMS = [TWO_FACTOR_PENDING_PARAM, "google", "error", "error_description"];

/**
 * This page with the app's request, for a sign-in that leaves it (Google) and comes back: the
 * provider takes a signed-in return on to its consent page itself, and the second-factor gate
 * keeps the request on its challenge page, so the code's answer continues the flow too.
 */
export function oauthSignInPath(params: URLSearchParams, attempt: Record<string, string> = {}) {
  const query = new URLSearchParams(params);
  for (const name of ATTEMPT_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(attempt)) query.set(name, value);
  return `/auth?${query.toString()}`;
}

/**
 * Where the provider says to go once signed in (the consent page, or straight back to the app
 * when it was approved before): a sign-in that carried the request answers `{ redirect: true,
 * url }`. Null for an ordinary answer.
 */
export function oauthContinuation(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { redirect, url } = data as { redirect?: unknown; url?: unknown };
  return redirect === true && typeof url === "string" && url !== "" ? url : null;
}

const REQUEST_EXPIRED =
  "This request from the app has expired. Go back to the app and connect again.";

/**
 * The provider refuses every request carrying its query once the signature has expired (after
 * 10 minutes) with `invalid_signature` and no message; that is worth saying in words.
 */
export function oauthAwareErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
): string {
  // Our /api/auth answers carry it as `code`; the provider's own shape as `error`.
  const { code, error: raw } = (error ?? {}) as { code?: unknown; error?: unknown };
  if (code === "invalid_signature" || raw === "invalid_signature") {
    return REQUEST_EXPIRED;
  }
  return authErrorMessage(error, fallback);
}
