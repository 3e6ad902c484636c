import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { analysisDetailSchema } from "../../src/contract/analysis.ts";
import { SECTION_HEADINGS } from "../../src/contract/export/report-document.ts";
import { isHttpUrl } from "../../src/contract/http-url.ts";
import { NOTION_MESSAGES, SHARE_MESSAGES } from "../../src/contract/integrations.ts";
import { FEEDBACK_PLATFORMS } from "../../src/contract/report.ts";
import type { FakeNotionPageTree } from "../fakes/notion-fake.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { buyPack, signUp } from "./support/accounts.ts";

/**
 * Issue 15 in the browser, against the production build with Notion replaced by the local fake
 * (tests/fakes/notion-fake.ts, started by global-setup.ts): a paying founder connects Notion on
 * the fake's consent page, exports a finished report to a page they pick, and the fake then
 * holds that report whole; share links; the other exports; a free user sees Upgrade Required.
 */

const IDEA = "An app that chases late invoices for freelancers with polite automatic reminders.";

async function runAnalysis(page: Page): Promise<string> {
  await page.goto("/dashboard");
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  return new URL(page.url()).searchParams.get("analysis")!;
}

async function notionPages(title: string): Promise<FakeNotionPageTree[]> {
  const url = new URL("/_fake/pages", process.env.E2E_NOTION_URL);
  url.searchParams.set("title", title);
  const response = await fetch(url);
  return ((await response.json()) as { pages: FakeNotionPageTree[] }).pages;
}

