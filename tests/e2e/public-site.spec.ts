import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { holdEntryModule } from "./support/hold-entry-module.ts";

/** Each public page with text that must already be in the HTML the server sends. */
const PUBLIC_PAGES = [
  {
    path: "/",
    heading: "Validate Your SaaS Idea in 60 Seconds",
    text: ["Get Started Free", "No credit card required", "Analyze My Idea - Free Preview"],
  },
  { path: "/about", heading: null, text: ["Get Started Free"] },
  { path: "/blog", heading: null, text: ["8 min read"] },
  { path: "/blog/validate-saas-idea-before-coding", heading: null, text: ["8 min read", "Share"] },
  {
    path: "/contact",
    heading: "Get In Touch",
    text: ["Back to Home", "Send Message", "0/2000 characters"],
  },
  { path: "/privacy", heading: null, text: ["November 3, 2025", "Back to Home"] },
  { path: "/terms", heading: null, text: ["October 31, 2025", "Back to Home"] },
  {
    path: "/docs/api",
    heading: "API Reference",
    text: ["/api/analyses", "analyses:write", "Authorization: Bearer"],
  },
  { path: "/integrity", heading: "How we check our evidence", text: ["What is not re-read"] },
];

for (const page of PUBLIC_PAGES) {
  test(`${page.path} arrives as real HTML with its own title, description, canonical URL and Open Graph tags`, async ({
    request,
  }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of [...(page.heading ? [page.heading] : []), ...page.text])
      expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });

  test(`${page.path} renders for a visitor with no serious accessibility violation`, async ({
    page: browserPage,
  }) => {
    const errors: string[] = [];
    browserPage.on("pageerror", (error) => errors.push(error.message));
    await browserPage.goto(page.path);
    await expect(browserPage.locator("h1")).toHaveCount(1);
    if (page.heading)
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
    await expect(browserPage.getByRole("contentinfo")).toBeVisible();
    await expectNoSeriousA11yViolations(browserPage);
    expect(errors).toEqual([]);
  });

  test(`${page.path} fits a 360 px phone without sideways scrolling`, async ({
    page: browserPage,
  }) => {
    await browserPage.setViewportSize({ width: 360, height: 740 });
    await browserPage.goto(page.path);
    const overflow = await browserPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the footer carries the contact e-mail and the Company, Legal and Product links", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  for (const name of [
    "About Us",
    "Blog",
    "Contact Us",
    "Privacy Policy",
    "Terms of Use",
    "Pricing",
    "Referral Program",
    "How we check evidence",
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("a visitor sees Sign In and Sign Up in the header and can reach About, Blog and Pricing", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await header.getByRole("link", { name: "About" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
});

test("an unknown path shows 'Oops! Page not found' with status 404 and a way home", async ({
  page,
}) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Validate Your SaaS Idea in 60 Seconds",
  );
});

test("the blog article's Share button copies the page link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/blog/validate-saas-idea-before-coding");
  await page.getByRole("button", { name: /share/i }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
});

test("the blog list leads to the article", async ({ page }) => {
  await page.goto("/blog");
  await page.locator('a[href="/blog/validate-saas-idea-before-coding"]').first().click();
  await expect(page).toHaveURL(/\/blog\/validate-saas-idea-before-coding$/);
  // The article's module loads after the client-side navigation: wait for its text, not a snapshot of the skeleton.
  await expect
    .poll(async () => (await page.getByRole("article").innerText()).split(/\s+/).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(1500);
});

test("the landing page asks for the session once and loads no toast code until a toast shows", async ({
  page,
}) => {
  const sessionRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/get-session")
      sessionRequests.push(request.url());
  });
  await page.goto("/");
  // The session is asked for once the page is interactive, which a loaded machine can put
  // after the network first goes quiet: wait for it, then make sure no second one follows.
  await expect.poll(() => sessionRequests.length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(sessionRequests).toHaveLength(1);
  // sonner's live region, present whenever its Toaster is mounted (the Share test shows one on first use).
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(0);
});

for (const path of ["/auth", "/pricing", "/contact"]) {
  test(`${path} loads without a Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // /pricing sends a visitor to /auth: the pricing page's modules have loaded by then.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}

test("an idea typed into the landing page before its scripts have loaded survives them", async ({
  page,
}) => {
  const releaseEntry = await holdEntryModule(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("textbox", { name: "Describe your startup or SaaS idea" });
  await box.fill("A waitlist filler for physiotherapists");
  releaseEntry();
  // Live now: the counter counts what was typed before, and typing more goes through React.
  await expect(page.getByText("38/500")).toBeVisible();
  await box.press("End");
  await box.pressSequentially(" by SMS");
  await expect(box).toHaveValue("A waitlist filler for physiotherapists by SMS");
  await expect(page.getByText("45/500")).toBeVisible();
});

test("signing in before the page's scripts have loaded never puts the password in the address bar", async ({
  page,
}) => {
  const releaseEntry = await holdEntryModule(page);
  await page.goto("/auth", { waitUntil: "domcontentloaded" });
  await page.locator('input[type="email"]').first().fill("early@example.com");
  await page.locator('input[type="password"]').first().fill("hunter2-secret");
  const sent = page.waitForRequest((request) => request.method() === "POST");
  await page.locator('input[type="password"]').first().press("Enter");
  expect(new URL((await sent).url()).search).toBe("");
  releaseEntry();
  await page.waitForURL((url) => url.pathname === "/auth");
  expect(page.url()).not.toContain("hunter2");
  expect(page.url()).not.toContain("early%40example.com");
  await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible();
});
