import { z } from "zod";
import { plainText } from "./plain-text.ts";

/** Spec sections 5 and 8: rules and messages verbatim, shared by the forms and the API. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  signUpSuccess: "Account created! You can now log in.",
  signInSuccess: "Welcome back!",
  signUpFailed: "Failed to sign up",
  signInFailed: "Failed to sign in",
  googleFailed: "Failed to sign in with Google",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  resetRequested: "If an account exists for that e-mail, we sent a link to reset the password.",
  resetDone: "Your password has been reset. You can now sign in.",
  resetFailed: "The reset link is invalid or has expired. Please request a new one.",
  signedOut: "You have been signed out.",
  accountDeleted: "Your account has been deleted.",
} as const;

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
const newPassword = plainText(passwordText.min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort));

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

/** Spec section 9: a fixed prefix plus the first 8 characters of the user id, upper case. */
export const REFERRAL_CODE_PREFIX = "GT-";
export function referralCodeFor(userId: string): string {
  return `${REFERRAL_CODE_PREFIX}${userId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^GT-[0-9A-F]{8}$/i);

/** GET /api/auth-config: what the sign-in page may offer. Public; no secrets. */
export interface AuthConfig {
  google: boolean;
}

export type AssuranceLevel = "aal1" | "aal2";

/**
 * /auth?two-factor=1: the server sends a passwordless sign-in (Google, a verification link) of
 * a user with two-factor enabled here, holding a pending challenge instead of a session.
 */
export const TWO_FACTOR_PENDING_PARAM = "two-factor";

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
