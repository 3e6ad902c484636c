import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Me } from "../../../../contract/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { authClient, authErrorMessage } from "../../../lib/auth-client.ts";
import { toast } from "../../../lib/toast.ts";
import { ME_QUERY_KEY } from "../api/use-me.ts";

type Purpose = "enable" | "disable" | "codes";

type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: Purpose }
  | { kind: "scan"; qr: string; secret: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

function secretFrom(totpURI: string): string {
  return new URL(totpURI).searchParams.get("secret") ?? "";
}

/** TOTP enrolment, verification, one-time recovery codes, and removal. */
export function TwoFactorSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });

  /** Runs an action; `password` is undefined for an account without one (made with Google). */
  const act = async (purpose: Purpose, password: string | undefined) => {
    setBusy(true);
    const credentials = password === undefined ? {} : { password };
    if (purpose === "enable") {
      const { data, error } = await authClient.twoFactor.enable({ ...credentials, method: "totp" });
      if (error || !data || data.method !== "totp") {
        setBusy(false);
        void toast.error(authErrorMessage(error, "Failed to start two-factor setup"));
        return;
      }
      const { toDataURL } = await import("qrcode");
      const qr = await toDataURL(data.totpURI, { margin: 1, width: 200 });
      setStep({
        kind: "scan",
        qr,
        secret: secretFrom(data.totpURI),
        backupCodes: data.backupCodes,
      });
    } else if (purpose === "codes") {
      const { data, error } = await authClient.twoFactor.generateBackupCodes(credentials);
      if (error || !data) {
        setBusy(false);
        void toast.error(authErrorMessage(error, "Failed to create new recovery codes"));
        return;
      }
      setStep({ kind: "codes", backupCodes: data.backupCodes });
      void toast.success("New recovery codes created; the old ones no longer work");
    } else {
      const { error } = await authClient.twoFactor.disable(credentials);
      if (error) {
        setBusy(false);
        void toast.error(authErrorMessage(error, "Failed to remove two-factor authentication"));
        return;
      }
      setStep({ kind: "idle" });
      void toast.success("Two-factor authentication removed");
      await refresh();
    }
    setPassword("");
    setBusy(false);
  };

  const submitPassword = async (event: React.FormEvent, purpose: Purpose) => {
    event.preventDefault();
    await act(purpose, me.hasPassword ? password : undefined);
  };

  /**
   * Asks for the password first when the account has one; without one, only removal asks
   * (for a confirmation), since it is the step that weakens the account.
   */
  const start = (purpose: Purpose) => {
    if (me.hasPassword || purpose === "disable") setStep({ kind: "password", purpose });
    else void act(purpose, undefined);
  };

  const verify = async (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      void toast.error("Enter the 6-digit code from your authenticator app");
      return;
    }
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) {
      void toast.error(authErrorMessage(error, "That code did not work. Please try again."));
      return;
    }
    setCode("");
    setStep({ kind: "codes", backupCodes });
    void toast.success("Two-factor authentication is on");
    await refresh();
  };

  const passwordForm = (purpose: Purpose) => (
    <form onSubmit={(event) => void submitPassword(event, purpose)} className="space-y-3">
      {me.hasPassword ? (
        <div className="space-y-2">
          <Label htmlFor="two-factor-password">Confirm your password</Label>
          <Input
            id="two-factor-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Signing in will no longer ask for a code. Remove two-factor authentication?
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || (me.hasPassword && password.length === 0)}>
          {purpose === "enable"
            ? "Continue"
            : purpose === "codes"
              ? "Create new codes"
              : "Remove two-factor"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
          Cancel
        </Button>
      </div>
    </form>
  );

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h3 id="two-factor-heading" className="text-base font-semibold text-ink">
        Two-factor authentication
      </h3>
      {step.kind === "scan" ? (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Scan this QR code with an authenticator app, or enter the key by hand, then type the
            6-digit code it shows.
          </p>
          <img src={step.qr} alt="QR code for your authenticator app" width={200} height={200} />
          <p className="text-sm">
            Manual key:{" "}
            <code data-testid="totp-secret" className="break-all rounded bg-muted px-1.5 py-0.5">
              {step.secret}
            </code>
          </p>
          <form onSubmit={(event) => void verify(event, step.backupCodes)} className="space-y-3">
            <div className="space-y-2">
              <Label htmlFor="two-factor-code">Authentication code</Label>
              <Input
                id="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy}>
              Verify and turn on
            </Button>
          </form>
        </div>
      ) : step.kind === "codes" ? (
        <div className="space-y-3">
          <p className="text-sm font-medium text-ink">
            Save these recovery codes somewhere safe. Each works once if you lose your phone. They
            are shown only now.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {step.backupCodes.map((backupCode) => (
              <li key={backupCode} className="rounded bg-muted px-2 py-1">
                {backupCode}
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" onClick={() => setStep({ kind: "idle" })}>
            I have saved them
          </Button>
        </div>
      ) : step.kind === "password" ? (
        passwordForm(step.purpose)
      ) : me.twoFactorEnabled ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            On: signing in asks for a code from your authenticator app.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => start("codes")}>
              Get new recovery codes
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => start("disable")}
            >
              Remove two-factor authentication
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Add a second step to signing in with an authenticator app.
          </p>
          <Button type="button" variant="outline" disabled={busy} onClick={() => start("enable")}>
            Set up two-factor authentication
          </Button>
        </div>
      )}
    </section>
  );
}
