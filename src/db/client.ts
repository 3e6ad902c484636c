import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { startPgliteThread, type JobDatabase } from "./pglite-thread.ts";
import { reusePgliteStatements } from "./reuse-pglite-statements.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** Both drivers share this query-builder type, so callers never know which one they have. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded instance, for tools (such as the job queue) that need the driver itself. */
  pglite?: PGlite;
  /** The job queue's way in when the embedded database runs on its own thread. */
  jobs?: JobDatabase;
  /** The connection pool, when on PostgreSQL. */
  pool?: pg.Pool;
  /** The PostgreSQL URL, for tools that open their own connections (the job queue). */
  connectionString?: string;
  /** Brings the schema up to date where the database's own thread must do it. */
  migrate?: () => Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the embedded database runs: on the request thread, or on a worker thread of its own
 * (ADR 0016, sixth round).
 */
export type EmbeddedThread = "main" | "worker";

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string; thread?: EmbeddedThread }
  | { memory: true; thread?: EmbeddedThread };

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any fixed number: held while migrating so two processes starting together take turns. */
const MIGRATION_LOCK_KEY = 0x6774_6462;
/**
 * PostgreSQL's default 128 MB of shared buffers is committed inside PGlite's WebAssembly memory,
 * which never shrinks. The embedded database serves one small deployment, whose hot rows fit in a
 * fraction of that; 16 MB keeps about 110 MB out of the idle process (ADR 0016, third round).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      connectionString: options.databaseUrl,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  if (options.thread === "worker") return openEmbeddedOnWorker(options);
  let pglite: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(path.join(options.dataDir, "pglite"), {
      startParams: EMBEDDED_START_PARAMS,
    });
  } else {
    pglite = await PGlite.create({ startParams: EMBEDDED_START_PARAMS });
  }
  // drizzle's driver calls only `query` and `transaction` on its client (ADR 0016, third round,
  // embedded).
  const statements = reusePgliteStatements(pglite) as PGlite;
  const db = drizzlePglite(statements, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite,
    ping: async () => {
      await pglite.query("select 1");
    },
    close: () => pglite.close(),
  };
}

async function openEmbeddedOnWorker(
  options: { dataDir: string } | { memory: true },
): Promise<DatabaseHandle> {
  const thread = await startPgliteThread({
    dataDir: "dataDir" in options ? options.dataDir : null,
    startParams: EMBEDDED_START_PARAMS,
  });
  const db = drizzlePglite(thread.client as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    jobs: thread.jobs,
    migrate: () => thread.migrate(MIGRATIONS_FOLDER),
    ping: async () => {
      await thread.client.query("select 1");
    },
    close: () => thread.close(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.migrate) return handle.migrate();
  if (handle.kind === "pglite" && handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle has no pool");
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
