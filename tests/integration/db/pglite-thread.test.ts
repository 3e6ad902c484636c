import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../../src/db/client.ts";
import { analyses } from "../../../src/db/tables/analyses.ts";
import { users } from "../../../src/db/schema.ts";
import { createJobQueue } from "../../../src/server/jobs/job-queue.ts";
import { createLogger } from "../../../src/server/logger.ts";

// The embedded database on its own thread (ADR 0016, sixth round) must answer exactly as it does
// on the request thread: the same rows and types, transactions, errors and job queue.
describe("the embedded database on a worker thread", () => {
  let onMain: DatabaseHandle;
  let onWorker: DatabaseHandle;
  const userId = randomUUID();
  const analysisId = randomUUID();
  const at = new Date("2026-11-01T10:00:00.000Z");

  beforeAll(async () => {
    onMain = await openDatabase({ memory: true });
    onWorker = await openDatabase({ memory: true, thread: "worker" });
    for (const handle of [onMain, onWorker]) {
      await migrateDatabase(handle);
      await handle.db.insert(users).values({
        id: userId,
        email: "thread@example.com",
        creditsExpireAt: new Date(0),
        createdAt: at,
        updatedAt: at,
      });
      await handle.db.insert(analyses).values({
        id: analysisId,
        createdAt: at,
        userId,
        ideaText: "an idea",
        status: "succeeded",
        results: { competitors: [{}, {}], verdict: { score: 70 } } as never,
      });
    }
  });
  afterAll(async () => {
    await onMain.close();
    await onWorker.close();
  });

  it("answers reads and writes as the request thread's database does", async () => {
    const statements: Array<(db: DatabaseHandle["db"]) => Promise<unknown>> = [
      (db) => db.select().from(users),
      (db) => db.select().from(analyses),
      (db) =>
        db.execute(sql`select now()::date as d, 1::int8 as big, 1.5::numeric as n,
          array[1,2] as arr, '{"a":1}'::jsonb as j, true as b, null as z, interval '1 day' as i,
          ${new Date(0)}::timestamptz as t, ${{ a: [1] }}::jsonb as pj`),
      (db) => db.update(users).set({ name: "n" }).where(eq(users.id, userId)),
      (db) =>
        db.update(users).set({ name: "m" }).where(eq(users.id, userId)).returning({ id: users.id }),
    ];
    for (const statement of statements) {
      const expected = (await statement(onMain.db)) as { rows?: Array<{ d?: unknown }> };
      const answered = (await statement(onWorker.db)) as typeof expected;
      expect(answered).toEqual(expected);
    }
    const [user] = await onWorker.db.select().from(users).where(eq(users.id, userId));
    expect(user!.creditsExpireAt).toEqual(new Date(0));
  });

  it("commits a transaction, and rolls one back when its work throws", async () => {
    await onWorker.db.transaction(async (tx) => {
      await tx.update(users).set({ name: "committed" }).where(eq(users.id, userId));
    });
    await expect(
      onWorker.db.transaction(async (tx) => {
        await tx.update(users).set({ name: "lost" }).where(eq(users.id, userId));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const [user] = await onWorker.db.select().from(users).where(eq(users.id, userId));
    expect(user!.name).toBe("committed");
  });

  it("keeps a statement from outside a transaction out of it until it ends", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = onWorker.db.transaction(async (tx) => {
      await tx.update(users).set({ name: "inside" }).where(eq(users.id, userId));
      await held;
      throw new Error("rolled back");
    });
    const outside = onWorker.db.select({ name: users.name }).from(users);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow("rolled back");
    expect((await outside)[0]!.name).not.toBe("inside");
  });

  it("reports PostgreSQL's error code, as a unique violation needs", async () => {
    const failure = await onWorker.db
      .insert(users)
      .values({ id: randomUUID(), email: "thread@example.com", creditsExpireAt: new Date(0) })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe("23505");
    // The thread still answers after a failed statement.
    expect(await onWorker.db.select({ id: users.id }).from(users)).toHaveLength(1);
  });

  it("runs the job queue's jobs", async () => {
    const queue = {
      name: "thread-test",
      expireInSeconds: 30,
      retryLimit: 0,
      payload: z.object({ n: z.number() }),
    };
    const jobs = await createJobQueue(onWorker, createLogger({ level: "silent" }), [queue], {
      pollingIntervalSeconds: 0.5,
    });
    const done = new Promise<number>((resolve) => {
      void jobs.work(queue, async (data) => resolve(data.n));
    });
    await jobs.send(queue, { n: 7 });
    expect(await done).toBe(7);
    await jobs.stop();
  });
});

describe("the embedded database on a worker thread, in a data directory", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gt-thread-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps what was written after it is closed and opened again", async () => {
    const first = await openDatabase({ dataDir, thread: "worker" });
    await migrateDatabase(first);
    await first.db
      .insert(users)
      .values({ id: randomUUID(), email: "kept@example.com", creditsExpireAt: new Date(0) });
    await first.close();
    const again = await openDatabase({ dataDir, thread: "worker" });
    const rows = await again.db.select({ email: users.email }).from(users);
    await again.close();
    expect(rows).toEqual([{ email: "kept@example.com" }]);
  });
});
