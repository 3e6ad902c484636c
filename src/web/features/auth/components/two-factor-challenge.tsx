import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { loadAuthClient } from "../../../lib/auth-events.ts";
import { toast } from "../../../lib/toast.ts";
import { oauthAwareErrorMessage } from "../oauth-flow.ts";

/**
 * Failures that end the pending sign-in (better-auth's codes): its 10 minutes ran out or too
 * many codes were wrong. The plugin's own words ("request a new code") do not fit an app code.
 */
const CHALLENGE_OVER: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
};

/** The second step of signing in once TOTP is enrolled: an app code or a recovery code. */
export function TwoFactorChallenge({
  onVerified,
  onCancel,
}: {
  /** Gets the verification's answer: in an OAuth flow it names the page to go on to. */
  onVerified: (data: unknown) => void;
  onCancel: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!useRecovery && !/^\d{6}$/.test(value)) {
      setProblem("Enter the 6-digit code from your authenticator app");
      return;
    }
    if (useRecovery && value.length === 0) {
      setProblem("Enter one of your recovery codes");
      return;
    }
    setBusy(true);
    setProblem(null);
    const authClient = await loadAuthClient();
    const { data, error } = useRecovery
      ? await authClient.twoFactor.verifyBackupCode({ code: value })
      : await authClient.twoFactor.verifyTotp({ code: value });
    setBusy(false);
    const over = error?.code ? CHALLENGE_OVER[error.code] : undefined;
    if (over) {
      void toast.error(over);
      onCancel();
      return;
    }
    if (error) {
      const message = oauthAwareErrorMessage(error, "That code did not work. Please try again.");
      setProblem(message);
      void toast.error(message);
      return;
    }
    onVerified(data);
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">Two-factor authentication</h2>
        <p className="text-sm text-muted-foreground">
          {useRecovery
            ? "Enter one of the recovery codes you saved when you set up two-factor authentication."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="challenge-code">
          {useRecovery ? "Recovery code" : "Authentication code"}
        </Label>
        <Input
          id="challenge-code"
          inputMode={useRecovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "challenge-code-error" : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {problem ? (
          <p id="challenge-code-error" role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex justify-between">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode("");
            setProblem(null);
          }}
        >
          {useRecovery ? "Use the authenticator app" : "Use a recovery code"}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
