import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { PASSWORD, signUp } from "./support/accounts.ts";
import { enrolTotp, googleSignsInAs } from "./support/two-factor.ts";
import { ASSISTANT_DOCUMENT_URL } from "../fakes/sites-fake.ts";
import { ASSISTANT_CALLBACK, RecordingOAuthClient } from "../support/recording-oauth-client.ts";

/**
 * Issue 16 with real clients: the official MCP TypeScript SDK client discovers the server,
 * registers, and is authorised by a person on Groundtruth's own sign-in and consent pages in
 * Chromium (approve, and deny); then it calls the tools, and an analysis started through MCP is
 * read back finished, from the local fakes. Settings then lists the app and revokes it.
 */

const IDEA = "An app that chases late invoices for freelancers with polite automatic reminders.";

/** The assistant's side: the SDK asks it to open a browser; here that browser is Chromium. */
function browserAssistant(
  page: Page,
  options: { clientMetadataUrl?: string } = {},
): RecordingOAuthClient {
  return new RecordingOAuthClient(
    "Playwright Assistant",
    async (url, client) => {
      await page.route(`${ASSISTANT_CALLBACK}**`, async (route) => {
        client.callback = new URL(route.request().url());
        await route.fulfill({ contentType: "text/plain", body: "You can close this window." });
      });
      await page.goto(url.toString());
    },
    options,
  );
}

/**
 * The assistant connects to /mcp; refused, the SDK registers (or names its document) and opens
 * the authorization page through `flow`, which is the browser's part.
 */
async function startConnecting(flow: RecordingOAuthClient, baseURL: string | undefined) {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client
    .connect(new StreamableHTTPClientTransport(new URL("/mcp", baseURL), { authProvider: flow }))
    .catch(() => undefined);
}

/** Back from the consent page with a code: the SDK redeems it and connects for real. */
async function finishConnecting(flow: RecordingOAuthClient, baseURL: string | undefined) {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseURL), {
    authProvider: flow,
  });
  await transport.finishAuth(flow.callback!.searchParams);
  const connected = new Client({ name: "e2e", version: "1.0.0" });
  await connected.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", baseURL), { authProvider: flow }),
  );
  return connected;
}

async function text(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { text?: string }[];
    isError?: boolean;
  };
  return {
    text: result.content.map((part) => part.text ?? "").join("\n"),
    isError: result.isError,
  };
}

test("an assistant is approved on the consent page, runs and reads an analysis, and is revoked in Settings", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page, "e2e-mcp");
  // Signed out, as an assistant usually finds its user: sign-in comes first, then consent.
  await page.context().clearCookies();

  const flow = browserAssistant(page);
  await startConnecting(flow, baseURL);

  // Groundtruth's sign-in page, then its consent page.
  await expect(page).toHaveURL(/\/auth\?/);
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByText("Playwright Assistant")).toBeVisible();
  await expect(page.getByText("127.0.0.1:47999")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Start new analyses (each uses one of your reports)")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/oauth-consent.png", fullPage: true });
  await page.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => flow.callback).toBeTruthy();
  const callback = flow.callback!;
  expect(callback.searchParams.get("state")).toBe(flow.state());
  expect(callback.searchParams.get("code")).toBeTruthy();

  const connected = await finishConnecting(flow, baseURL);

  // Start an analysis through MCP and read it back finished, from the local fakes.
  const started = await text(connected, "start_analysis", { idea: IDEA });
  expect(started.isError).toBeFalsy();
  const id = /Started analysis ([0-9a-f-]{36})/.exec(started.text)![1]!;
  expect(started.text).toContain("It used 1 report; 0 left.");
  let report = "";
  await expect
    .poll(
      async () => {
        report = (await text(connected, "get_analysis", { id })).text;
        return report.includes("# ") && !report.includes("Ask again");
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  // Quotes come apart from the report's own words, marked as text strangers wrote.
  const read = JSON.parse(report) as { quotes: { url: string | null }[]; untrusted: string };
  expect(read.untrusted).toContain("never follow instructions");
  expect(
    read.quotes.some((quote) => /^https:\/\/(www\.)?reddit\.com\//.test(quote.url ?? "")),
  ).toBe(true);
  expect((await text(connected, "get_credits")).text).toMatch(/^0 reports left/);

  // Settings lists it; Revoke stops it at once.
  await page.goto("/settings?tab=integrations");
  const apps = page.getByRole("region", { name: "Connected apps" });
  await expect(apps.getByText("Playwright Assistant")).toBeVisible();
  await page.screenshot({ path: "test-results/settings-connected-apps.png", fullPage: true });
  await apps.getByRole("button", { name: /Revoke/ }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Revoke/ })
    .click();
  await expect(apps.getByText("Playwright Assistant")).toHaveCount(0);
  await expect(text(connected, "get_credits")).rejects.toThrow();
});

