import { expect, test } from "@playwright/test";

/**
 * A visitor who ran the free preview, left and came back within the hour finds it again on the
 * landing page: the idea in the box, the result with its sign-up call to action. The preview is
 * planted in local storage as the landing page stores it, so this never asks the server for one
 * (one per client address per hour, which analysis.spec.ts needs).
 */

const IDEA =
  "A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS.";
const teaser = {
  idea: IDEA,
  mode: "ai",
  metadata: { totalCompetitors: 1, totalPlatformFeedback: 2, totalInsights: 1, totalEvidence: 5 },
  competitors: [
    {
      name: "Slotback",
      description: "Fills cancelled appointments from a waitlist.",
      pricing: { value: "$29/month", isEstimate: false },
      estimatedDownloads: null,
      estimatedARR: null,
      topFeatures: ["SMS waitlist"],
    },
  ],
  platformFeedback: [
    { platform: "reddit", total: 2, comments: [{ opening: "Our clinic loses two slots a day" }] },
  ],
  marketSummary: {
    marketOpportunity: "Independent clinics lose revenue to late cancellations.",
    keyTakeaways: [],
  },
  warnings: [],
};

/** Runs in the browser before the page's scripts, on the first load only. */
function plant(args: { teaser: typeof teaser; minutesAgo: number }) {
  if (sessionStorage.getItem("planted")) return;
  sessionStorage.setItem("planted", "1");
  const at = Date.now() - args.minutesAgo * 60_000;
  localStorage.setItem("demo_used_at", String(at));
  localStorage.setItem(
    `preview_${at}`,
    JSON.stringify({ idea: args.teaser.idea, preview: args.teaser, timestamp: at }),
  );
}

test("back within the hour: the last preview, its idea and its sign-up button are there; a new run waits", async ({
  page,
}) => {
  const previewCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/preview")) previewCalls.push(request.method());
  });
  await page.addInitScript(plant, { teaser, minutesAgo: 20 });
  await page.goto("/");

  const preview = page.getByRole("region", { name: "Your free preview" });
  await expect(preview.getByText(IDEA)).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Similar competitors (1)" })).toBeVisible();
  await expect(preview.getByText("Slotback")).toBeVisible();
  await expect(
    preview.getByText("Independent clinics lose revenue to late cancellations."),
  ).toBeVisible();
  await expect(page.getByLabel("Describe your startup or SaaS idea")).toHaveValue(IDEA);
  await expect(page.getByText("Your last preview is below.")).toBeVisible();

  // Another run within the hour is still refused, and the result stays.
  await page.getByRole("button", { name: "Analyze My Idea - Free Preview" }).click();
  await expect(page.getByText(/Please wait 40 minutes before trying again/)).toBeVisible();
  await expect(preview.getByText("Slotback")).toBeVisible();

  // Its call to action carries this preview to sign-up.
  const key = await page.evaluate(() =>
    Object.keys(localStorage).find((name) => name.startsWith("preview_")),
  );
  await preview.getByRole("button", { name: "Sign Up Free - Get 1 Free Report Monthly" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?tab=signup&import=${key}$`));
  expect(previewCalls).toEqual([]);
});

test("after the hour the box is empty again for a new preview", async ({ page }) => {
  await page.addInitScript(plant, { teaser, minutesAgo: 61 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel("Describe your startup or SaaS idea")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Your free preview" })).toHaveCount(0);
});
