import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { startAppServer, type RunningApp } from "../../support/app-server.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import { waitFor } from "../../support/wait-for.ts";
import { cookiesFrom, freshEmail, linkIn, readOutbox } from "../auth/auth-helpers.ts";
import { freePort } from "../../support/free-port.ts";

// A PGlite directory belongs to one process, so only PostgreSQL can be shared by two.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres)
  console.warn("Two-process test skipped: set TEST_DATABASE_URL=postgres://... to run it.");

describe.skipIf(!postgres)("two app processes on one PostgreSQL database", () => {
  let fakes: Fakes;
  let database: DatabaseHandle;
  const apps: RunningApp[] = [];
  let env: Record<string, string>;
  /** The one public address both processes sit behind, as behind a load balancer. */
  let publicUrl: string;

  beforeAll(async () => {
    fakes = await startFakes();
    database = await createTestDatabase("postgres");
    const [first, second] = [await freePort(), await freePort()];
    publicUrl = `http://localhost:${first}`;
    env = {
      ...fakes.env,
      // No web build is needed for the API; production would insist on one.
      NODE_ENV: "test",
      DATABASE_URL: database.connectionString!,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      APP_URL: publicUrl,
      AUTH_THROTTLE_MULTIPLIER: "1",
    };
    apps.push(await startAppServer({ port: first, env }));
    apps.push(await startAppServer({ port: second, env }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.crash()));
    await database?.close();
    await fakes?.close();
  });

  const send = (
    app: RunningApp,
    method: string,
    route: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    fetch(`${app.url}${route}`, {
      method,
      redirect: "manual",
      headers: {
        origin: publicUrl,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  async function signUp(app: RunningApp) {
    const email = freshEmail("two-processes");
    const password = "correct horse battery";
    const response = await send(app, "POST", "/api/auth/sign-up/email", {
      body: { email, password, name: "Two Processes", callbackURL: "/dashboard" },
    });
    expect(response.status).toBe(200);
    return { email, password, cookie: cookiesFrom(response) };
  }

  it("refuses to start one without AUTH_SECRET, saying why", async () => {
    await expect(
      startAppServer({ port: await freePort(), env: { ...env, AUTH_SECRET: "" } }),
    ).rejects.toThrow(/AUTH_SECRET: required with DATABASE_URL: every app process/);
  });

  it("accepts on one process the session made on the other", async () => {
    const [first, second] = apps as [RunningApp, RunningApp];
    const { email, cookie } = await signUp(first);
    const me = await send(second, "GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it("counts the contact form's 5 a minute across both processes", async () => {
    const message = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Question",
      message: "How fresh is the data?",
    };
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1)
      statuses.push(
        (await send(apps[sent % 2]!, "POST", "/api/contact", { body: message })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const onTheOther = await send(apps[0]!, "POST", "/api/contact", { body: message });
    expect(onTheOther.status).toBe(429);
    expect(Number(onTheOther.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts better-auth's limit on verification e-mails (5 a minute) across both processes", async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) {
      const response = await send(apps[sent % 2]!, "POST", "/api/auth/send-verification-email", {
        body: { email: "nobody@example.com" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });

  it("starts exactly one analysis from one credit when two starts race, one on each process", async () => {
    const [first, second] = apps as [RunningApp, RunningApp];
    const user = await signUp(first);
    // Verified the way its owner would, so the free report is theirs whatever it waits for.
    const mail = await waitFor(
      async () =>
        readOutbox(first.dataDir).find(
          (entry) => entry.to === user.email && entry.kind === "verify-email",
        ),
      (entry) => entry !== undefined,
    );
    let cookie = cookiesFrom(
      await fetch(linkIn(mail!), { redirect: "manual", headers: { cookie: user.cookie } }),
      user.cookie,
    );
    cookie = cookiesFrom(
      await send(first, "POST", "/api/auth/sign-in/email", {
        cookie,
        body: { email: user.email, password: user.password },
      }),
      cookie,
    );
    const remaining = async () =>
      (
        (await (await send(second, "GET", "/api/credits", { cookie })).json()) as {
          remaining: number;
        }
      ).remaining;
    expect(await remaining()).toBe(1);

    const idea = MARKETS[0]!.idea;
    const starts = await Promise.all(
      [first, second].map((app) => send(app, "POST", "/api/analyses", { cookie, body: { idea } })),
    );
    expect(starts.map((response) => response.status).sort()).toEqual([202, 402]);
    expect(await remaining()).toBe(0);
  });
});
