import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AUTH_MESSAGES, changePasswordSchema } from "../../../../contract/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { authClient, authErrorMessage } from "../../../lib/auth-client.ts";
import { toast } from "../../../lib/toast.ts";

type Values = z.output<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: "", newPassword: "" };

export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async (values: Values) => {
    const { error } = await authClient.changePassword({ ...values, revokeOtherSessions: true });
    if (error) {
      void toast.error(authErrorMessage(error, "Failed to change password"));
      return;
    }
    form.reset(EMPTY);
    void toast.success(AUTH_MESSAGES.passwordChanged);
    // The keys, apps and links the other tabs list are gone now; every list reads again.
    void queryClient.invalidateQueries();
  };
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <div className="space-y-2">
      <Label htmlFor={`settings-${name}`}>{label}</Label>
      <Input
        id={`settings-${name}`}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `settings-${name}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError id={`settings-${name}-error`}>{errors[name]?.message}</FieldError>
    </div>
  );
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{AUTH_MESSAGES.newPasswordEndsAccess}</p>
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password")}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
