import { oauthProviderClient } from "@better-auth/oauth-provider/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import {
  announceAuthChange,
  authErrorMessage,
  noteSignOutOnPurpose,
  onAuthChange,
  signedOutDestination,
} from "./auth-events.ts";

/**
 * better-auth's browser client. Its session store refetches on focus and when another tab
 * signs in or out (a storage event), which is how every open tab follows the auth state.
 * Prerendering imports this module too; it only talks to the server in the browser.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  // oauthProviderClient: on a page opened by the OAuth provider (/auth, the consent page), every
  // POST carries the page's signed request as `oauth_query`, so signing in continues the flow.
  plugins: [twoFactorClient(), oauthProviderClient()],
  sessionOptions: {
    refetchOnWindowFocus: true,
    // Keeps a long-open tab's session refreshed (the server extends it past updateAge).
    refetchInterval: 10 * 60,
  },
});

export { announceAuthChange, authErrorMessage, onAuthChange, signedOutDestination };

/**
 * Signs out at the user's request, then goes home. The protected layout reacts to the cleared
 * session as well, and a navigation to / may not have committed when it does (React Router
 * commits in a transition), so for a moment it sends the tab home too instead of to /auth.
 */
export async function signOutOnPurpose(leave: () => void | Promise<void>) {
  noteSignOutOnPurpose();
  const result = await authClient.signOut();
  await leave();
  return result;
}

/** Refetches this tab's session, so protected routes react at once. */
export function refreshSession(): void {
  authClient.$store.notify("$sessionSignal");
}
