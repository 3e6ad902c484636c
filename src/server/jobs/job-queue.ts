import { PgBoss, fromPglite } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../logger.ts";

/**
 * Durable jobs in the database (pg-boss), on PostgreSQL or the embedded PGlite alike, so any
 * number of app processes sharing one PostgreSQL share the work, and a job outlives a crash.
 */
export interface JobQueue {
  send(queue: string, data: Record<string, unknown>): Promise<string>;
  work(queue: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueDefinition {
  name: string;
  /** A job active longer than this is taken to be lost (its worker died) and retried or failed. */
  expireInSeconds: number;
  retryLimit: number;
}

export async function createJobQueue(
  database: DatabaseHandle,
  logger: Logger,
  queues: QueueDefinition[],
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss" } as ConstructorParameters<typeof PgBoss>[0])
      : new PgBoss({ connectionString: requireConnectionString(database), schema: "pgboss", max: 4 });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const queue of queues) {
    await boss.createQueue(queue.name, { expireInSeconds: queue.expireInSeconds, retryLimit: queue.retryLimit, retryDelay: 1 });
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  return {
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`The job queue refused a job for ${queue}`);
      return id;
    },
    async work(queue, handler) {
      await boss.work(queue, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000 });
    },
  };
}

function requireConnectionString(database: DatabaseHandle): string {
  if (!database.connectionString) throw new Error("The PostgreSQL handle has no connection string");
  return database.connectionString;
}
