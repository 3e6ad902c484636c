import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { buyPack, signUp } from "./support/accounts.ts";

/**
 * Buying, referrals and refunds through the browser, against the production build with Stripe
 * replaced by the local fake (tests/fakes/stripe.ts, started by global-setup.ts): the fake's
 * hosted page takes the payment and delivers the signed webhook back to the app.
 *
 * Depends on other parts of the app:
 * - sign-up on /auth (accounts);
 * - the dashboard calling usePaymentSuccess (for the toast) — the credit checks read
 *   GET /api/credits directly so they do not depend on the credits card;
 * - /settings?tab=billing mounting BillingPanel (the refund scenario).
 */

async function remainingReports(page: Page): Promise<number> {
  const response = await page.request.get("/api/credits");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { remaining: number }).remaining;
}

test("pricing: plans, terms boxes gate the buttons, FAQ opens, no accessibility violations", async ({
  page,
}) => {
  await signUp(page, "e2e-billing");
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Free", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Team Brainstorm" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Team Brainstorm" })
      .getByRole("button", { name: "Coming Soon" }),
  ).toBeDisabled();
  const free = page.getByRole("region", { name: "Free" });
  const start = free.getByRole("button", { name: "Get Started Free" });
  await expect(start).toBeDisabled();
  await expect(free.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
  await expect(free.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await free.getByRole("checkbox").check();
  await expect(start).toBeEnabled();
  await page.getByRole("button", { name: "Can I get a refund?" }).click();
  await expect(page.getByText(/full refund within 7 days of purchase/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("buying a pack: fake checkout, back on the dashboard with the toast and 11 reports", async ({
  page,
}) => {
  await signUp(page, "e2e-billing");
  expect(await remainingReports(page)).toBe(1);
  await buyPack(page);
  // Needs the dashboard to call usePaymentSuccess (src/web/features/billing/hooks/use-payment-success.ts).
  await expect(page.getByText("Payment successful! Your credits have been added.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 25_000 });
  await expect.poll(() => remainingReports(page), { timeout: 20_000 }).toBe(11);
});

test("referral: B signs up through A's link and buys; both get 3 reports and A's counts rise", async ({
  browser,
}) => {
  // Two sign-ups and two purchases through the fake checkout: more than the default 45 s on a busy machine.
  test.slow();
  const contextA = await browser.newContext();
  await contextA.grantPermissions(["clipboard-read", "clipboard-write"]);
  const a = await contextA.newPage();
  await signUp(a, "e2e-billing");
  await a.goto("/referral");
  const link = await a.getByLabel("Your referral link").inputValue();
  const code = await a.getByLabel("Your referral code").inputValue();
  expect(code).toMatch(/^GT-[0-9A-F]{8}$/);
  expect(link).toMatch(new RegExp(`/auth\\?ref=${code}$`));
  await a.getByRole("button", { name: "Copy referral link" }).click();
  await expect(a.getByText("Referral link copied to clipboard!")).toBeVisible();
  await a.getByRole("button", { name: "Copy referral code" }).click();
  await expect(a.getByText("Referral code copied!")).toBeVisible();
  await expect(a.getByTestId("friends-joined")).toHaveText("0");
  await expect(a.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  const before = await remainingReports(a);

  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  await signUp(b, "e2e-billing", `ref=${code}`);
  await a.reload();
  await expect(a.getByTestId("friends-joined")).toHaveText("1");
  await expect(a.getByTestId("friends-purchased")).toHaveText("0");

  await buyPack(b);
  await expect.poll(() => remainingReports(b), { timeout: 20_000 }).toBe(1 + 10 + 3);
  await expect.poll(() => remainingReports(a), { timeout: 20_000 }).toBe(before + 3);
  await a.reload();
  await expect(a.getByTestId("friends-purchased")).toHaveText("1");
  await expect(a.getByTestId("reports-earned")).toHaveText("3");

  // A second purchase by the same friend earns nothing more.
  await buyPack(b);
  await expect.poll(() => remainingReports(b), { timeout: 20_000 }).toBe(1 + 20 + 3);
  expect(await remainingReports(a)).toBe(before + 3);
  await contextA.close();
  await contextB.close();
});

test("refund within the window: confirmed in Settings > Billing, the pack's reports are revoked", async ({
  page,
}) => {
  await signUp(page, "e2e-billing");
  await buyPack(page);
  await expect.poll(() => remainingReports(page), { timeout: 20_000 }).toBe(11);
  await page.goto("/settings?tab=billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Professional");
  const row = page.getByTestId("purchase-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: /Receipt/ })).toBeVisible();
  await row.getByRole("button", { name: "Request refund" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Refund $69.00" }).click();
  await expect(
    page.getByText("Refund made: $69.00 is on its way back to your card."),
  ).toBeVisible();
  await expect(row.getByText(/^Refunded on/)).toBeVisible();
  await expect.poll(() => remainingReports(page)).toBe(1);
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByRole("link", { name: "Upgrade to Professional" })).toBeVisible();
});
