import { Worker } from "node:worker_threads";
import { messages, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import type { StatementClient } from "./reuse-pglite-statements.ts";

/** What the worker is started with. */
export interface WorkerStart {
  /** Null for a database in memory. */
  dataDir: string | null;
  startParams: string[];
}

interface ErrorData {
  message: string;
  fields: Record<string, unknown>;
  database: boolean;
}

type Operation =
  | {
      op: "query";
      text: string;
      params: unknown[];
      rowMode: "array" | "object" | undefined;
      /** Types whose text the caller wants as it is (drizzle's dates and intervals). */
      rawTypes: number[];
      transaction: number | null;
    }
  | { op: "begin" }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "job-sql"; text: string; values: unknown[] | undefined }
  | { op: "listen"; channel: string }
  | { op: "migrate"; folder: string }
  | { op: "close" };

export type ThreadRequest = Operation & { id: number };

export type ThreadReply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: ErrorData }
  | { notification: string; payload: string };

/** pg-boss's database interface, as its own PGlite adapter offers it. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  listen(
    channel: string,
    onNotification: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<{ close(): Promise<void> }>;
}

export interface PgliteThread {
  client: StatementClient;
  jobs: JobDatabase;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const PROBE = "\u0000raw\u0000";

/**
 * Options cross to the worker as data, so a parser can only be one that returns the text as it
 * is, which is the only kind drizzle passes. Anything else is refused rather than ignored.
 */
function rawTypesOf(options: QueryOptions | undefined): number[] {
  if (!options) return [];
  if (options.blob || options.paramTypes || options.serializers || options.onNotice)
    throw new Error("The embedded database's thread takes only rowMode and text-keeping parsers");
  return Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`The embedded database's thread cannot run a parser for type ${oid}`);
    return Number(oid);
  });
}

function toError(data: ErrorData): Error {
  const error = data.database
    ? new messages.DatabaseError(data.message, 0, "error")
    : new Error(data.message);
  // The worker's fields (code, constraint, detail…), as PGlite's own errors carry them.
  return Object.assign(error, data.fields);
}

/**
 * The embedded database on its own thread (ADR 0016, sixth round): the request thread keeps only
 * the messages' cost, and PostgreSQL's WebAssembly runs on the machine's other core.
 */
export async function startPgliteThread(start: WorkerStart): Promise<PgliteThread> {
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), { workerData: start });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let broken: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", (reply: ThreadReply) => {
      if ("ready" in reply) return resolve();
      if ("notification" in reply) {
        for (const listener of listeners.get(reply.notification) ?? []) listener(reply.payload);
        return;
      }
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if ("error" in reply) call?.reject(toError(reply.error));
      else call?.resolve(reply.result);
    });
  });
  const fail = (error: Error) => {
    broken = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The embedded database's thread stopped (${code})`)));
  await ready;

  const call = <T>(operation: Operation): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...operation, id } satisfies ThreadRequest);
    });
  };
  const query = <T>(
    transaction: number | null,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ) =>
    call<Results<T>>({
      op: "query",
      text,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypesOf(options),
      transaction,
    });

  const client: StatementClient = {
    query: (text, params, options) => query(null, text, params, options),
    async transaction(callback) {
      const id = await call<number>({ op: "begin" });
      // drizzle's transaction calls only `query` on it.
      const tx = {
        query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          query<T>(id, text, params, options),
      } as unknown as Transaction;
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(tx);
      } catch (error) {
        await call({ op: "end", transaction: id, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: "end", transaction: id, commit: true });
      return result;
    },
  };

  const jobs: JobDatabase = {
    executeSql: (text, values) => call({ op: "job-sql", text, values }),
    async listen(channel, onNotification, onReconnect) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await call({ op: "listen", channel });
      }
      channelListeners.add(onNotification);
      onReconnect();
      return {
        close: async () => {
          channelListeners.delete(onNotification);
        },
      };
    },
  };

  return {
    client,
    jobs,
    migrate: (folder) => call({ op: "migrate", folder }),
    async close() {
      await call({ op: "close" }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
