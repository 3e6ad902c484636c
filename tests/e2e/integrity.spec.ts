import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { buyPack, signUp } from "./support/accounts.ts";

const IDEA =
  "A compliance logbook for commercial drone pilots that files flight records and renews waivers on time.";

test("a founder opens /integrity signed out, from the footer, and reads each figure with how it is computed", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "How we check evidence" }).click();
  await expect(page).toHaveURL(/\/integrity$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we check our evidence");
  const figures = page.getByTestId("integrity-figure");
  await expect(figures).toHaveCount(5);
  await expect(
    figures.getByRole("heading", { name: "Quotes still verbatim at their source" }),
  ).toBeVisible();
  // No re-check has run on this server: that figure is not shown before it is measured.
  const verbatim = figures.filter({ hasText: "Quotes still verbatim at their source" });
  await expect(verbatim.getByText("not enough data yet")).toBeVisible();
  await expect(figures.getByText("How it is computed:")).toHaveCount(5);
  await expect(page.getByTestId("integrity-last-checked")).toContainText(
    "No re-check has run yet.",
  );
  await expectNoSeriousA11yViolations(page);
});

test("a finished report opens its own 'How this report was checked' panel", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "e2e-integrity");
  await buyPack(page);
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const analysisId = new URL(page.url()).searchParams.get("analysis");
  await page.goto(`/results/${analysisId}`);
  const panel = page.getByTestId("report-checks");
  await panel.getByText("How this report was checked").click();
  await expect(panel.getByText(/quotes? shown, each fetched word for word/)).toBeVisible();
  await expect(panel.getByText(/has been re-read at its source yet/)).toBeVisible();
  await expect(panel.getByText(/The checks refused \d+ quotations? and \d+ links?/)).toBeVisible();
  await panel.getByRole("link", { name: /How each figure is computed/ }).click();
  await expect(page).toHaveURL(/\/integrity$/);
});
