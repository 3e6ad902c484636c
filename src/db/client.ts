import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { JobDatabase } from "./pglite-thread.ts";
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
  /** Brings the embedded database's schema up to date (PostgreSQL's takes the migration lock). */
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
  const { openEmbedded } = await import("./open-embedded.ts");
  return openEmbedded({
    dataDir: "dataDir" in options ? options.dataDir : null,
    thread: options.thread ?? "main",
    migrationsFolder: MIGRATIONS_FOLDER,
  });
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.migrate) return handle.migrate();
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
