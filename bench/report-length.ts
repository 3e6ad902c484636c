// `npm run bench:report`: how long a report reads, the way a founder meets it. Starts the app on
// the demo's fakes (model on), signs up, confirms the e-mail from the outbox, runs a full report
// of each development market's idea, and prints per report: page height at 1280 and 360 px (and
// in screens of 900 and 760 px; at 1280 px also with every section folded by "Fold all sections"),
// what the first screen at 1280 px shows whole, and the page count of "Download PDF" (Chromium's
// print, A4, the print stylesheet, lists folded as on screen; the evidence appendix is apart). Issue 24's targets: the verdict, three pains and
// competitors visible without scrolling at 1280 px; at most 6 screens at 1280 px with sections
// folded; a PDF of at most 12 pages without the evidence appendix.
// At 360 px it prints what the first screen shows too; `--shots DIR` saves both first screens
// and the Stack Exchange and App Store quotes, and the PDF.
//   CHROME_PATH=/usr/bin/chromium npm run bench:report [-- --market slug] [--shots DIR]
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { startDemoServices } from "../tests/fakes/demo-services.ts";
import { MARKETS } from "../tests/fakes/markets/corpus.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { freePort } from "../tests/support/free-port.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 760 };
const args = process.argv.slice(2);
const only = args.includes("--market") ? args[args.indexOf("--market") + 1] : undefined;
const shots = args.includes("--shots") ? args[args.indexOf("--shots") + 1] : undefined;

function confirmationLink(dataDir: string, email: string): string {
  for (const file of readdirSync(path.join(dataDir, "outbox")).sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(dataDir, "outbox", file), "utf8")) as {
      to: string;
      kind: string;
      text: string;
    };
    if (mail.to === email && mail.kind === "verify-email")
      return /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
  }
  throw new Error(`no confirmation mail for ${email}`);
}

async function signUp(page: Page, origin: string, dataDir: string): Promise<void> {
  const email = `bench-report-${Date.now()}@example.com`;
  await page.goto(`${origin}/auth?tab=signup`, { waitUntil: "networkidle" });
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill("bench-password-123");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.waitForTimeout(1_000);
  await page.goto(confirmationLink(dataDir, email));
}

/**
 * What the first screen shows whole: the score, how many of the glance's pains (each with its
 * quote) and closest competitors, and whether this week's steps start on it.
 */
async function firstScreen(page: Page, height: number): Promise<string> {
  return page.evaluate((height) => {
    const whole = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height;
    };
    const count = (selector: string) => {
      const all = [...document.querySelectorAll(selector)];
      return `${all.filter(whole).length}/${all.length}`;
    };
    const score = document.querySelector('main [role="img"][aria-label^="Validation score"]');
    const steps = [...document.querySelectorAll("main h2, main h3, main h4")].find(
      (heading) => heading.textContent?.trim() === "This week",
    );
    return [
      `score ${score && whole(score) ? "yes" : "no"}`,
      `pains ${count('[data-glance="pain"]')}`,
      `competitors ${count('[data-glance="competitor"]')}`,
      `this week ${steps && whole(steps) ? "yes" : "no"}`,
    ].join(" · ");
  }, height);
}

ensureBuild();
const services = await startDemoServices({ ai: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "gt-bench-report-"));
const port = await freePort();
const app = await startAppServer({
  port,
  dataDir,
  env: { ...services.env, AUTH_THROTTLE_MULTIPLIER: "100" },
});
services.attachApp(app.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
});
try {
  console.log(
    "market               1280 px (screens)   folded (screens)   360 px (screens)   PDF pages   first screen at 1280 px",
  );
  for (const market of MARKETS.filter((candidate) => !only || candidate.slug === only)) {
    // A fresh account each: one free report a month.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(page, app.url, dataDir);
    await page.goto(`${app.url}/dashboard`, { waitUntil: "networkidle" });
    await page.getByLabel("Describe your startup idea").fill(market.idea);
    await page.getByRole("button", { name: "Analyze Idea" }).click();
    await page.waitForURL(/analysis=/);
    const id = new URL(page.url()).searchParams.get("analysis");
    await page.getByRole("heading", { name: "Your report" }).waitFor({ timeout: 120_000 });
    await page.goto(`${app.url}/results/${id}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Verdict" }).waitFor();
    const desktop = await page.evaluate(() => document.body.scrollHeight);
    const seen = await firstScreen(page, DESKTOP.height);
    if (shots) {
      await page.screenshot({ path: path.join(shots, `${market.slug}-1280.png`) });
      for (const platform of ["stackexchange", "appstore", "bluesky", "githubissues"]) {
        const quotes = page.locator(`[data-platform="${platform}"]`);
        if ((await quotes.count()) > 0)
          await quotes.screenshot({ path: path.join(shots, `${market.slug}-${platform}.png`) });
      }
    }
    const fold = page.getByRole("button", { name: "Fold all sections" });
    await fold.click();
    const folded = await page.evaluate(() => document.body.scrollHeight);
    await page.getByRole("button", { name: "Show all sections" }).click();
    // preferCSSPageSize: the print stylesheet's @page margins apply, as in the browser's print dialog.
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    if (shots) writeFileSync(path.join(shots, `${market.slug}.pdf`), pdf);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    const phone = await page.evaluate(() => document.body.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    const seenOnPhone = await firstScreen(page, PHONE.height);
    if (shots) await page.screenshot({ path: path.join(shots, `${market.slug}-360.png`) });
    console.log(
      `${market.slug.padEnd(20)} ${String(desktop).padStart(7)} (${(desktop / DESKTOP.height).toFixed(1)})   ${String(folded).padStart(7)} (${(folded / DESKTOP.height).toFixed(1)})   ${String(phone).padStart(7)} (${(phone / PHONE.height).toFixed(1)})   ${String(pages).padStart(6)}      ${seen}`,
    );
    console.log(`${"".padEnd(20)} first screen at 360 px: ${seenOnPhone}`);
    await context.close();
  }
  console.log(
    "\nTargets (issue 24): ≤ 6 screens at 1280 px with sections folded; PDF ≤ 12 pages without the appendix;",
  );
  console.log("the verdict, three pains and the competitors on the first screen at 1280 px.");
} finally {
  await browser.close();
  await app.stop();
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
}
