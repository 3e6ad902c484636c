import { useState } from "react";
import { useForm } from "react-hook-form";
import { AUTH_MESSAGES } from "../../../../contract/auth-rules.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { authErrorMessage, loadAuthClient, preloadAuthClient } from "../../../lib/auth-events.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { toast } from "../../../lib/toast.ts";

const validation = lazyResolver<{ email: string }>(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../contract/auth.ts"),
  ]);
  return zodResolver(forgotPasswordSchema);
});

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<{ email: string }>({
    resolver: validation.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState(false);
  const onValid = async ({ email }: { email: string }) => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/auth?reset=1" });
    if (error) {
      void toast.error(authErrorMessage(error, "Failed to send the reset link"));
      return;
    }
    setSent(true);
    void toast.success(AUTH_MESSAGES.resetRequested);
  };
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter your account's e-mail and we will send you a link to choose a new password.
        </p>
      </div>
      {sent ? (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm">
          {AUTH_MESSAGES.resetRequested}
        </p>
      ) : (
        <form
          // Sent before the scripts run, the fields go in a body the server discards, never in a URL.
          method="post"
          onSubmit={form.handleSubmit(onValid)}
          onFocus={() => {
            validation.preload();
            preloadAuthClient();
          }}
          noValidate
          className="space-y-4"
        >
          <div className="space-y-2">
            <Label htmlFor="forgot-email">Email</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "forgot-email-error" : undefined}
              {...form.register("email")}
            />
            <FieldError id="forgot-email-error">{errors.email?.message}</FieldError>
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <Button type="button" variant="link" className="px-0" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
