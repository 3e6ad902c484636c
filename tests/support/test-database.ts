import { describe } from "vitest";
import { createThrowawayPostgres } from "./throwaway-postgres.ts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../src/db/client.ts";

export type DatabaseLeg = "pglite" | "postgres";

/** A fresh, migrated database: in-memory PGlite, or a new throwaway database on PostgreSQL. */
export async function createTestDatabase(leg: DatabaseLeg): Promise<DatabaseHandle> {
  if (leg === "pglite") {
    // TEST_EMBEDDED_THREAD=worker runs the embedded leg on its own thread (ADR 0016, sixth round).
    const thread = process.env.TEST_EMBEDDED_THREAD === "worker" ? "worker" : "main";
    const handle = await openDatabase({ memory: true, thread });
    await migrateDatabase(handle);
    return handle;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const throwaway = await createThrowawayPostgres(baseUrl);
  const handle = await openDatabase({ databaseUrl: throwaway.url, poolSize: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await throwaway.drop();
    },
  };
}

const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);
let skipNoticePrinted = false;

/**
 * Runs a suite once per database leg: always on the embedded PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). The skipped leg says so, once per run of a file.
 */
export function describeEachDatabase(name: string, suite: (leg: DatabaseLeg) => void): void {
  describe(`${name} [pglite]`, () => suite("pglite"));
  if (postgresAvailable) {
    describe(`${name} [postgres]`, () => suite("postgres"));
  } else {
    if (!skipNoticePrinted) {
      console.warn("PostgreSQL leg skipped: set TEST_DATABASE_URL=postgres://... to run it.");
      skipNoticePrinted = true;
    }
    describe.skip(`${name} [postgres] (skipped: TEST_DATABASE_URL is not set)`, () =>
      suite("postgres"));
  }
}
