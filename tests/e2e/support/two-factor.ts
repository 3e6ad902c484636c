import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { PASSWORD } from "./accounts.ts";

/** The local provider signs in whoever login_hint names; the app does not send one. */
export async function googleSignsInAs(page: Page, issuer: string, email: string): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(issuer) && url.pathname.endsWith("/authorize"),
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("login_hint", email);
      return route.continue({ url: url.toString() });
    },
  );
}

/** Turns on TOTP in /settings for the signed-in user; returns the authenticator. */
export async function enrolTotp(
  page: Page,
  email: string,
  password: string | null = PASSWORD,
): Promise<OTPAuth.TOTP> {
  await page.goto("/settings");
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  if (password !== null) {
    await page.getByLabel("Confirm your password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(
    page.getByRole("button", { name: "Remove two-factor authentication" }),
  ).toBeVisible();
  return totp;
}
