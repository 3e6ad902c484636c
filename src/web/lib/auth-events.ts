import { AUTH_CHANNEL } from "./auth-channel.ts";

/**
 * The auth helpers a page needs before anyone signs in: telling tabs about sign-in and
 * sign-out, wording errors, and loading better-auth's client when an action needs it. Kept
 * apart from `auth-client.ts` so the sign-in page paints without the client's bytes (ADR 0003);
 * `auth-client.ts` re-exports them.
 */

/** better-auth's browser client, fetched on first use (a form focused or submitted). */
export async function loadAuthClient() {
  return (await import("./auth-client.ts")).authClient;
}

/** Starts fetching the client early (a form gained focus), so submitting rarely waits. */
export function preloadAuthClient(): void {
  void loadAuthClient().catch(() => undefined);
}

let signedOutOnPurposeAt = 0;
/** Long enough for the layout to see the cleared session; a later expiry goes to /auth again. */
const ON_PURPOSE_WINDOW_MS = 10_000;

/** Called by `signOutOnPurpose` as the user signs out. */
export function noteSignOutOnPurpose(): void {
  signedOutOnPurposeAt = Date.now();
}

/** Where the protected layout sends a tab whose session just ended. */
export function signedOutDestination(): string {
  return Date.now() - signedOutOnPurposeAt < ON_PURPOSE_WINDOW_MS ? "/" : "/auth";
}

/**
 * Tells the other tabs (and the public header) that the auth state changed, for changes the
 * better-auth store cannot see, such as account deletion through our own API.
 */
export function announceAuthChange(event: "signed-in" | "signed-out"): void {
  // Signed in again: a session ending from now on is not the sign-out just done.
  if (event === "signed-in") signedOutOnPurposeAt = 0;
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export function onAuthChange(listener: (event: string) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = (message: MessageEvent<string>) => listener(message.data);
  return () => channel.close();
}

/** The server's message from a better-auth client error, or the spec's fallback. */
export function authErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
): string {
  return error?.message?.trim() || fallback;
}
