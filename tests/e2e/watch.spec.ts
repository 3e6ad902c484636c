import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  unsubscribeKey,
  unsubscribeUrl,
} from "../../src/server/modules/watches/unsubscribe-link.ts";
import { buyPack, signUp } from "./support/accounts.ts";

const IDEA =
  "A compliance logbook for commercial drone pilots that files flight records and renews waivers on time.";

/** The link a watch e-mail carries, signed as the e2e server signs it (its DATA_DIR secret). */
function signedUnsubscribeLink(watchId: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  return unsubscribeUrl({ appUrl: "", key: unsubscribeKey(secret), watchId });
}

test("watch an idea from its report, manage it in Settings, stop it from the e-mail's link", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "e2e-watch");
  await buyPack(page);
  await page.getByRole("textbox", { name: /idea/i }).fill(IDEA);
  await page.getByRole("button", { name: "Analyze Idea" }).click();
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible({ timeout: 90_000 });
  const analysisId = new URL(page.url()).searchParams.get("analysis");
  await page.goto(`/results/${analysisId}`);

  // Start: monthly, from the report.
  const actions = page.getByRole("navigation", { name: "Report actions" });
  await actions.getByRole("button", { name: "Watch this idea" }).click();
  const dialog = page.getByRole("dialog", { name: "Watch this idea" });
  await expect(dialog.getByText("Each run uses one report")).toBeVisible();
  await dialog.getByText("Every month").click();
  await dialog.getByRole("button", { name: "Start watching" }).click();
  await expect(page.getByText(/^Watching this idea every month\. First run /)).toBeVisible();
  await expect(actions.getByRole("button", { name: "Watching · monthly" })).toBeVisible();

  // Settings lists it with its next run; pause and resume it there.
  await page.goto("/settings?tab=watches");
  const row = page.getByTestId("watch-row");
  await expect(row.getByRole("link", { name: IDEA })).toHaveAttribute(
    "href",
    `/results/${analysisId}`,
  );
  await expect(row.getByTestId("watch-status")).toHaveText(/^Next run [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await row.getByRole("button", { name: "Pause" }).click();
  await expect(row.getByTestId("watch-status")).toHaveText("Paused");
  await row.getByRole("button", { name: "Resume" }).click();
  await expect(row.getByTestId("watch-status")).toHaveText(/^Next run /);
  await row.getByRole("combobox", { name: "How often" }).selectOption("weekly");
  await expect(page.getByText("Now every week.")).toBeVisible();

  // The e-mail's unsubscribe link works without signing in, and only after a click.
  const { items } = (await (await page.request.get("/api/watches")).json()) as {
    items: { id: string }[];
  };
  const link = signedUnsubscribeLink(items[0]!.id);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(IDEA)).toBeVisible();
  expect((await page.request.get("/api/watches").then((r) => r.json())).items).toHaveLength(1);
  await visitor.getByRole("button", { name: "Stop e-mails about this idea" }).click();
  await expect(visitor.getByText("You will get no more e-mails about this idea.")).toBeVisible();
  // A tampered link is refused in words.
  await visitor.goto(link.replace(/signature=[^&]+/, "signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
  await expect(visitor.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
  await visitor.close();

  await page.reload();
  await expect(page.getByText("You are not watching any idea yet.")).toBeVisible();

  // Watch again from the report, then stop it there.
  await page.goto(`/results/${analysisId}`);
  await actions.getByRole("button", { name: "Watch this idea" }).click();
  await dialog.getByRole("button", { name: "Start watching" }).click();
  await actions.getByRole("button", { name: "Watching · weekly" }).click();
  const watching = page.getByRole("dialog", { name: "Watching this idea" });
  await expect(watching.getByTestId("watch-status")).toHaveText(/^Next run /);
  await watching.getByRole("button", { name: "Stop watching" }).click();
  await expect(page.getByText("Stopped watching this idea.", { exact: false })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Watch this idea" })).toBeVisible();
});
