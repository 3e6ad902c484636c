import { useState } from "react";
import { AUTH_MESSAGES } from "../../../../contract/auth-rules.ts";
import { Button } from "../../../components/ui/button.tsx";
import { loadAuthClient } from "../../../lib/auth-events.ts";
import { toast } from "../../../lib/toast.ts";
import { oauthAwareErrorMessage, oauthSignInPath } from "../oauth-flow.ts";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google': returns to /dashboard (a new account on ?plan=paid: /pricing). In the
 * middle of an app's OAuth flow (`oauthRequest`, this page's query) it returns to this page with
 * the request instead, failed or not, so that neither the challenge nor an error loses it.
 */
export function GoogleButton({
  plan,
  dashboardPath,
  oauthRequest,
}: {
  plan: string | null;
  dashboardPath: string;
  oauthRequest: URLSearchParams | null;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.social({
      provider: "google",
      ...(oauthRequest
        ? {
            callbackURL: oauthSignInPath(oauthRequest),
            newUserCallbackURL: oauthSignInPath(oauthRequest),
            errorCallbackURL: oauthSignInPath(oauthRequest, { google: "failed" }),
          }
        : {
            callbackURL: dashboardPath,
            newUserCallbackURL: plan === "paid" ? "/pricing" : dashboardPath,
            errorCallbackURL: "/auth?google=failed",
          }),
    });
    if (error) {
      void toast.error(oauthAwareErrorMessage(error, AUTH_MESSAGES.googleFailed));
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy}
      onClick={() => void onClick()}
    >
      <GoogleMark /> Continue with Google
    </Button>
  );
}
