import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The newest mail of `kind` to `email` in the e2e server's outbox (DATA_DIR/outbox). */
export function outboxMail(email: string, kind: string): { text: string } | undefined {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const dir = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      to: string;
      kind: string;
      text: string;
    };
    if (mail.to === email && mail.kind === kind) return mail;
  }
  return undefined;
}

/**
 * Confirms the e-mail as a founder would: the link from the sign-up mail opened in another tab,
 * then back to the app's tab, which looks again when it regains focus.
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  let mail: { text: string } | undefined;
  await expect
    .poll(() => (mail = outboxMail(email, "verify-email")), { timeout: 10_000 })
    .toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab.getByText("E-mail verified.")).toBeVisible();
  await tab.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
}
