import { z } from "./zod.ts";
import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_PATTERN,
} from "./auth-rules.ts";
import { plainText } from "./plain-text.ts";

export {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_PREFIX,
  referralCodeFor,
  TWO_FACTOR_PENDING_PARAM,
} from "./auth-rules.ts";

/** Spec sections 5 and 8: the forms' and the API's schemas, from the rules in auth-rules.ts. */
const email = plainText(
  z
    .string(AUTH_MESSAGES.emailRequired)
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(255, "Email must be less than 255 characters"),
).pipe(z.email(AUTH_MESSAGES.emailInvalid));

const passwordText = z
  .string(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

// The server refuses control characters in every sign-in body, so the form says so first.
const password = plainText(passwordText);
const newPassword = plainText(
  passwordText.min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
);

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ email, password: newPassword });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password: newPassword });
export const changePasswordSchema = z.object({
  currentPassword: password,
  newPassword,
});
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
export const deleteAccountSchema = z.object({
  confirm: z.literal(true, "Please confirm that you want to delete your account"),
});

export type SignInValues = z.output<typeof signInSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export const referralCodeSchema = z.string().trim().regex(REFERRAL_CODE_PATTERN);

/** GET /api/auth-config: what the sign-in page may offer. Public; no secrets. */
export interface AuthConfig {
  google: boolean;
}

export type AssuranceLevel = "aal1" | "aal2";

/** GET /api/me */
export interface Me {
  id: string;
  email: string;
  emailVerified: boolean;
  creditsRemaining: number;
  creditsExpireAt: string | null;
  aal: AssuranceLevel;
  twoFactorEnabled: boolean;
  /** False for an account made with Google alone: nothing to confirm, change or re-enter. */
  hasPassword: boolean;
}
