import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { AppHeader } from "../components/app-header.tsx";
import { PageSpinner } from "../components/page-spinner.tsx";
import { Button } from "../components/ui/button.tsx";
import { SignOutButton } from "../features/auth/components/sign-out-button.tsx";
import {
  authClient,
  onAuthChange,
  refreshSession,
  signedOutDestination,
} from "../lib/auth-client.ts";
import { forgetCachedData, QueryProvider } from "../lib/query-provider.tsx";

/** Statuses worth retrying: the server or the network hiccupped, the session may be fine. */
function isRetryable(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

/**
 * The signed-in app. Shows a spinner while the session is checked, sends a visitor without
 * one to /auth (replacing history, so Back does not return here), and follows sign-in and
 * sign-out in other tabs. Every signed-in page gets the one app header from here, so none is
 * a dead end.
 */
export default function AppLayout() {
  const session = authClient.useSession();
  const navigate = useNavigate();
  const retryable = session.error ? isRetryable(session.error.status) : false;
  // better-auth keeps the last session when a refetch or refresh fails with anything but 401;
  // a refusal that retrying cannot fix (403, 400...) ends the session all the same.
  const refused = Boolean(session.error) && !retryable;
  const signedOut = !session.isPending && (refused || (!session.data && !retryable));

  useEffect(() => {
    if (!signedOut) return;
    forgetCachedData();
    // Clears the cookies the server refused, so every tab agrees the session is over.
    if (refused) void authClient.signOut().catch(() => undefined);
    void navigate(signedOutDestination(), { replace: true });
  }, [signedOut, refused, navigate]);

  useEffect(() => onAuthChange(refreshSession), []);

  if (session.data && !signedOut) {
    return (
      <QueryProvider userId={session.data.user.id} onUnauthorized={refreshSession}>
        <AppHeader signOut={<SignOutButton />} />
        <Outlet />
      </QueryProvider>
    );
  }
  if (retryable && !session.isPending) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <p className="text-muted-foreground">
          We could not check your session. Please check your connection and try again.
        </p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </main>
    );
  }
  return <PageSpinner label="Checking your session" />;
}
