import { expect, test, type Page } from "@playwright/test";
import { PRICING } from "../../src/contract/site.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { confirmEmail } from "./support/outbox.ts";

/**
 * The signed-in app's shell (issue 13): one header on every signed-in page whose links all work,
 * no page that leads back to the marketing site, the sign-in page's way home, a friend's referral
 * link opening Sign Up with the invite, and nothing wider than a 360 px phone.
 */

const PASSWORD = "correct horse battery";
const IDEA = "A habit tracker for remote teams that turns daily check-ins into team streaks.";
const PHONE = { width: 360, height: 740 };
const SIGNED_IN_PAGES = ["/dashboard", "/history", "/pricing", "/referral", "/settings"];

let counter = 0;
function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto("/auth?tab=signup");
  await page.waitForLoadState("networkidle");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

function appHeader(page: Page) {
  return page
    .getByRole("banner")
    .filter({ has: page.getByRole("navigation", { name: "Account" }) });
}

/** The page's widest box fits the phone: nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page, path: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
}

test("every signed-in page has the app header; its links and sign-out work", async ({ page }) => {
  // Fifteen page loads: under two parallel workers on a two-core machine, more than the default.
  test.setTimeout(90_000);
  await signUp(page, freshEmail("e2e-shell"));

  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    const header = appHeader(page);
    await expect(header, path).toBeVisible();
    await expect(header.getByRole("link")).toHaveCount(5);
    await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  }

  // Every link goes where it says, and the page it opens marks it as the current one.
  const destinations = [
    { name: "History", url: /\/history$/, heading: "Analysis History" },
    { name: "Pricing", url: /\/pricing$/, heading: "Simple, honest pricing" },
    { name: "Refer a friend", url: /\/referral$/, heading: "Referral Program" },
    { name: "Settings", url: /\/settings$/, heading: "Settings" },
  ];
  for (const { name, url, heading } of destinations) {
    await appHeader(page).getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(appHeader(page).getByRole("link", { name })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await expectNoSeriousA11yViolations(page);

  // The logo is the way back to the dashboard, not to the marketing page.
  await appHeader(page).getByRole("link", { name: "Groundtruth dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Validate an idea" })).toBeVisible();

  // History with nothing in it sends the founder to the dashboard's form.
  await page.goto("/history");
  await expect(
    page.getByText("No analyses yet. Start by analyzing your first idea!"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Analyze Your First Idea" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The spec's 'Back to Dashboard' stays as secondary navigation.
  await page.goto("/referral");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Sign-out works from any page, not only the dashboard.
  await page.goto("/pricing");
  await appHeader(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the sign-in page leads home", async ({ page }) => {
  await page.goto("/auth");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Groundtruth home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Validate Your SaaS Idea");
});

test("a friend's referral link opens Sign Up and says what the invite is worth", async ({
  page,
}) => {
  await page.goto("/auth?ref=GT-1A2B3C4D");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  const note = page.getByTestId("referral-invite");
  await expect(note).toContainText("A friend invited you");
  await expect(note).toContainText(
    `${PRICING.referralRewardReports} bonus reports with your first report pack`,
  );
  // Nothing about who invited them: no address, no name.
  await expect(note).not.toContainText("@");
  await expectNoSeriousA11yViolations(page);

  // Without a referral code the page opens on Sign In as before, with no invite.
  await page.goto("/auth?ref=not-a-code");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByTestId("referral-invite")).toHaveCount(0);
});

test("nothing scrolls sideways on a 360 px phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/auth", "/auth?ref=GT-1A2B3C4D"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalOverflow(page, path);
  }
  await signUp(page, freshEmail("e2e-phone"));
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(appHeader(page).getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalOverflow(page, path);
  }
});

test("results: the header, 'New Analysis' to the dashboard, a fast send told when to retry, 360 px", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail("e2e-shell-results");
  await signUp(page, email);
  await confirmEmail(page, email);
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const resultsPath = `/results/${new URL(page.url()).searchParams.get("analysis")}`;

  await page.goto(resultsPath);
  await expect(appHeader(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Idea" })).toBeVisible();

  // The per-user send limit answers 429 with Retry-After: the person reads how long to wait and
  // keeps what they typed.
  await page.route("**/api/analyses/*/chat", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          headers: { "Retry-After": "42" },
          json: {
            error: {
              code: "rate_limited",
              message: "Too many requests. Please try again in a minute.",
            },
          },
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Ask AI Questions" }).click();
  const dialog = page.getByRole("dialog", { name: "Chat with AI Assistant" });
  const box = dialog.getByRole("textbox", { name: "Your question" });
  await box.fill("Which competitor is cheapest?");
  await box.press("Enter");
  await expect(
    page.getByText("You're sending questions too quickly. Try again in 42 seconds."),
  ).toBeVisible();
  await expect(box).toHaveValue("Which competitor is cheapest?");
  await page.unroute("**/api/analyses/*/chat");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page
    .getByRole("navigation", { name: "Report actions" })
    .getByRole("link", { name: "New Analysis" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize(PHONE);
  await page.goto(resultsPath);
  await expect(page.getByRole("heading", { name: "Your Idea" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoHorizontalOverflow(page, resultsPath);
});
