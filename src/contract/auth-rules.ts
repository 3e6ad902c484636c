/**
 * Spec sections 5, 8 and 9: the auth rules and messages verbatim, without zod, so the sign-in
 * page can show them before it loads any validation code. `auth.ts` builds its schemas from
 * these and re-exports them.
 */
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
  /**
   * Said on the change and reset forms before the new password is saved, and in the e-mail
   * about new access: what a new password ends, so someone who held the session keeps nothing.
   */
  newPasswordEndsAccess:
    "A new password signs out every other device and ends all your API keys, connected apps and share links; you can make new ones afterwards.",
  passwordChanged:
    "Password changed. Other devices are signed out, and your API keys, connected apps and share links have ended.",
} as const;

/** Spec section 9: a fixed prefix plus the first 8 characters of the user id, upper case. */
export const REFERRAL_CODE_PREFIX = "GT-";
export const REFERRAL_CODE_PATTERN = /^GT-[0-9A-F]{8}$/i;
export function referralCodeFor(userId: string): string {
  return `${REFERRAL_CODE_PREFIX}${userId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
/** Whether a ?ref= value has a referral code's shape (what `referralCodeSchema` accepts). */
export function looksLikeReferralCode(value: string | null | undefined): boolean {
  return typeof value === "string" && REFERRAL_CODE_PATTERN.test(value.trim());
}

/**
 * /auth?two-factor=1: the server sends a passwordless sign-in (Google, a verification link) of
 * a user with two-factor enabled here, holding a pending challenge instead of a session.
 */
export const TWO_FACTOR_PENDING_PARAM = "two-factor";
