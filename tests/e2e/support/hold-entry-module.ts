import type { Page } from "@playwright/test";

/**
 * Holds the app's entry module back, as a slow phone network would, so a test can act on the
 * server's HTML before the page's scripts run. Call the returned function to let it through.
 */
export async function holdEntryModule(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
