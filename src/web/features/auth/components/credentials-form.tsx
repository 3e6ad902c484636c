import { useForm } from "react-hook-form";
import type { SignInValues } from "../../../../contract/auth.ts";
import { PASSWORD_MAX_LENGTH } from "../../../../contract/auth-rules.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { preloadAuthClient } from "../../../lib/auth-events.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";

const EMPTY: SignInValues = { email: "", password: "" };

const validation = {
  signin: lazyResolver<SignInValues>(async () => {
    const [{ zodResolver }, { signInSchema }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("../../../../contract/auth.ts"),
    ]);
    return zodResolver(signInSchema);
  }),
  signup: lazyResolver<SignInValues>(async () => {
    const [{ zodResolver }, { signUpSchema }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("../../../../contract/auth.ts"),
    ]);
    return zodResolver(signUpSchema);
  }),
};

/**
 * E-mail and password, for both tabs. Sign-up requires 6 characters (spec section 5);
 * sign-in accepts anything and lets the server judge. `onSubmit` returns true on success,
 * which clears the fields.
 */
export function CredentialsForm(props: {
  mode: "signin" | "signup";
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: SignInValues) => Promise<boolean>;
  footer?: React.ReactNode;
}) {
  const { mode } = props;
  const form = useForm<SignInValues>({
    resolver: validation[mode].resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `${mode}-${name}`;

  const onValid = async (values: SignInValues) => {
    if (await props.onSubmit(values)) form.reset(EMPTY);
  };

  return (
    <form
      // Sent before the scripts run, the fields go in a body the server discards, never in a URL.
      method="post"
      onSubmit={form.handleSubmit(onValid)}
      onFocus={() => {
        validation[mode].preload();
        preloadAuthClient();
      }}
      noValidate
      className="space-y-4"
    >
      <div className="space-y-2">
        <Label htmlFor={id("email")}>Email</Label>
        <Input
          id={id("email")}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id("email-error") : undefined}
          {...form.register("email")}
        />
        <FieldError id={id("email-error")}>{errors.email?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={id("password")}>Password</Label>
        <Input
          id={id("password")}
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          required
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? id("password-error") : undefined}
          {...form.register("password")}
        />
        <FieldError id={id("password-error")}>{errors.password?.message}</FieldError>
      </div>
      {props.footer}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? props.busyLabel : props.submitLabel}
      </Button>
    </form>
  );
}
