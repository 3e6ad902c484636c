import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { rateLimits } from "../../../src/db/schema.ts";
import { AppError } from "../../../src/server/app-error.ts";
import type { AppEnv } from "../../../src/server/http/app-env.ts";
import { rateLimit, type RateLimitOptions } from "../../../src/server/http/rate-limit.ts";
import { captureLogs } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { buildAuthTestApp, call, freshIp } from "../auth/auth-helpers.ts";

/** One app process's worth of the limiter: its own middleware instance, the shared database. */
function limitedApp(options: Omit<RateLimitOptions<AppEnv>, "random"> & { random?: () => number }) {
  const { logger } = captureLogs();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("log", logger);
    c.set("trustedProxyHops", 1);
    await next();
  });
  // Pruning is pinned off unless a test asks for it, so counts are all the test sees.
  app.get("/", rateLimit<AppEnv>({ random: () => 0.5, ...options }), (c) => c.text("ok"));
  app.onError((error, c) => {
    if (!(error instanceof AppError)) throw error;
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json({ error: { code: error.code, message: error.message } }, error.status);
  });
  return async (ip = "10.9.0.1") => app.request("/", { headers: { "x-forwarded-for": ip } });
}

describeEachDatabase("rate limits kept in the database", (leg) => {
  let database: DatabaseHandle;
  let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
  const now = () => clock;
  beforeAll(async () => {
    database = await createTestDatabase(leg);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("counts requests to two apps into one total, answers 429 with Retry-After, and starts afresh when the window ends", async () => {
    const options = { db: database.db, name: "window", limit: 3, windowMs: 10_000, now };
    const [first, second] = [limitedApp(options), limitedApp(options)];
    expect((await first()).status).toBe(200);
    expect((await second()).status).toBe(200);
    expect((await first()).status).toBe(200);
    const refused = await second();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");

    clock += 4_000;
    const stillRefused = await first();
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers.get("retry-after")).toBe("6");

    clock += 6_000;
    for (let sent = 0; sent < 3; sent += 1)
      expect((await [first, second][sent % 2]!()).status).toBe(200);
    expect((await first()).status).toBe(429);
  });

  it("keeps each limit and each client to its own count", async () => {
    const contact = limitedApp({
      db: database.db,
      name: "apart-a",
      limit: 1,
      windowMs: 60_000,
      now,
    });
    const other = limitedApp({ db: database.db, name: "apart-b", limit: 1, windowMs: 60_000, now });
    expect((await contact("10.9.1.1")).status).toBe(200);
    expect((await contact("10.9.1.1")).status).toBe(429);
    expect((await contact("10.9.1.2")).status).toBe(200);
    expect((await other("10.9.1.1")).status).toBe(200);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        "app:apart-a:10.9.1.1",
        "app:apart-a:10.9.1.2",
        "app:apart-b:10.9.1.1",
      ]),
    );
  });

  it("lets exactly the limit through when many requests race", async () => {
    const options = { db: database.db, name: "race", limit: 5, windowMs: 60_000, now };
    const apps = [limitedApp(options), limitedApp(options)];
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        apps[index % 2]!("10.9.2.1").then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("now and then deletes its own finished windows, never a live one or better-auth's rows", async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: "app:prune:10.9.3.1", count: 4, lastRequest: clock - 1 },
      { key: "app:prune:10.9.3.2", count: 2, lastRequest: clock + 30_000 },
      { key: "10.9.3.3|/sign-in/email", count: 7, lastRequest: clock - 120_000 },
    ]);
    const pruning = limitedApp({
      db,
      name: "prune",
      limit: 5,
      windowMs: 60_000,
      now,
      random: () => 0,
    });
    expect((await pruning("10.9.3.4")).status).toBe(200);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain("app:prune:10.9.3.1");
    expect(keys).toEqual(
      expect.arrayContaining([
        "app:prune:10.9.3.2",
        "app:prune:10.9.3.4",
        "10.9.3.3|/sign-in/email",
      ]),
    );
  });

  it("holds better-auth's own limits in the same table, so two apps share them", async () => {
    const first = buildAuthTestApp(database).app;
    const second = buildAuthTestApp(database).app;
    const ip = freshIp();
    const ask = (app: typeof first) =>
      call(app, "POST", "/api/auth/send-verification-email", {
        body: { email: "nobody@example.com" },
        ip,
      });
    // 5 a minute per address (AUTH_THROTTLE_MULTIPLIER=1), whichever process answers.
    for (let sent = 0; sent < 5; sent += 1)
      expect((await ask(sent % 2 === 0 ? first : second)).status).not.toBe(429);
    expect((await ask(second)).status).toBe(429);
    expect((await ask(first)).status).toBe(429);
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${ip}|/send-verification-email`));
    expect(row?.count).toBe(5);
  });
});
