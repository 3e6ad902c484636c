import { PgBoss, fromPglite } from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";
import type { Logger } from "../logger.ts";

/**
 * Durable jobs in the database (pg-boss), on PostgreSQL or the embedded PGlite alike, so any
 * number of app processes sharing one PostgreSQL share the work, and a job outlives a crash.
 */
export interface JobQueue {
  /**
   * Queues a job. With a `singletonKey`, a job with the same key already queued or running makes
   * this one a no-op (on queues whose policy says so) and `null` is returned.
   */
  send<Payload extends object>(
    queue: QueueDefinition<Payload>,
    data: Payload,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Sends `data` to the queue on a cron expression (UTC). Every process may call it: pg-boss
   * keeps one schedule per queue and sends each occurrence once, whatever the number of
   * processes, and one job for occurrences missed while no process ran.
   */
  schedule<Payload extends object>(
    queue: QueueDefinition<Payload>,
    cron: string,
    data: Payload,
  ): Promise<void>;
  work<Payload extends object>(
    queue: QueueDefinition<Payload>,
    handler: (data: Payload) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueDefinition<Payload extends object = object> {
  name: string;
  /** A job active longer than this is taken to be lost (its worker died) and retried or failed. */
  expireInSeconds: number;
  retryLimit: number;
  /** pg-boss's queue policy; "stately" lets one job per singleton key wait and one run. */
  policy?: "standard" | "stately";
  /**
   * What a job carries, checked when it is taken: a job written by another version that no
   * longer fits is logged and dropped, never run on a guess.
   */
  payload: z.ZodType<Payload>;
}

function embeddedJobDatabase(database: DatabaseHandle) {
  if (database.jobs) return database.jobs;
  if (database.pglite) return fromPglite(database.pglite);
  throw new Error("The embedded database handle offers the job queue no way in");
}

export async function createJobQueue(
  database: DatabaseHandle,
  logger: Logger,
  queues: QueueDefinition[],
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const embedded = database.kind === "pglite" ? embeddedJobDatabase(database) : null;
  const boss = embedded
    ? new PgBoss({
        db: embedded,
        backend: "pglite",
        schema: "pgboss",
      } as ConstructorParameters<typeof PgBoss>[0])
    : new PgBoss({
        connectionString: requireConnectionString(database),
        schema: "pgboss",
        max: 4,
      });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const queue of queues) {
    await boss.createQueue(queue.name, {
      expireInSeconds: queue.expireInSeconds,
      retryLimit: queue.retryLimit,
      retryDelay: 1,
      ...(queue.policy ? { policy: queue.policy } : {}),
    });
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  return {
    async send(queue, data, options) {
      const id = await boss.send(
        queue.name,
        queue.payload.parse(data),
        options?.singletonKey ? { singletonKey: options.singletonKey } : {},
      );
      if (!id && !options?.singletonKey)
        throw new Error(`The job queue refused a job for ${queue.name}`);
      return id;
    },
    async schedule(queue, cron, data) {
      await boss.schedule(queue.name, cron, queue.payload.parse(data), {
        tz: "UTC",
        missed: "once",
      });
    },
    async work(queue, handler) {
      await boss.work(queue.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          const parsed = queue.payload.safeParse(job.data);
          if (!parsed.success) {
            logger.error(
              { queue: queue.name, jobId: job.id, issues: parsed.error.issues },
              "job payload does not fit its queue; dropped",
            );
            continue;
          }
          await handler(parsed.data);
        }
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