test("a paying founder connects Notion, exports a report to a page they pick, finds it whole, and disconnects", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "e2e-notion");
  await buyPack(page);
  const analysisId = await runAnalysis(page);

  // Settings > Integrations: Notion (Professional, Not Connected) and Crunchbase (Coming Soon).
  await page.goto("/settings?tab=integrations");
  const notionCard = page.getByRole("region", { name: "Notion" });
  await expect(notionCard.getByText("Professional", { exact: true })).toBeVisible();
  await expect(notionCard.getByText("Not Connected")).toBeVisible();
  const crunchbase = page.getByRole("region", { name: "Crunchbase" });
  await expect(crunchbase.getByText("Coming Soon")).toBeVisible();
  await expect(crunchbase.getByRole("button", { name: "Connect Crunchbase" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/integrations-not-connected.png", fullPage: true });

  // Notion's consent page (the fake's): share one page, allow, and come back connected.
  await notionCard.getByRole("link", { name: "Connect Notion" }).click();
  await expect(page.getByRole("button", { name: "Allow access" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Research" }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
  await expect(page.getByText("Connected to Notion")).toBeVisible();
  await expect(notionCard.getByText("Connected", { exact: true })).toBeVisible();
  await expect(notionCard.getByText("Acme Labs")).toBeVisible();
  await page.screenshot({ path: "test-results/integrations-connected.png", fullPage: true });

  // Export from the results page to the page picked in the dialog.
  await page.goto(`/results/${analysisId}`);
  await page.getByRole("button", { name: "Export to Notion" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Export to Notion" });
  await dialog.getByRole("radio", { name: /Research/ }).check();
  await page.screenshot({ path: "test-results/notion-export-dialog.png" });
  await dialog.getByRole("button", { name: "Export", exact: true }).click();
  await expect(dialog.getByText(NOTION_MESSAGES.exported)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("link", { name: "Open in Notion" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await page.screenshot({ path: "test-results/notion-export-done.png" });

  // What the founder finds in Notion: one page under Research, every section in order, every
  // quote whole with its link, and a way back to the report.
  const detail = analysisDetailSchema.parse(
    await (await page.request.get(`/api/analyses/${analysisId}`)).json(),
  );
  if (detail.results?.kind !== "report") throw new Error("expected a current report");
  const report = detail.results.report;
  const [exported, ...more] = await notionPages(detail.ideaText);
  expect(more).toEqual([]);
  // It landed under the page picked in the dialog.
  const [research] = await notionPages("Research");
  expect(
    research!.blocks.some((block) => block.type === "child_page" && block.text === detail.ideaText),
  ).toBe(true);
  const blocks = exported!.blocks;
  expect(blocks.length).toBeGreaterThan(100);
  const headings = blocks.filter((block) => block.type === "heading_2").map((block) => block.text);
  const expected = [
    SECTION_HEADINGS.verdict,
    SECTION_HEADINGS.competitors,
    SECTION_HEADINGS.feedback,
    SECTION_HEADINGS.insights,
    SECTION_HEADINGS.summary,
    SECTION_HEADINGS.strategy,
  ];
  expect(headings.filter((heading) => expected.includes(heading as never))).toEqual(expected);
  const quotes = blocks.filter((block) => block.type === "quote");
  for (const platform of FEEDBACK_PLATFORMS) {
    for (const item of report.platformFeedback[platform]) {
      const holder = quotes.find((block) => block.text.includes(item.comment));
      expect(holder, `${platform} ${item.evidenceId}`).toBeDefined();
      if (isHttpUrl(item.sourceUrl)) expect(holder!.links).toContain(item.sourceUrl);
    }
  }
  const table = blocks.find((block) => block.type === "table");
  for (const competitor of report.competitors)
    expect(table!.children.some((row) => row.text.includes(competitor.name))).toBe(true);
  expect(blocks.slice(-3).flatMap((block) => block.links)).toContain(
    `${new URL(page.url()).origin}/results/${analysisId}`,
  );

  // For review: the report's actions and the Integrations tab on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.keyboard.press("Escape");
  await page.screenshot({ path: "test-results/results-actions-360.png" });
  await page.goto("/settings?tab=integrations");
  await expect(notionCard.getByText("Acme Labs")).toBeVisible();
  await page.screenshot({ path: "test-results/integrations-360.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Disconnect.
  await page.goto("/settings?tab=integrations");
  await notionCard.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText(NOTION_MESSAGES.disconnected)).toBeVisible();
  await expect(notionCard.getByText("Not Connected")).toBeVisible();
  await expect(notionCard.getByRole("link", { name: "Connect Notion" })).toBeVisible();
});

test("a free user sees Upgrade Required; share links open signed out and stop at revoke; Markdown holds every quote", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(page, "e2e-share");
  const analysisId = await runAnalysis(page);

  // The dashboard report carries the exports too: Markdown with every quote and its link.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "More formats" }).click();
  await page.getByRole("menuitem", { name: "Download Markdown" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^groundtruth-.+\.md$/);
  const markdown = readFileSync((await download.path())!, "utf8");
  const detail = analysisDetailSchema.parse(
    await (await page.request.get(`/api/analyses/${analysisId}`)).json(),
  );
  if (detail.results?.kind !== "report") throw new Error("expected a current report");
  for (const platform of FEEDBACK_PLATFORMS)
    for (const item of detail.results.report.platformFeedback[platform])
      if (isHttpUrl(item.sourceUrl)) expect(markdown).toContain(item.sourceUrl);

  // Free: Notion needs the Professional plan.
  await page.goto("/settings?tab=integrations");
  const notionCard = page.getByRole("region", { name: "Notion" });
  await expect(notionCard.getByRole("link", { name: "Upgrade Required" })).toHaveAttribute(
    "href",
    "/pricing",
  );

  // Share: a link a signed-out reader can open, without chat or account data.
  await page.goto(`/results/${analysisId}`);
  await page.getByRole("button", { name: "Share" }).first().click();
  const share = page.getByRole("dialog", { name: "Share this report" });
  await share.getByRole("button", { name: "Create link" }).click();
  const link = await share.getByRole("textbox").inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: "test-results/share-dialog.png" });

  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  const shared = await reader.goto(link);
  expect(shared!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // A whole report, fetched and drawn by a fresh browser while the other worker runs an analysis.
  await expect(reader.getByRole("heading", { name: detail.ideaText })).toBeVisible({
    timeout: 30_000,
  });
  await expect(reader.getByRole("heading", { name: /Similar Competitors/ }).first()).toBeVisible();
  await expect(reader.getByRole("button", { name: "Ask AI Questions" })).toHaveCount(0);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoSeriousA11yViolations(reader);
  await reader.screenshot({ path: "test-results/shared-report.png", fullPage: false });

  await share.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText(SHARE_MESSAGES.revoked)).toBeVisible();
  await reader.reload();
  await expect(reader.getByText(SHARE_MESSAGES.gone)).toBeVisible();
  await stranger.close();
});
