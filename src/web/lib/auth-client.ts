import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * better-auth's browser client. Its session store refetches on focus and when another tab
 * signs in or out (a storage event), which is how every open tab follows the auth state.
 * Prerendering imports this module too; it only talks to the server in the browser.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
  sessionOptions: {
    refetchOnWindowFocus: true,
    // Keeps a long-open tab's session refreshed (the server extends it past updateAge).
    refetchInterval: 10 * 60,
  },
});

const CHANNEL = "groundtruth-auth";

/**
 * Tells the other tabs (and the public header) that the auth state changed, for changes the
 * better-auth store cannot see, such as account deletion through our own API.
 */
export function announceAuthChange(event: "signed-in" | "signed-out"): void {
  // Signed in again: a session ending from now on is not the sign-out just done.
  if (event === "signed-in") signedOutOnPurposeAt = 0;
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export function onAuthChange(listener: (event: string) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<string>) => listener(message.data);
  return () => channel.close();
}

let signedOutOnPurposeAt = 0;
/** Long enough for the layout to see the cleared session; a later expiry goes to /auth again. */
const ON_PURPOSE_WINDOW_MS = 10_000;

/**
 * Signs out at the user's request, then goes home. The protected layout reacts to the cleared
 * session as well, and a navigation to / may not have committed when it does (React Router
 * commits in a transition), so for a moment it sends the tab home too instead of to /auth.
 */
export async function signOutOnPurpose(leave: () => void | Promise<void>) {
  signedOutOnPurposeAt = Date.now();
  const result = await authClient.signOut();
  await leave();
  return result;
}

/** Where the protected layout sends a tab whose session just ended. */
export function signedOutDestination(): string {
  return Date.now() - signedOutOnPurposeAt < ON_PURPOSE_WINDOW_MS ? "/" : "/auth";
}

/** Refetches this tab's session, so protected routes react at once. */
export function refreshSession(): void {
  authClient.$store.notify("$sessionSignal");
}

/** The server's message from a better-auth client error, or the spec's fallback. */
export function authErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
): string {
  return error?.message?.trim() || fallback;
}
