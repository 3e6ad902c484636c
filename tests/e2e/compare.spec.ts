import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { buyPack, signUp } from "./support/accounts.ts";

const IDEAS = [
  "A booking app for dog groomers that cuts no-shows with deposits and automatic text reminders.",
  "Invoicing for freelance designers that chases late payments politely on their behalf.",
  "A meal planner for busy parents that builds a weekly grocery list from what kids will eat.",
];

/** Starts the analyses through the API, as the page would, and waits until every one finished. */
async function finishedReports(page: Page, ideas: string[]): Promise<string[]> {
  const ids = await page.evaluate(async (list) => {
    const started: string[] = [];
    for (const idea of list) {
      const response = await fetch("/api/analyses", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ idea }),
      });
      started.push(((await response.json()) as { analysisId: string }).analysisId);
    }
    return started;
  }, ideas);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (list) =>
            Promise.all(
              list.map(async (id) => {
                const response = await fetch(`/api/analyses/${id}`);
                return ((await response.json()) as { status: string }).status;
              }),
            ),
          ids,
        ),
      { timeout: 150_000, intervals: [2_000] },
    )
    .toEqual(ids.map(() => "succeeded"));
  return ids;
}

test("compare three reports and export the comparison", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "e2e-compare");
  await buyPack(page);
  const ids = await finishedReports(page, IDEAS);

  await page.goto("/history");
  await page.getByRole("button", { name: "Compare" }).click();
  const bar = page.getByRole("region", { name: "Compare reports" });
  const compare = bar.getByRole("button", { name: /^Compare/ });
  await expect(compare).toBeDisabled();
  // Picked in this order: the columns follow it.
  await page.getByRole("checkbox", { name: `Compare: ${IDEAS[0]}` }).check();
  await expect(bar).toContainText("Pick at least one more finished report.");
  await page.getByRole("checkbox", { name: `Compare: ${IDEAS[1]}` }).check();
  await page.getByRole("checkbox", { name: `Compare: ${IDEAS[2]}` }).check();
  await expect(compare).toHaveText("Compare 3 reports");
  await compare.click();

  await expect(page).toHaveURL(/\/compare\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Compare ideas" })).toBeVisible();
  const table = page.getByTestId("comparison-table");
  for (const [index, idea] of IDEAS.entries()) {
    const header = table.getByRole("columnheader", { name: new RegExp(idea.slice(0, 30)) });
    await expect(header).toBeVisible();
    // Each column opens its own report.
    await expect(header.getByRole("link", { name: /Open report/ })).toHaveAttribute(
      "href",
      `/results/${ids[index]}`,
    );
  }
  for (const row of ["Score", "Confidence", "Commercial intent", "Competitors", "Spend evidence"])
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${row}`) })).toBeVisible();
  // A leader is marked in words, not by colour alone.
  await expect(table.getByText("Leads").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top pains, in users’ words" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("compare-1280.png"), fullPage: true });

  // The Markdown download is the same document the API exports.
  const actions = page.getByRole("navigation", { name: "Comparison actions" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    actions.getByRole("button", { name: "Download Markdown" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^groundtruth-comparison-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = readFileSync((await download.path())!, "utf8");
  expect(markdown).toContain("# Comparison of ideas");
  for (const idea of IDEAS) expect(markdown).toContain(idea);
  expect(markdown).toMatch(/\| \*\*Score\*\* \|/);
  const comparisonId = new URL(page.url()).pathname.split("/").at(-1)!;
  const served = await page.evaluate(
    async (id) => (await fetch(`/api/comparisons/${id}/markdown`)).text(),
    comparisonId,
  );
  expect(served.replace(/\d{4}-\d{2}-\d{2}/g, "")).toBe(markdown.replace(/\d{4}-\d{2}-\d{2}/g, ""));

  // The chat opens on the comparison and answers across its reports.
  await page.getByRole("button", { name: "Ask AI about these ideas" }).click();
  const chat = page.getByRole("dialog", { name: "Chat with AI Assistant" });
  await chat.getByRole("button", { name: "Which idea shows the most willingness to pay?" }).click();
  await expect(chat.getByTestId("messages-remaining")).toHaveText("49 of 50 messages left", {
    timeout: 60_000,
  });
  await chat.getByRole("button", { name: "Close chat" }).click();

  // Shared read-only: it opens signed out, and stops after revoke.
  await actions.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this comparison" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByLabel("Read-only link").inputValue();
  expect(url).toMatch(/\/shared\/compare\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "Close" }).click();

  const reader = await page.context().browser()!.newPage();
  await reader.goto(url);
  await expect(reader.getByRole("heading", { name: "Compare ideas" })).toBeVisible();
  await expect(reader.getByTestId("comparison-table")).toContainText(IDEAS[0]!.slice(0, 30));
  await expect(reader.getByRole("link", { name: /Open report/ })).toHaveCount(0);
  await reader.setViewportSize({ width: 360, height: 800 });
  await reader.screenshot({
    path: test.info().outputPath("compare-shared-360.png"),
    fullPage: true,
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("compare-360.png"), fullPage: true });
  await actions.getByRole("button", { name: "Share" }).click();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog.getByRole("button", { name: "Create a new link" })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { name: "Comparison not available" })).toBeVisible();
  await reader.close();

  // History lists the comparison above the reports, one click from it.
  const comparisonPath = new URL(page.url()).pathname;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/history");
  const recent = page.getByRole("region", { name: "Your comparisons" });
  await expect(
    recent.getByRole("link", { name: new RegExp(IDEAS[0]!.slice(0, 30)) }),
  ).toHaveAttribute("href", comparisonPath);
});
