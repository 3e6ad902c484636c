import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { contactMessages } from "../../../src/db/schema.ts";
import { buildTestApp, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";

const valid = {
  name: "  Ada Lovelace ",
  email: "ada@example.com",
  subject: "Question",
  message: "How fresh is the data?",
};

function post(app: ReturnType<typeof buildTestApp>["app"], body: unknown, ip = "10.0.0.1") {
  return app.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

describeEachDatabase("POST /api/contact", (leg) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(leg);
  });
  afterAll(async () => {
    await database?.close();
  });
  let validationCase = 0;

  it("stores a valid message, trimmed, and answers 201", async () => {
    const { app } = buildTestApp(database);
    const response = await post(app, valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await database.db.select().from(contactMessages);
    const stored = rows.find((row) => row.id === id);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Question",
    });
  });

  it.each([
    [{ ...valid, name: "   " }, "Name is required"],
    [{ ...valid, name: "n".repeat(101) }, "Name must be less than 100 characters"],
    [{ ...valid, email: "not-an-email" }, "Invalid email address"],
    [
      { ...valid, email: `${"e".repeat(250)}@example.com` },
      "Email must be less than 255 characters",
    ],
    [{ ...valid, subject: "" }, "Subject is required"],
    [{ ...valid, subject: "s".repeat(201) }, "Subject must be less than 200 characters"],
    [{ ...valid, message: "" }, "Message is required"],
    [{ ...valid, message: "m".repeat(2001) }, "Message must be less than 2000 characters"],
    [{ email: "a@example.com" }, "Name is required"],
  ])("refuses %j with the spec's message", async (body, message) => {
    // The limit is counted in the database across apps: each case comes from its own address.
    const { app } = buildTestApp(database, { config: testConfig({ TRUST_PROXY: "true" }) });
    validationCase += 1;
    const response = await post(app, body, `10.0.1.${validationCase}`);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error).toMatchObject({ code: "validation_failed", message });
  });
});

describeEachDatabase("contact rate limit", (leg) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(leg);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers 429 with Retry-After after 5 messages a minute from one client", async () => {
    const { app } = buildTestApp(database);
    for (let sent = 0; sent < 5; sent += 1) expect((await post(app, valid)).status).toBe(201);
    const refused = await post(app, valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });
});
