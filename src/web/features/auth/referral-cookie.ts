/** Mirrors the server's REFERRAL_COOKIE: carries ?ref through e-mail and Google sign-up. */
const NAME = "gt_ref";

export function rememberReferral(code: string): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${NAME}=${encodeURIComponent(code.slice(0, 32))}; path=/; max-age=3600; samesite=lax${secure}`;
}

export function forgetReferral(): void {
  document.cookie = `${NAME}=; path=/; max-age=0; samesite=lax`;
}
