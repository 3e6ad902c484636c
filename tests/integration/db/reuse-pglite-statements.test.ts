import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../../src/db/client.ts";
import { reusePgliteStatements } from "../../../src/db/reuse-pglite-statements.ts";
import * as schema from "../../../src/db/schema.ts";
import { analyses } from "../../../src/db/tables/analyses.ts";
import { users } from "../../../src/db/schema.ts";

// The embedded database's statement path (ADR 0016, third round) must answer exactly as
// PGlite's own query() does: the same rows, types, counts and errors.
describe("statements PGlite parsed once", () => {
  let handle: DatabaseHandle;
  let pglite: PGlite;
  /** drizzle on PGlite's own query(), the reference. */
  let plain: ReturnType<typeof drizzle<typeof schema>>;
  /** drizzle on the reused statements, as openDatabase builds it. */
  let reused: ReturnType<typeof drizzle<typeof schema>>;
  const userId = randomUUID();

  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    await migrateDatabase(handle);
    pglite = handle.pglite!;
    plain = drizzle(pglite, { schema });
    reused = drizzle(reusePgliteStatements(pglite) as PGlite, { schema });
    await reused
      .insert(users)
      .values({ id: userId, email: "reuse@example.com", creditsExpireAt: new Date(0) });
    await reused.insert(analyses).values({
      userId,
      ideaText: "an idea",
      status: "succeeded",
      results: { competitors: [{}, {}], verdict: { score: 70, confidence: "high" } } as never,
    });
  });
  afterAll(() => handle.close());

  it("answers every read and write as PGlite's query() does, the first time and after", async () => {
    const statements: Array<(db: typeof plain) => Promise<unknown>> = [
      (db) => db.select().from(users),
      (db) => db.select().from(analyses),
      (db) =>
        db.execute(sql`select now()::date as d, 1::int8 as big, 1.5::numeric as n,
          array[1,2] as arr, '{"a":1}'::jsonb as j, true as b, null as z, interval '1 day' as i,
          ${new Date(0)}::timestamptz as t, ${"{1,2}"}::int[] as ints, ${{ a: [1] }}::jsonb as pj,
          1 as same, 2 as same`),
      (db) => db.update(users).set({ name: "n" }).where(eq(users.id, userId)),
      (db) =>
        db.update(users).set({ name: "m" }).where(eq(users.id, userId)).returning({ id: users.id }),
      (db) => db.delete(users).where(eq(users.id, "nobody")),
    ];
    for (const statement of statements) {
      const expected = await statement(plain);
      expect(await statement(reused)).toEqual(expected);
      expect(await statement(reused)).toEqual(expected);
    }
  });

  it("throws PostgreSQL's errors with the statement, as PGlite does", async () => {
    for (const bad of [sql`select * from nowhere`, sql`select ${"x"}::int`]) {
      const expected = await plain.execute(bad).catch((error: unknown) => error);
      const error = await reused.execute(bad).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        cause: {
          code: (expected as { cause: { code: string } }).cause.code,
          query: (expected as { cause: { query: string } }).cause.query,
        },
      });
    }
    const duplicate = await reused
      .insert(users)
      .values({ id: userId, email: "again@example.com" })
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ cause: { code: "23505", constraint: "users_pkey" } });
    // The session is usable after an error.
    expect(await reused.select({ id: users.id }).from(users)).toEqual([{ id: userId }]);
  });

  it("parses a statement again when its table changed shape or it was deallocated", async () => {
    await pglite.exec("create table reshaped (a int); insert into reshaped values (1)");
    const all = sql`select * from reshaped`;
    expect((await reused.execute(all)).rows).toEqual([{ a: 1 }]);
    await pglite.exec("alter table reshaped add column b int");
    expect((await reused.execute(all)).rows).toEqual([{ a: 1, b: null }]);
    await pglite.exec("deallocate all");
    expect((await reused.execute(all)).rows).toEqual([{ a: 1, b: null }]);
  });

  it("waits for a transaction in progress, and leaves transactions to PGlite", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = reused.transaction(async (tx) => {
      await tx.update(users).set({ name: "inside" }).where(eq(users.id, userId));
      await held;
    });
    // Outside the transaction: it must not run inside it, nor see its write before it commits.
    const outside = reused
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await outside).toEqual([{ name: "inside" }]);
    const rolledBack = reused.transaction(async (tx) => {
      await tx.update(users).set({ name: "never" }).where(eq(users.id, userId));
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await reused.select({ name: users.name }).from(users)).toEqual([{ name: "inside" }]);
  });

  it("keeps a bounded number of statements parsed", async () => {
    for (let index = 0; index < 260; index++) await reused.execute(sql.raw(`select ${index} as n`));
    const { rows } = await pglite.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(rows[0]!.count).toBeLessThanOrEqual(201);
    expect((await reused.execute(sql.raw("select 0 as n"))).rows).toEqual([{ n: 0 }]);
  });
});
