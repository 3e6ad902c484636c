import { expect, type Page } from "@playwright/test";
import { confirmEmail } from "./outbox.ts";

export const PASSWORD = "correct horse battery";

let counter = 0;
/** An address no other test or worker uses. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Signs up on /auth (with `query` added, e.g. a referral code), lands on the dashboard and
 * confirms the e-mail address from the outbox, as the free report and purchases need.
 */
export async function signUp(page: Page, prefix: string, query = ""): Promise<string> {
  const email = freshEmail(prefix);
  await page.goto(`/auth?tab=signup${query ? `&${query}` : ""}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await confirmEmail(page, email);
  return email;
}

/** Ticks the Professional box, buys, pays on the fake checkout page, and lands on the dashboard. */
export async function buyPack(page: Page): Promise<void> {
  await page.goto("/pricing");
  const professional = page.getByRole("region", { name: "Professional" });
  const buy = professional.getByRole("button", { name: "Buy 10 Reports - $69" });
  await expect(buy).toBeDisabled();
  await professional.getByRole("checkbox").check();
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toHaveText("$69.00");
  await page.getByRole("button", { name: "Pay $69.00" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}
