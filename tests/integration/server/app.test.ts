import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { buildTestApp, testConfig } from "../../support/test-app.ts";
import { createTestDatabase } from "../../support/test-database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await database?.close();
});

describe("health", () => {
  it("answers /healthz and /readyz while the database is reachable", async () => {
    const { app } = buildTestApp(database);
    expect((await app.request("/healthz")).status).toBe(200);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "ok" });
  });

  it("reports not ready with 503 when the database cannot be reached", async () => {
    const unreachable = {
      ...database,
      ping: () => Promise.reject(new Error("connection refused")),
    };
    const { app } = buildTestApp(unreachable);
    const response = await app.request("/readyz");
    expect(response.status).toBe(503);
    expect((await app.request("/healthz")).status).toBe(200);
  });
});

describe("security headers", () => {
  // The Content-Security-Policy comes with HTML documents: see serve-web.test.ts.
  it("sends the usual hardening headers with every response", async () => {
    const { app } = buildTestApp(database);
    const response = await app.request("/healthz");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS only behind https (directly, or through a trusted proxy)", async () => {
    const direct = buildTestApp(database).app;
    expect(
      (await direct.request("https://groundtruth.example/healthz")).headers.get(
        "strict-transport-security",
      ),
    ).toMatch(/max-age=/);
    const untrusted = await direct.request("/healthz", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
    const proxied = buildTestApp(database, { config: testConfig({ TRUST_PROXY: "true" }) }).app;
    const trusted = await proxied.request("/healthz", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(trusted.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });
});

describe("API errors", () => {
  it("answers an unknown endpoint with the one error shape and 404", async () => {
    const { app } = buildTestApp(database);
    const response = await app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No such API endpoint." },
    });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const { app } = buildTestApp(database);
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toBeTruthy();
  });

  it("refuses a body over the limit with 413", async () => {
    const { app } = buildTestApp(database, { config: testConfig({ BODY_LIMIT_BYTES: "2048" }) });
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "payload_too_large",
    );
  });

  it("turns an unexpected failure into a 500 without a stack trace, and logs it", async () => {
    const { app, logs } = buildTestApp(database);
    app.get("/boom", () => {
      throw new Error("database password is hunter2 at line 42");
    });
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("at ");
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "internal_error",
        message: "Something went wrong on our side. Please try again.",
      },
    });
    expect(logs.some((line) => line.includes("unhandled error"))).toBe(true);
  });
});

describe("logging", () => {
  it("logs each request with its id, and never a password, cookie or token", async () => {
    const { app, logs } = buildTestApp(database);
    await app.request("/api/contact?token=secret-reset-token", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "session=secret-cookie",
        authorization: "Bearer secret-bearer",
      },
      body: JSON.stringify({
        name: "A",
        email: "a@example.com",
        subject: "password",
        message: "my password is secret-pw",
      }),
    });
    const joined = logs.join("\n");
    expect(joined).toContain('"requestId"');
    expect(joined).toContain('"path":"/api/contact"');
    for (const secret of ["secret-reset-token", "secret-cookie", "secret-bearer", "secret-pw"]) {
      expect(joined).not.toContain(secret);
    }
  });
});
