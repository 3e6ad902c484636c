import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { analysisDetailSchema } from "../../src/contract/analysis.ts";
import { signUp } from "./support/accounts.ts";

const IDEA =
  "Invoicing for freelance designers that chases late payments politely on their behalf.";

test("a founder reads the interview kit on a finished report and exports it in Markdown", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page, "e2e-kit");
  await page.goto("/dashboard");
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const analysisId = new URL(page.url()).searchParams.get("analysis")!;

  await page.goto(`/results/${analysisId}`);
  const heading = page.getByRole("heading", { name: "Interview kit", level: 2 });
  await expect(heading).toBeVisible();
  const section = page.locator("section", { has: heading });
  const questions = section
    .getByRole("listitem")
    .filter({ hasText: /^Tell me about the last time/ });
  await expect(questions.first()).toBeVisible();
  // The model wrote the questions: each links to the quotes it cites, in the report's evidence list.
  const citation = questions
    .first()
    .getByRole("link", { name: /^Evidence \d+$/ })
    .first();
  const target = (await citation.getAttribute("href"))!.slice(1);
  await citation.click();
  await expect(page.locator(`[id="${target}"]`)).toBeVisible();
  await expect(section.getByRole("heading", { name: "Where these people gather" })).toBeVisible();
  await expect(section.getByText(/Do not message the people quoted/)).toBeVisible();

  // Every thread and community links where the report's own quotes came from.
  const detail = analysisDetailSchema.parse(
    await (await page.request.get(`/api/analyses/${analysisId}`)).json(),
  );
  if (detail.results?.kind !== "report") throw new Error("expected a current report");
  const kit = detail.results.report.interviewKit!;
  expect(kit.writtenBy).toBe("model");
  const sourceUrls = new Set(detail.results.report.sources.map((source) => source.url));
  for (const pain of kit.pains)
    for (const thread of pain.threads) expect(sourceUrls.has(thread.url)).toBe(true);

  await heading.scrollIntoViewIfNeeded();
  await section.screenshot({ path: "test-results/interview-kit-1280.png" });
  await page.setViewportSize({ width: 360, height: 740 });
  await heading.scrollIntoViewIfNeeded();
  await section.screenshot({ path: "test-results/interview-kit-360.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "More formats" }).first().click();
  await page.getByRole("menuitem", { name: "Download Markdown" }).click();
  const markdown = readFileSync((await (await downloadPromise).path())!, "utf8");
  expect(markdown).toContain("## Interview kit");
  for (const pain of kit.pains) {
    expect(markdown).toContain(`### ${pain.title}`);
    for (const { question, evidenceIds } of pain.questions)
      expect(markdown).toContain(evidenceIds.length > 0 ? `${question} — Sources: ` : question);
  }
  for (const community of kit.communities) expect(markdown).toContain(community.url);
});
