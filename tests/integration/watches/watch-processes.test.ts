import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, ideaWatches, users } from "../../../src/db/schema.ts";
import { grantCredits } from "../../../src/server/modules/credits/grant-credits.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { startAppServer, type RunningApp } from "../../support/app-server.ts";
import { freePort } from "../../support/free-port.ts";
import { createTestDatabase } from "../../support/test-database.ts";
import { cookiesFrom, freshEmail, linkIn, readOutbox } from "../auth/auth-helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 90_000;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch {
      // a process is not answering yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: gave up; last seen ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two app processes on one PostgreSQL, as a scaled deployment runs: a watched idea's period is
 * run exactly once whoever ticks, is not lost while every process is down, and is not run twice
 * when the process running it is killed and comes back.
 */
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres("a watched idea with two app processes [postgres]", () => {
  let fakes: Fakes;
  let database: DatabaseHandle;
  const apps: (RunningApp | undefined)[] = [];

  beforeEach(async () => {
    // Every source answers slowly, so a run lasts long enough to kill its process half-way.
    fakes = await startFakes({ behaviour: { latencyMs: 1_000 } });
    database = await createTestDatabase("postgres");
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app?.crash()));
    await database.close();
    await fakes.close();
  });

  test("runs each period once, catches up after a deploy, and survives a kill without a double run", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gt-watch-processes-"));
    const ports = [await freePort(), await freePort()];
    const env = {
      ...fakes.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: database.connectionString!,
    };
    const boot = (index: number) =>
      startAppServer({ port: ports[index]!, dataDir, env }).then((app) => (apps[index] = app));
    await Promise.all([boot(0), boot(1)]);
    const url = apps[0]!.url;
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

    // A founder with a verified e-mail, one finished report and a pack for the watched runs.
    const email = freshEmail("watch");
    const password = "correct horse battery";
    let cookie = cookiesFrom(
      await send("POST", "/api/auth/sign-up/email", "", {
        email,
        password,
        name: "Watch Test",
        callbackURL: "/dashboard",
      }),
    );
    const mail = await poll(
      async () =>
        readOutbox(dataDir).find((entry) => entry.to === email && entry.kind === "verify-email"),
      (entry) => entry !== undefined,
      "the verification mail",
    );
    cookie = cookiesFrom(
      await fetch(linkIn(mail!), { redirect: "manual", headers: { cookie } }),
      cookie,
    );
    cookie = cookiesFrom(
      await send("POST", "/api/auth/sign-in/email", cookie, { email, password }),
      cookie,
    );
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const now = new Date();
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId: user!.id,
        kind: "pack",
        amount: 10,
        expiresAt: new Date(now.getTime() + 365 * DAY_MS),
        sourceRef: `watch-processes-${user!.id}`,
        now,
      }),
    );
    const started = await send("POST", "/api/analyses", cookie, { idea: MARKETS[0]!.idea });
    expect(started.status).toBe(202);
    const { analysisId } = (await started.json()) as { analysisId: string };
    const status = async (id: string) =>
      ((await (await send("GET", `/api/analyses/${id}`, cookie)).json()) as { status: string })
        .status;
    await poll(
      () => status(analysisId),
      (value) => value === "succeeded",
      "the first report",
    );
    const watched = await send("POST", "/api/watches", cookie, { analysisId, cadence: "weekly" });
    expect(watched.status).toBe(201);
    const { watch } = (await watched.json()) as { watch: { id: string } };

    const runsOf = () => database.db.select().from(analyses).where(eq(analyses.watchId, watch.id));
    const watchRow = async () =>
      (await database.db.select().from(ideaWatches).where(eq(ideaWatches.id, watch.id)))[0]!;

    // A deploy: every process stops, the week passes meanwhile, both come back.
    await Promise.all([apps[0]!.stop(), apps[1]!.stop()]);
    const dueAt = new Date(Date.now() - 5 * 60_000);
    await database.db
      .update(ideaWatches)
      .set({ nextRunAt: dueAt })
      .where(eq(ideaWatches.id, watch.id));
    await Promise.all([boot(0), boot(1)]);
    const [run] = await poll(runsOf, (runs) => runs.length > 0, "the missed period's run");
    await poll(
      () => status(run!.id),
      (value) => value === "running",
      "the watched run starting",
    );

    // The process running it (or its sibling: the test does not know which) is killed mid-run
    // and restarted; the run is resumed, not repeated, and the period not run again.
    await apps[0]!.crash();
    await boot(0);
    await poll(
      () => status(run!.id),
      (value) => value === "succeeded",
      "the resumed watched run",
    );
    // The watch follows the finished run once it is settled (mailed or found unchanged).
    await poll(watchRow, (row) => row.analysisId === run!.id, "the watch moving on to the run");
    const runs = await runsOf();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ previousAnalysisId: analysisId, status: "succeeded" });
    expect(runs[0]!.watchDueAt?.getTime()).toBe(dueAt.getTime());
    expect((await watchRow()).nextRunAt.getTime()).toBe(dueAt.getTime() + 7 * DAY_MS);

    // The next period, with the other process killed: one more run, compared with the last one.
    await database.db
      .update(ideaWatches)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(ideaWatches.id, watch.id));
    await apps[1]!.crash();
    await boot(1);
    const both = await poll(runsOf, (rows) => rows.length === 2, "the second period's run");
    expect(both.find((row) => row.id !== run!.id)?.previousAnalysisId).toBe(run!.id);
    // Nothing else turns up once both processes have ticked.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await runsOf()).toHaveLength(2);
  }, 240_000);
});
