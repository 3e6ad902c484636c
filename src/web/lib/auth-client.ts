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
