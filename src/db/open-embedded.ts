import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle, EmbeddedThread } from "./client.ts";
import { startPgliteThread } from "./pglite-thread.ts";
import { reusePgliteStatements } from "./reuse-pglite-statements.ts";
import * as schema from "./schema.ts";

/**
 * PostgreSQL's default 128 MB of shared buffers is committed inside PGlite's WebAssembly memory,
 * which never shrinks. The embedded database serves one small deployment, whose hot rows fit in a
 * fraction of that; 16 MB keeps about 110 MB out of the idle process (ADR 0016, third round).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export interface EmbeddedOptions {
  /** Null for a database in memory. */
  dataDir: string | null;
  thread: EmbeddedThread;
  migrationsFolder: string;
}

/**
 * The embedded database. Loaded only when there is no DATABASE_URL, so a process on PostgreSQL
 * never holds PGlite's modules (ADR 0016, sixth round).
 */
export async function openEmbedded(options: EmbeddedOptions): Promise<DatabaseHandle> {
  if (options.thread === "worker") return openOnWorker(options);
  let pglite: PGlite;
  if (options.dataDir !== null) {
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
  return {
    db: drizzle(statements, { schema }) as unknown as Database,
    kind: "pglite",
    pglite,
    migrate: async () => {
      await migrate(drizzle(pglite), { migrationsFolder: options.migrationsFolder });
    },
    ping: async () => {
      await pglite.query("select 1");
    },
    close: () => pglite.close(),
  };
}

async function openOnWorker(options: EmbeddedOptions): Promise<DatabaseHandle> {
  const thread = await startPgliteThread({
    dataDir: options.dataDir,
    startParams: EMBEDDED_START_PARAMS,
  });
  return {
    db: drizzle(thread.client as PGlite, { schema }) as unknown as Database,
    kind: "pglite",
    jobs: thread.jobs,
    migrate: () => thread.migrate(options.migrationsFolder),
    ping: async () => {
      await thread.client.query("select 1");
    },
    close: () => thread.close(),
  };
}