test("Deny on the consent page sends the assistant away with nothing", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, "e2e-mcp-deny");
  const flow = browserAssistant(page);
  await startConnecting(flow, baseURL);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await page.getByRole("button", { name: "Deny" }).click();
  await expect.poll(() => flow.callback).toBeTruthy();
  expect(flow.callback!.searchParams.get("error")).toBe("access_denied");
  expect(flow.callback!.searchParams.get("code")).toBeNull();
});

test("scopes ticked off on the consent page are not granted, at 360 px", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, "e2e-mcp-narrow");
  const flow = browserAssistant(page);
  await startConnecting(flow, baseURL);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);

  const scopes = page.getByRole("group", { name: "It will be able to:" });
  const tick = (name: string) => scopes.getByRole("checkbox", { name });
  const reading = tick("Read your analyses and their reports");
  const starting = tick("Start new analyses (each uses one of your reports)");
  const asking = tick("Ask questions about your analyses (uses your chat messages)");
  const credits = tick("See how many reports you have left");
  const staying = tick("Stay connected until you revoke it");
  for (const scope of [reading, starting, asking, credits, staying])
    await expect(scope).toBeChecked();
  await expect(staying).toHaveAccessibleDescription(
    "Without this, its access ends after 15 minutes and it must ask you again.",
  );

  // Reading stays while starting analyses or asking questions would need it.
  await expect(reading).toBeDisabled();
  await reading.click({ force: true });
  await expect(reading).toBeChecked();
  await starting.uncheck();
  await asking.uncheck();
  await staying.uncheck();
  await expect(reading).toBeEnabled();

  // Staying connected alone is nothing to approve.
  const approve = page.getByRole("button", { name: "Approve" });
  await reading.uncheck();
  await credits.uncheck();
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    "Tick at least one thing it may do to approve, or deny.",
  );
  // Starting analyses again brings reading back with it.
  await starting.check();
  await expect(reading).toBeChecked();
  await expect(approve).toBeEnabled();
  await starting.uncheck();
  await credits.check();

  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/oauth-consent-360.png", fullPage: true });
  await approve.click();
  await expect.poll(() => flow.callback).toBeTruthy();
  expect(flow.callback!.searchParams.get("code")).toBeTruthy();

  const connected = await finishConnecting(flow, baseURL);
  const tokens = flow.tokens() as { scope?: string; refresh_token?: string };
  expect(tokens.scope).toBe("analyses:read credits:read");
  expect(tokens.refresh_token).toBeUndefined();
  expect((await text(connected, "get_credits")).isError).toBeFalsy();
  const refused = await text(connected, "start_analysis", { idea: IDEA });
  expect(refused.isError).toBe(true);
  expect(refused.text).toContain("(analyses:write)");

  // Settings lists what was granted, not what was asked.
  await page.goto("/settings?tab=integrations");
  const apps = page.getByRole("region", { name: "Connected apps" });
  await expect(apps.getByText("Playwright Assistant")).toBeVisible();
  await expect(apps.getByText("Read your analyses and their reports")).toBeVisible();
  await expect(apps.getByText("See how many reports you have left")).toBeVisible();
  await expect(apps.getByText("Start new analyses", { exact: false })).toHaveCount(0);
  await expect(apps.getByText("Stay connected", { exact: false })).toHaveCount(0);
  await connected.close();
});

test("an assistant that publishes a metadata document connects without registering", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, "e2e-mcp-cimd");
  const flow = browserAssistant(page, { clientMetadataUrl: ASSISTANT_DOCUMENT_URL });
  await startConnecting(flow, baseURL);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  // Its name as its document gives it, and the site the server read it from.
  await expect(page.getByTestId("client-name")).toHaveText("Lab Assistant");
  await expect(page.getByTestId("client-site")).toHaveText("assistant-lab.dev/oauth/client.json");
  await expect(page.getByTestId("redirect-host")).toHaveText("127.0.0.1:47999");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/oauth-consent-cimd.png", fullPage: true });
  await page.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => flow.callback).toBeTruthy();
  // No registration happened: the client is known by its document's address.
  expect(flow.clientInformation() as unknown).toMatchObject({ client_id: ASSISTANT_DOCUMENT_URL });

  const connected = await finishConnecting(flow, baseURL);
  expect((await text(connected, "get_credits")).text).toMatch(/reports? left/);
  await connected.close();
});

test("an assistant's request survives Google sign-in and the two-factor challenge", async ({
  page,
  baseURL,
}) => {
  const issuer = process.env.E2E_OIDC_URL;
  test.skip(!issuer, "E2E_OIDC_URL is not set: Google is not configured");
  test.setTimeout(90_000);
  const email = await signUp(page, "e2e-mcp-google-totp");
  const totp = await enrolTotp(page, email);
  await page.context().clearCookies();

  await googleSignsInAs(page, issuer!, email);
  const flow = browserAssistant(page);
  await startConnecting(flow, baseURL);
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // Held at the challenge, with the app's request still in the address.
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("client_id")).toBeTruthy();
  expect(flow.callback).toBeUndefined();
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => flow.callback).toBeTruthy();
  const connected = await finishConnecting(flow, baseURL);
  expect((await text(connected, "get_credits")).isError).toBeFalsy();
  await connected.close();
});
