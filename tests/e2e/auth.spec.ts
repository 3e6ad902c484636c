import { expect, test, type Page } from "@playwright/test";
import { freshEmail, PASSWORD } from "./support/accounts.ts";
import { outboxMail } from "./support/outbox.ts";
import { enrolTotp, googleSignsInAs } from "./support/two-factor.ts";

/**
 * Accounts and sign-in through the browser. Expects the app built and running at baseURL with
 * its DATA_DIR in E2E_DATA_DIR (mail lands in DATA_DIR/outbox) and, for the Google test,
 * Google pointed at the local OpenID Connect provider whose issuer is in E2E_OIDC_URL.
 */

/** /auth is prerendered: wait for hydration (the session and config checks) before typing. */
async function openAuth(page: Page, query = ""): Promise<void> {
  await page.goto(`/auth${query}`);
  await page.waitForLoadState("networkidle");
}

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password").fill(password);
}

async function signUp(page: Page, email: string, password = PASSWORD, query = ""): Promise<void> {
  await openAuth(page, `?tab=signup${query ? `&${query}` : ""}`);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Account created! You can now log in.")).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAuth(page);
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The public header follows once the session is gone.
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

test("sign up lands on the dashboard; sign out goes home; sign in welcomes back", async ({
  page,
}) => {
  const email = freshEmail("e2e-signup");
  await signUp(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A signed-in visitor to /auth goes straight to the dashboard.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a wrong password shows the server's message and stays on /auth", async ({ page }) => {
  const email = freshEmail("e2e-wrong");
  await signUp(page, email);
  await signOut(page);
  await signIn(page, email, "not the password");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test("a throttled sign-in shows the server's wait message", async ({ page }) => {
  // Real throttling counts per address too, and every test here shares 127.0.0.1: the API
  // tests prove the 429; this one proves the page tells the user what it says.
  const message = "Too many failed sign-in attempts. Please wait a minute and try again.";
  await page.route("**/api/auth/sign-in/email", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "42" },
      json: { code: "TOO_MANY_ATTEMPTS", message, error: { code: "rate_limited", message } },
    }),
  );
  await signIn(page, freshEmail("e2e-throttled"), "not the password");
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test("sign-up refuses a password shorter than 6 characters", async ({ page }) => {
  await openAuth(page, "?tab=signup");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await fillCredentials(page, freshEmail("e2e-short"), "12345");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("tabpanel").getByLabel("Email")).toHaveAttribute("type", "email");
});

test("signing up with ?plan=paid lands on /pricing", async ({ page }) => {
  await signUp(page, freshEmail("e2e-paid"), PASSWORD, "plan=paid");
  await expect(page).toHaveURL(/\/pricing$/);
});

test("a protected route while signed out goes to /auth, and Back does not return to it", async ({
  page,
}) => {
  await page.goto("/");
  await page.goto("/history");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("signing out in one tab signs the other tabs out", async ({ page, context }) => {
  await signUp(page, freshEmail("e2e-tabs"));
  const other = await context.newPage();
  await other.goto("/history");
  await expect(other.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(other).toHaveURL(/\/auth$/);
});

test("the next user signing in within the same tab never sees the previous user's data", async ({
  page,
}) => {
  const first = freshEmail("e2e-first");
  const second = freshEmail("e2e-second");
  await signUp(page, second);
  await signOut(page);
  await signUp(page, first);
  // From here on only in-app navigation, so nothing but the app itself forgets the first user.
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByTestId("profile-email")).toHaveText(first);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await fillCredentials(page, second, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByTestId("profile-email")).toHaveText(second);
});

test("a session the server refuses on refresh ends cleanly", async ({ page }) => {
  await signUp(page, freshEmail("e2e-refused"));
  await page.goto("/history");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.route("**/api/auth/get-session*", (route) =>
    route.fulfill({ status: 403, json: { code: "FORBIDDEN", message: "Session refused" } }),
  );
  // Another tab's auth event makes this one check its session again.
  await page.evaluate(() => {
    const channel = new BroadcastChannel("groundtruth-auth");
    channel.postMessage("signed-in");
    channel.close();
  });
  await expect(page).toHaveURL(/\/auth$/);
  await page.unroute("**/api/auth/get-session*");
  // Signed out for real, not just hidden: the server no longer knows the session.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a session that ended behind the tab's back sends the next API call to /auth", async ({
  page,
  context,
}) => {
  await signUp(page, freshEmail("e2e-expired"));
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  await context.clearCookies();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("Google sign-in through the local OpenID Connect provider", async ({ page }) => {
  test.skip(!process.env.E2E_OIDC_URL, "E2E_OIDC_URL is not set: Google is not configured");
  await openAuth(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("TOTP enrolment in settings, then a challenge at sign-in", async ({ page }) => {
  const email = freshEmail("e2e-totp");
  await signUp(page, email);
  const totp = await enrolTotp(page, email);

  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  // A reload within the challenge's lifetime keeps it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Google sign-in of a user with TOTP enrolled meets the same challenge", async ({ page }) => {
  const issuer = process.env.E2E_OIDC_URL;
  test.skip(!issuer, "E2E_OIDC_URL is not set: Google is not configured");
  const email = freshEmail("e2e-google-totp");
  await signUp(page, email);
  // Google joins an existing account only once its address is confirmed.
  let mail: { text: string } | undefined;
  await expect
    .poll(() => (mail = outboxMail(email, "verify-email")), { timeout: 10_000 })
    .toBeDefined();
  await page.goto(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const totp = await enrolTotp(page, email);
  await signOut(page);

  await googleSignsInAs(page, issuer!, email);
  await openAuth(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/auth\?two-factor=1$/);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Google for an e-mail whose password account is not confirmed says what to do", async ({
  page,
}) => {
  const issuer = process.env.E2E_OIDC_URL;
  test.skip(!issuer, "E2E_OIDC_URL is not set: Google is not configured");
  const email = freshEmail("e2e-unlinked");
  await signUp(page, email);
  await signOut(page);
  await googleSignsInAs(page, issuer!, email);
  await openAuth(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(
    page.getByText("This e-mail already has an account. Sign in with your password"),
  ).toBeVisible();
});

test("a two-factor challenge that is no longer pending sends back to sign in", async ({ page }) => {
  await openAuth(page, "?two-factor=1");
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("This sign-in has expired. Please sign in again.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/auth$/);
});

test("an account made with Google turns two-factor on without a password", async ({ page }) => {
  const issuer = process.env.E2E_OIDC_URL;
  test.skip(!issuer, "E2E_OIDC_URL is not set: Google is not configured");
  const email = freshEmail("e2e-google-only");
  await googleSignsInAs(page, issuer!, email);
  await openAuth(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await enrolTotp(page, email, null);
  await expect(
    page.getByRole("button", { name: "E-mail me a link to set a password" }),
  ).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
});

test("the verification link confirms the e-mail in settings; a broken one says so", async ({
  page,
}) => {
  const email = freshEmail("e2e-verify");
  await signUp(page, email);
  let mail: { text: string } | undefined;
  await expect
    .poll(() => (mail = outboxMail(email, "verify-email")), { timeout: 10_000 })
    .toBeDefined();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const broken = new URL(link);
  broken.searchParams.set("token", `${link.searchParams.get("token")}x`);
  await page.goto(broken.toString());
  await expect(page).toHaveURL(/\/settings\?error=/);
  await expect(page.getByText("That verification link is invalid or has expired.")).toBeVisible();
  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("E-mail verified.")).toBeVisible();
});

test("password reset through the link in the outbox", async ({ page }) => {
  const email = freshEmail("e2e-reset");
  await signUp(page, email);
  await signOut(page);
  await openAuth(page);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we sent a link" })).toBeVisible();

  let mail: { text: string } | undefined;
  await expect
    .poll(() => (mail = outboxMail(email, "reset-password")), { timeout: 10_000 })
    .toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?.*token=/);
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset. You can now sign in.")).toBeVisible();

  await signIn(page, email, "a brand new password");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("account deletion signs out and refuses the next sign-in", async ({ page }) => {
  const email = freshEmail("e2e-delete");
  await signUp(page, email);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
