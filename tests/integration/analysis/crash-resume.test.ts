import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../src/db/client.ts";
import { creditSpends } from "../../../src/db/schema.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { startAppServer, type RunningApp } from "../../support/app-server.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { cookiesFrom, freshEmail, linkIn, readOutbox } from "../auth/auth-helpers.ts";
import { freePort } from "../../support/free-port.ts";

async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch {
      // the server is not answering yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: gave up; last seen ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Detail = { status: string; progress: unknown };

describeEachDatabase("an app process killed mid-analysis", (leg) => {
  let fakes: Fakes;
  let database: DatabaseHandle | undefined;
  let app: RunningApp | undefined;

  beforeEach(async () => {
    // Every source answers slowly, so an analysis takes long enough to be killed half-way.
    fakes = await startFakes({ behaviour: { latencyMs: 1_500 } });
    database = leg === "postgres" ? await createTestDatabase(leg) : undefined;
  });
  afterEach(async () => {
    await app?.crash();
    await database?.close();
    await fakes.close();
  });

  test("is resumed (or settled) after a restart, and the report is charged once or given back", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "gt-crash-test-"));
    const env = {
      ...fakes.env,
      // No web build is needed for the API; production would insist on one.
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      // The session must outlive the process, as it does in production.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ...(database?.connectionString ? { DATABASE_URL: database.connectionString } : {}),
    };
    const boot = () => startAppServer({ port, dataDir, env });
    app = await boot();
    const url = app.url;
    const send = (method: string, route: string, cookie: string, body?: unknown) =>
      fetch(`${url}${route}`, {
        method,
        redirect: "manual",
        headers: {
          origin: url,
          cookie,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const email = freshEmail("crash");
    const password = "correct horse battery";
    let cookie = cookiesFrom(
      await send("POST", "/api/auth/sign-up/email", "", {
        email,
        password,
        name: "Crash Test",
        callbackURL: "/dashboard",
      }),
    );
    const idea = MARKETS[0]!.idea;
    let started = await send("POST", "/api/analyses", cookie, { idea });
    if (started.status !== 202) {
      // The free report may wait for a verified e-mail: verify it the way its owner would.
      const mail = await poll(
        async () =>
          readOutbox(dataDir).find((entry) => entry.to === email && entry.kind === "verify-email"),
        (entry) => entry !== undefined,
        15_000,
        `the start answered ${started.status}; waiting for the verification mail`,
      );
      cookie = cookiesFrom(
        await fetch(linkIn(mail!), { redirect: "manual", headers: { cookie } }),
        cookie,
      );
      cookie = cookiesFrom(
        await send("POST", "/api/auth/sign-in/email", cookie, { email, password }),
        cookie,
      );
      started = await send("POST", "/api/analyses", cookie, { idea });
    }
    expect(started.status).toBe(202);
    const { analysisId } = (await started.json()) as { analysisId: string };
    const credits = async () =>
      ((await (await send("GET", "/api/credits", cookie)).json()) as { remaining: number })
        .remaining;
    const detail = async () =>
      (await (await send("GET", `/api/analyses/${analysisId}`, cookie)).json()) as Detail;
    const chargedLeft = await credits();

    await poll(
      detail,
      (analysis) => analysis.status === "running" && analysis.progress !== null,
      30_000,
      "waiting for the run to start",
    );
    await app.crash();

    app = await boot();
    const finished = await poll(
      detail,
      (analysis) => analysis.status === "succeeded" || analysis.status === "failed",
      60_000,
      "waiting for the resumed run",
    );
    expect(await credits()).toBe(finished.status === "succeeded" ? chargedLeft : chargedLeft + 1);

    // One reservation for the analysis, settled the way its outcome says.
    await app.stop();
    app = undefined;
    const ledger = database ?? (await openDatabase({ dataDir }));
    try {
      const spends = await ledger.db
        .select()
        .from(creditSpends)
        .where(eq(creditSpends.analysisId, analysisId));
      expect(spends.map((spend) => spend.status)).toEqual([
        finished.status === "succeeded" ? "consumed" : "released",
      ]);
    } finally {
      if (!database) await ledger.close();
    }
    expect(finished.status).toBe("succeeded");
  }, 180_000);
});
