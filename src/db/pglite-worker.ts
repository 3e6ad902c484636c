/**
 * The embedded database's own thread (ADR 0016, sixth round). It owns the PGlite instance and
 * answers the request thread's messages (see pglite-thread.ts for their shapes), so PostgreSQL's
 * WebAssembly runs beside the server's JavaScript instead of between its requests.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, messages, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { fromPglite } from "pg-boss";
import { migrate } from "drizzle-orm/pglite/migrator";
import { reusePgliteStatements } from "./reuse-pglite-statements.ts";
import type { ThreadReply, ThreadRequest, WorkerStart } from "./pglite-thread.ts";

const port = parentPort!;
const start = workerData as WorkerStart;

async function openPglite(): Promise<PGlite> {
  if (start.dataDir === null) return PGlite.create({ startParams: start.startParams });
  mkdirSync(start.dataDir, { recursive: true });
  return PGlite.create(path.join(start.dataDir, "pglite"), { startParams: start.startParams });
}

const pglite = await openPglite();
const statements = reusePgliteStatements(pglite);

/**
 * Open transactions. PGlite's callback waits on `end` until the request thread commits or rolls
 * back; `done` settles once PGlite has run the COMMIT (or ROLLBACK), so a failed commit is seen.
 */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
}
const transactions = new Map<number, OpenTransaction>();
const transactionsDone = new Map<number, Promise<unknown>>();
let nextTransaction = 0;
const ROLLED_BACK = new Error("rolled back by the request thread");

function optionsOf(rowMode: "array" | "object" | undefined, rawTypes: number[]): QueryOptions {
  const parsers = Object.fromEntries(rawTypes.map((oid) => [oid, (value: string) => value]));
  return { ...(rowMode ? { rowMode } : {}), ...(rawTypes.length ? { parsers } : {}) };
}

/** Errors cross as plain data: a structured clone keeps an error's message but not its fields. */
function errorData(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error), fields: {}, database: false };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  return { message: error.message, fields, database: error instanceof messages.DatabaseError };
}

/** pg-boss's own PGlite adapter, run where PGlite is: the request thread only forwards to it. */
const jobs = fromPglite(pglite);

function beginTransaction(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    const done = pglite.transaction(
      (tx) =>
        new Promise<void>((committed, rolledBack) => {
          transactions.set(id, {
            tx,
            end: (commit) => (commit ? committed() : rolledBack(ROLLED_BACK)),
          });
          opened(id);
        }),
    );
    transactionsDone.set(id, done);
    done.catch((error: unknown) => failed(error));
  });
}

async function endTransaction(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error("That transaction has already ended");
  const done = transactionsDone.get(id);
  transactions.delete(id);
  transactionsDone.delete(id);
  open.end(commit);
  try {
    await done;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
  return null;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options = optionsOf(request.rowMode, request.rawTypes);
      if (request.transaction === null)
        return statements.query(request.text, request.params, options);
      const open = transactions.get(request.transaction);
      if (!open) throw new Error("That transaction has already ended");
      return open.tx.query(request.text, request.params, options);
    }
    case "begin":
      return beginTransaction();
    case "end":
      return endTransaction(request.transaction, request.commit);
    case "job-sql":
      return jobs.executeSql(request.text, request.values);
    case "listen":
      await pglite.listen(request.channel, (payload) =>
        port.postMessage({ notification: request.channel, payload } satisfies ThreadReply),
      );
      return null;
    case "migrate":
      await migrate(drizzle(pglite), { migrationsFolder: request.folder });
      return null;
    case "close":
      await pglite.close();
      return null;
  }
}

port.on("message", (request: ThreadRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ id: request.id, error: errorData(error) }),
  );
});
port.postMessage({ ready: true } satisfies ThreadReply);
