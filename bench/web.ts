// `npm run bench:web`: builds if needed, serves the build, and opens each page in Chromium with an
// empty cache, recording every JavaScript file it fetches until the network has been idle for a
// while: the files the HTML names, the route modules React Router discovers at start-up, and
// whatever the page imports after hydration. Counting only what the HTML names missed the last two.
//   CHROME_PATH=/usr/bin/chromium npm run bench:web
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { ROOT } from "../scripts/build-inputs.ts";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { freePort } from "../tests/support/free-port.ts";

/** Gzip KB of JavaScript a first visit may load, per page (issue 13 and ADR 0003). */
const BUDGETS_KB: Record<string, number> = { "/": 130, "/auth": 150 };
const PUBLIC_PAGES = ["/", "/about", "/blog", "/contact", "/auth", "/pricing"];
const SIGNED_IN_PAGES = ["/dashboard", "/pricing"];
/** The network counts as settled after this long with no request in flight. */
const IDLE_MS = 1500;
const PASSWORD = "bench-password-123";

const clientDir = path.join(ROOT, "build", "client");

interface Measurement {
  label: string;
  /** Every JavaScript file fetched, in order, with its bytes on the wire and its gzip size. */
  scripts: { url: string; wire: number; gzip: number; discovered: boolean }[];
  /** Files the response names up front: module scripts, modulepreloads, Link headers. */
  named: number;
  sessionRequests: number;
  cspViolations: string[];
  encoding: string;
}

const gzipSizes = new Map<string, number>();
/** The size of the file's gzip form, the budget's unit, whatever encoding the browser chose. */
function gzipSize(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    const file = path.join(clientDir, pathname);
    try {
      size = readFileSync(`${file}.gz`).length;
    } catch {
      // Files under 1 KB are not precompressed and go out as they are.
      size = Math.min(readFileSync(file).length, gzipSync(readFileSync(file), { level: 9 }).length);
    }
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** Resolves once no request has been in flight for IDLE_MS (or after 30 s). */
function networkIdle(cdp: CDPSession, inFlight: Set<string>): Promise<void> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const hardStop = setTimeout(finish, 30_000);
    function finish() {
      clearTimeout(timer);
      clearTimeout(hardStop);
      cdp.off("Network.requestWillBeSent", rearm);
      cdp.off("Network.loadingFinished", rearm);
      cdp.off("Network.loadingFailed", rearm);
      resolve();
    }
    function rearm() {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(finish, IDLE_MS);
    }
    cdp.on("Network.requestWillBeSent", rearm);
    cdp.on("Network.loadingFinished", rearm);
    cdp.on("Network.loadingFailed", rearm);
    rearm();
  });
}

async function measure(
  context: BrowserContext,
  origin: string,
  route: string,
  label: string,
): Promise<Measurement> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

  const requests = new Map<string, { url: string; type: string | undefined; wire: number }>();
  const inFlight = new Set<string>();
  const encodings = new Set<string>();
  const scripts: Measurement["scripts"] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type, wire: 0 });
    inFlight.add(event.requestId);
  });
  cdp.on("Network.responseReceived", (event) => {
    const encoding =
      event.response.headers["content-encoding"] ?? event.response.headers["Content-Encoding"];
    if (event.type === "Script" && encoding) encodings.add(encoding);
  });
  // dataReceived counts body bytes as they arrive on the wire (loadingFinished adds the headers).
  cdp.on("Network.dataReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.wire += event.encodedDataLength;
  });
  cdp.on("Network.loadingFinished", (event) => {
    inFlight.delete(event.requestId);
    const request = requests.get(event.requestId);
    if (!request || request.type !== "Script") return;
    const { pathname } = new URL(request.url);
    if (!request.url.startsWith(origin)) return;
    scripts.push({
      url: pathname,
      wire: request.wire,
      gzip: gzipSize(pathname),
      discovered: false,
    });
  });
  cdp.on("Network.loadingFailed", (event) => inFlight.delete(event.requestId));

  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  let sessionRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/get-session") sessionRequests += 1;
  });

  const response = await page.goto(origin + route, { waitUntil: "load" });
  const html = (await response?.text()) ?? "";
  const linkHeader = (await response?.allHeaders())?.link ?? "";
  await networkIdle(cdp, inFlight);
  await page.close();

  const named = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) named.add(match[1]!);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g))
    named.add(match[1]!);
  for (const match of linkHeader.matchAll(/<(\/assets\/[^>]+\.js)>/g)) named.add(match[1]!);
  for (const script of scripts) script.discovered = !named.has(script.url);
  return {
    label,
    scripts,
    named: named.size,
    sessionRequests,
    cspViolations: [...new Set(cspViolations)],
    encoding: [...encodings].join("+") || "identity",
  };
}

