import { confirmEmail } from "./support/outbox.ts";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

/**
 * Chat about an analysis in the browser, against the fake model: the dashboard's inline Q&A,
 * then the results page's 'Ask AI Questions' dialog. One test, in order, because it needs one
 * finished analysis and each new account has one free report.
 */

const PASSWORD = "correct horse battery";
const IDEA = "A habit tracker for remote teams that turns daily check-ins into team streaks.";

test("inline Q&A and the dialog: streamed answers, falling quota, Shift+Enter, a failed send restored", async ({
  page,
}) => {
  test.setTimeout(150_000);

  await page.goto("/auth?tab=signup");
  await page.waitForLoadState("networkidle");
  const email = `e2e-chat-${Date.now()}-${process.pid}@example.com`;
  await page.getByRole("tabpanel").getByLabel("Email").fill(email);
  await page.getByRole("tabpanel").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await confirmEmail(page, email);

  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });

  // 1. The dashboard's inline Q&A: a suggested question streams an answer that cites the evidence.
  const inline = page.getByRole("region", { name: "Ask about this analysis" });
  await expect(inline.getByText("10 of 10 questions left here.")).toBeVisible();
  await inline
    .getByRole("button", { name: "What do users complain about most?" })
    .or(inline.getByRole("button", { name: "What do Reddit users hate most?" }))
    .first()
    .click();
  const inlineLog = inline.getByRole("log", { name: "Conversation" });
  await expect(inlineLog.locator("[data-role=assistant]").getByRole("link").first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(inline.getByText("9 of 10 questions left here.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 2. The results page's floating button opens the dialog, which shares the count.
  await page.goto(`/results/${new URL(page.url()).searchParams.get("analysis")}`);
  await page.getByRole("button", { name: "Ask AI Questions" }).click();
  const dialog = page.getByRole("dialog", { name: "Chat with AI Assistant" });
  await expect(dialog.getByTestId("messages-remaining")).toHaveText("49 of 50 messages left");
  await expect(
    dialog.getByRole("log", { name: "Conversation" }).locator("[data-role=user]"),
  ).toHaveCount(1);

  // Shift+Enter makes a new line; Enter sends; the answer streams in and the badge falls.
  const box = dialog.getByRole("textbox", { name: "Your question" });
  await box.fill("Who is the cheapest competitor?");
  await box.press("Shift+Enter");
  await box.pressSequentially("And why?");
  await expect(box).toHaveValue("Who is the cheapest competitor?\nAnd why?");
  const streamed: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/chat") && response.request().method() === "POST")
      streamed.push(response.headers()["content-type"] ?? "");
  });
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const answers = dialog.locator("[data-role=assistant]");
  await expect(answers).toHaveCount(2);
  await expect(dialog.getByTestId("messages-remaining")).toHaveText("48 of 50 messages left", {
    timeout: 20_000,
  });
  await expect(answers.last()).toContainText(/evidence/i);
  expect(streamed[0]).toContain("text/event-stream");

  // 3. A send that fails takes the question back out and puts its text back in the box.
  await page.route("**/api/analyses/*/chat", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await box.fill("Will this one get through?");
  await box.press("Enter");
  await expect(page.getByText("Network error. Please check your connection.")).toBeVisible();
  await expect(box).toHaveValue("Will this one get through?");
  await expect(dialog.locator("[data-role=user]")).toHaveCount(2);
  await expect(dialog.getByTestId("messages-remaining")).toHaveText("48 of 50 messages left");

  await page.unroute("**/api/analyses/*/chat");
  await page.route("**/api/analyses/*/chat", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "rate_limited", message: "Rate limit reached for requests" },
          }),
        })
      : route.continue(),
  );
  await box.press("Enter");
  await expect(
    page.getByText("Rate limit exceeded. Please wait a moment and try again."),
  ).toBeVisible();
  await expect(box).toHaveValue("Will this one get through?");
  await page.unroute("**/api/analyses/*/chat");

  // The open dialog, with a conversation in it, has no serious accessibility violation.
  await expectNoSeriousA11yViolations(page);

  // 4. The conversation is kept: reopening the page shows it again.
  await page.reload();
  await page.getByRole("button", { name: "Ask AI Questions" }).click();
  await expect(page.getByRole("dialog").locator("[data-role=user]")).toHaveCount(2);
  await expect(page.getByRole("dialog").getByTestId("messages-remaining")).toHaveText(
    "48 of 50 messages left",
  );
});
