import { expect, test } from "@playwright/test";
import { contactMessages } from "../../src/db/schema.ts";
import { openDatabase } from "../../src/db/client.ts";
import { startAppServer } from "../support/app-server.ts";

test("bad input gets the spec's messages; the counter follows the message", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required").first()).toBeVisible();
  await expect(page.getByText("Invalid email address").first()).toBeVisible();
  await expect(page.getByText("Subject is required").first()).toBeVisible();
  await expect(page.getByText("Message is required").first()).toBeVisible();

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Message").fill("Hello there");
  await expect(page.getByText("11/2000 characters")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveAttribute("maxlength", "2000");
  await expect(page.getByLabel("Name")).toHaveAttribute("maxlength", "100");
});

// Runs its own server so it can stop it and read the embedded database afterwards: the
// message must be stored and must survive the server's shutdown.
test("a valid message is stored, the success toast shows and the form clears", async ({ page }) => {
  test.setTimeout(120_000);
  const app = await startAppServer({ port: Number(process.env.E2E_PORT ?? 4310) + 50 });
  try {
    await page.goto(`${app.url}/contact`);
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("Evidence sources");
    await page.getByLabel("Message").fill("Which subreddits do you search for a B2B idea?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Thank you for your message! We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  } finally {
    expect(await app.stop()).toBe(0);
  }
  const database = await openDatabase({ dataDir: app.dataDir });
  try {
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Evidence sources",
    });
  } finally {
    await database.close();
  }
});
