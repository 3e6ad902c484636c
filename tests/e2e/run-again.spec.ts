import { expect, test } from "@playwright/test";
import { buyPack, signUp } from "./support/accounts.ts";

const IDEA =
  "A booking app for dog groomers that cuts no-shows with deposits and automatic text reminders.";

test("run a report again, with the idea edited, and read what changed since", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "e2e-rerun");
  await buyPack(page);
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const firstId = new URL(page.url()).searchParams.get("analysis");
  await page.goto(`/results/${firstId}`);
  await expect(page.getByRole("heading", { name: "Your Idea" })).toBeVisible();
  // A first run has nothing to compare with.
  await expect(page.getByTestId("since-section")).toHaveCount(0);

  const actions = page.getByRole("navigation", { name: "Report actions" });
  await actions.getByRole("button", { name: "Run again" }).click();
  const dialog = page.getByRole("dialog", { name: "Run again" });
  const box = dialog.getByRole("textbox", { name: /Your idea/ });
  await expect(box).toHaveValue(IDEA);
  await box.fill(`${IDEA} Mobile groomers first.`);
  await dialog.getByRole("button", { name: "Run again" }).click();

  // The new run opens live on its own page, then its report leads with what changed.
  await expect(page).not.toHaveURL(new RegExp(`/results/${firstId}$`));
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  const since = page.getByTestId("since-section");
  await expect(since).toBeVisible({ timeout: 90_000 });
  await expect(
    page.getByRole("heading", { name: /^Since [A-Z][a-z]+ \d{1,2}, \d{4}$/ }),
  ).toBeVisible();
  await expect(page.getByText(`${IDEA} Mobile groomers first.`).first()).toBeVisible();
  await expect(since.getByRole("list", { name: "What changed" })).toBeVisible();
  // The earlier report is one click away, and both runs are in history.
  await expect(since.getByRole("link", { name: "earlier report" })).toHaveAttribute(
    "href",
    `/results/${firstId}`,
  );
  await page.goto("/history");
  await expect(page.getByRole("link", { name: /Mobile groomers first/ })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(IDEA.slice(0, 30)) })).toHaveCount(2);
});
