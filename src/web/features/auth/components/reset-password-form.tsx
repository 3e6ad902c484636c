import { useForm } from "react-hook-form";
import { AUTH_MESSAGES } from "../../../../contract/auth-rules.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { authErrorMessage, loadAuthClient, preloadAuthClient } from "../../../lib/auth-events.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { toast } from "../../../lib/toast.ts";

const validation = lazyResolver<{ password: string }>(async () => {
  const [{ zodResolver }, { resetPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../contract/auth.ts"),
  ]);
  return zodResolver(resetPasswordSchema);
});

/** Reached from the e-mailed link (/auth?reset=1&token=...). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<{ password: string }>({
    resolver: validation.resolver,
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ password }: { password: string }) => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      void toast.error(authErrorMessage(error, AUTH_MESSAGES.resetFailed));
      return;
    }
    void toast.success(AUTH_MESSAGES.resetDone);
    onDone();
  };
  return (
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
      <div>
        <h2 className="text-lg font-semibold text-ink">Choose a new password</h2>
        <p className="text-sm text-muted-foreground">At least 6 characters.</p>
        <p className="mt-2 text-sm text-muted-foreground">{AUTH_MESSAGES.newPasswordEndsAccess}</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="reset-password">New password</Label>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "reset-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="reset-password-error">{errors.password?.message}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
