import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { confirmEmail } from "./support/outbox.ts";

/**
 * Every page at a small phone, a common phone, a tablet and a laptop: nothing scrolls sideways
 * and axe finds no serious or critical violation. Each page is opened once and resized in place.
 * A sweep reports every page and width that fails, not just the first.
 *
 * It never runs the landing page's preview: the server allows one per client address per hour,
 * and analysis.spec.ts, run from the same address, needs it.
 */

const WIDTHS = [360, 390, 768, 1280] as const;
const PASSWORD = "correct horse battery";
const IDEA =
  "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.";

type Problems = string[];

/** The elements that stick out past the right edge, outermost first, to name in a failure. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const names: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.getBoundingClientRect().right <= limit + 0.5) continue;
      if (
        element.parentElement &&
        element.parentElement.getBoundingClientRect().right > limit + 0.5
      )
        continue;
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string"
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : "";
      names.push(`${element.tagName.toLowerCase()}${id}${classes}`);
      if (names.length === 3) break;
    }
    return names;
  });
}

/** Two frames, so layout and resize observers have caught up with the new width. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function sweep(
  page: Page,
  problems: Problems,
  path: string,
  ready: (page: Page) => Locator,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth)
      problems.push(
        `${path} at ${width}px scrolls sideways (${scrollWidth}px wide): ${(await overflowingElements(page)).join(", ")}`,
      );
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      problems.push(
        `${path} at ${width}px: ${(error as Error).message.split("\n").slice(0, 12).join("\n")}`,
      );
    }
  }
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).first();

test("public pages fit 360 to 1280 px with no serious accessibility violation", async ({
  page,
}) => {
  // Ten pages, each swept at four widths with axe: 2.8 min on a busy two-core machine.
  test.setTimeout(300_000);
  const problems: Problems = [];
  for (const path of [
    "/",
    "/about",
    "/blog",
    "/blog/validate-saas-idea-before-coding",
    "/contact",
    "/privacy",
    "/terms",
  ])
    await sweep(page, problems, path, h1);
  await sweep(page, problems, "/auth", (current) => current.getByRole("tabpanel"));
  await sweep(page, problems, "/no-such-page", (current) =>
    current.getByText("Oops! Page not found"),
  );
  // /pricing needs a session: a visitor is sent to /auth, and that page must fit too.
  await sweep(page, problems, "/pricing", (current) => current.getByRole("tabpanel"));
  expect(problems).toEqual([]);
});

test("signed-in pages, with a report and a purchase, fit 360 to 1280 px with no serious accessibility violation", async ({
  page,
}) => {
  test.setTimeout(300_000);

  // One account with a confirmed e-mail, a bought pack (for the Billing table) and one report.
  const email = `e2e-viewports-${Date.now()}-${process.pid}@example.com`;
  await page.goto("/auth?tab=signup");
  await page.waitForLoadState("networkidle");
  const panel = page.getByRole("tabpanel");
  await expect(async () => {
    await panel.getByLabel("Email").fill(email);
    await expect(panel.getByLabel("Email")).toHaveValue(email, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await panel.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await confirmEmail(page, email);

  await page.goto("/pricing");
  const professional = page.getByRole("region", { name: "Professional" });
  await professional.getByRole("checkbox").check();
  await professional.getByRole("button", { name: "Buy 10 Reports - $69" }).click();
  await page.getByRole("button", { name: "Pay $69.00" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const id = new URL(page.url()).searchParams.get("analysis");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const problems: Problems = [];
  await sweep(page, problems, `/dashboard?analysis=${id}`, (current) =>
    current.getByRole("heading", { name: "Your report" }),
  );
  await sweep(page, problems, "/history", (current) =>
    current.getByRole("heading", { name: "Analysis History" }),
  );
  await sweep(page, problems, `/results/${id}`, (current) =>
    current.getByRole("heading", { name: "Your Idea" }),
  );
  await sweep(page, problems, "/pricing", (current) =>
    current.getByRole("region", { name: "Professional" }),
  );
  await sweep(page, problems, "/referral", h1);
  await sweep(page, problems, "/settings?tab=profile", (current) => current.getByRole("tabpanel"));
  await sweep(page, problems, "/settings?tab=integrations", (current) =>
    current.getByRole("tabpanel"),
  );
  await sweep(page, problems, "/settings?tab=billing", (current) =>
    current.getByRole("heading", { name: "Purchase history" }),
  );
  expect(problems).toEqual([]);
});