/** Signs up through the form, as a founder would, and returns the signed-in cookies. */
async function signedInState(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/auth?tab=signup`, { waitUntil: "networkidle" });
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(`bench-${Date.now()}@example.com`);
  await panel.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  const state = await context.storageState();
  await page.close();
  return state;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "gt-bench-web-"));
const app = await startAppServer({ port: await freePort(), dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
});
const results: Measurement[] = [];
try {
  for (const route of PUBLIC_PAGES) {
    const context = await browser.newContext();
    results.push(await measure(context, app.url, route, route));
    await context.close();
  }
  const setup = await browser.newContext();
  const storageState = await signedInState(setup, app.url);
  await setup.close();
  for (const route of SIGNED_IN_PAGES) {
    const context = await browser.newContext({ storageState });
    results.push(await measure(context, app.url, route, `${route} (signed in)`));
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  "JavaScript Chromium fetched per page, empty cache, until the network was idle for " +
    `${IDLE_MS / 1000} s.\nKB are gzip (the budget's unit); "wire KB" is what was actually sent ` +
    "(the server picks brotli when the browser offers it).\n",
);
console.log(
  "page".padEnd(22) +
    "JS files".padStart(9) +
    "named".padStart(9) +
    "later".padStart(7) +
    "wire KB".padStart(9) +
    "gzip KB".padStart(9) +
    "budget KB".padStart(11) +
    "  session".padStart(9) +
    "  CSP",
);
let failed = false;
for (const result of results) {
  const gzip = result.scripts.reduce((sum, script) => sum + script.gzip, 0);
  const wire = result.scripts.reduce((sum, script) => sum + script.wire, 0);
  const later = result.scripts.filter((script) => script.discovered).length;
  const budget = BUDGETS_KB[result.label];
  const verdict =
    budget === undefined ? "-" : gzip / 1024 <= budget ? `ok ≤${budget}` : `OVER ${budget}`;
  if (budget !== undefined && gzip / 1024 > budget) failed = true;
  if (result.cspViolations.length > 0) failed = true;
  console.log(
    result.label.padEnd(22) +
      String(result.scripts.length).padStart(9) +
      String(result.named).padStart(9) +
      String(later).padStart(7) +
      kb(wire).padStart(9) +
      kb(gzip).padStart(9) +
      verdict.padStart(11) +
      String(result.sessionRequests).padStart(9) +
      `  ${result.cspViolations.length === 0 ? "ok" : `${result.cspViolations.length} violation(s)`}`,
  );
}
console.log(
  '\n"named": files the HTML or its Link header name; "later": files fetched that they do not name\n(route modules ' +
    'React Router discovers at start-up, lazy imports); "session": /api/auth/get-session requests; "CSP": Content-Security-Policy violations.',
);
if (process.argv.includes("--files") || process.env.BENCH_FILES) {
  for (const result of results) {
    console.log(`\n${result.label} (${result.encoding})`);
    for (const script of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${kb(script.gzip).padStart(6)} KB  ${script.discovered ? "later " : "      "}${script.url}`,
      );
    }
  }
}
for (const result of results) {
  for (const violation of result.cspViolations) console.log(`\n${result.label}: ${violation}`);
}
if (failed) process.exitCode = 1;
