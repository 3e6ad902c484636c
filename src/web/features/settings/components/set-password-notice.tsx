import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { authClient, authErrorMessage } from "../../../lib/auth-client.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * In place of 'Change password' for an account made with Google alone: there is no current
 * password to give, so the reset link (which creates one) is the way to add e-mail sign-in.
 */
export function SetPasswordNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const send = async () => {
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/auth?reset=1" });
    setBusy(false);
    if (error) {
      void toast.error(authErrorMessage(error, "Failed to send the link"));
      return;
    }
    setSent(true);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        You sign in with Google, so there is no password to change. To sign in with your e-mail too,
        set a password through a link we e-mail you.
      </p>
      {sent ? (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm">
          We sent a link to {email}. Open it within an hour to choose your password.
        </p>
      ) : (
        <Button type="button" variant="outline" disabled={busy} onClick={() => void send()}>
          {busy ? "Sending..." : "E-mail me a link to set a password"}
        </Button>
      )}
    </div>
  );
}
