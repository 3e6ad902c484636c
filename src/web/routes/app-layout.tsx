import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { PageSpinner } from "../components/page-spinner.tsx";
import { Button } from "../components/ui/button.tsx";
import { authClient, onAuthChange, refreshSession } from "../lib/auth-client.ts";
import { QueryProvider } from "../lib/query-provider.tsx";

/** Statuses worth retrying: the server or the network hiccupped, the session may be fine. */
function isRetryable(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

/**
 * The signed-in app. Shows a spinner while the session is checked, sends a visitor without
 * one to /auth (replacing history, so Back does not return here), and follows sign-in and
 * sign-out in other tabs.
 */
export default function AppLayout() {
  const session = authClient.useSession();
  const navigate = useNavigate();
  const retryable = session.error ? isRetryable(session.error.status) : false;
  const signedOut = !session.isPending && !session.data && !retryable;

  useEffect(() => {
    if (signedOut) void navigate("/auth", { replace: true });
  }, [signedOut, navigate]);

  useEffect(() => onAuthChange(refreshSession), []);

  if (session.data) {
    return (
      <QueryProvider>
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
