import { eq } from "drizzle-orm";
import { emptyRunsExhaustedMessage } from "../../../contract/api-error.ts";
import { LIMITS } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { rateLimits } from "../../../db/tables/abuse-guards.ts";
import { AppError } from "../../app-error.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";
import { APP_RATE_LIMIT_PREFIX, countRequest } from "./count-request.ts";

const EMPTY_RUN_WINDOW_MS = 60 * 60_000;

/** Whose runs: a visitor's preview key (its address group, hashed), or an account. */
export type EmptyRunClient = { previewClientKey: string } | { userId: string };

function budgetKey(client: EmptyRunClient): string {
  const who = "userId" in client ? `user:${client.userId}` : `preview:${client.previewClientKey}`;
  return `${APP_RATE_LIMIT_PREFIX}empty-runs:${who}`;
}

/**
 * Refuses a run when this client's runs that found nothing have used the hour's budget
 * (LIMITS.emptyRunsPerHour), before anything is reserved or any source asked. Such runs cost
 * the client nothing, so without this an idea that finds nothing could be sent again and again,
 * each time running the planner and every paid search. The count shares the app's limiter
 * table (a fixed window from the first empty run, one row per client), so it holds across
 * processes and restarts.
 */
export async function assertEmptyRunBudget(
  db: Database | Transaction,
  input: { client: EmptyRunClient; now: Date },
): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, resetsAt: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, budgetKey(input.client)))
    .limit(1);
  const at = input.now.getTime();
  if (!row || row.resetsAt <= at || row.count < LIMITS.emptyRunsPerHour) return;
  const seconds = Math.max(1, Math.ceil((row.resetsAt - at) / 1000));
  throw new AppError("empty_runs_exhausted", emptyRunsExhaustedMessage(Math.ceil(seconds / 60)), {
    headers: { "Retry-After": String(seconds) },
  });
}

/** Counts a run that found nothing (and was given back) against the client's hour. */
export async function recordEmptyRun(
  db: Database,
  input: { client: EmptyRunClient; now: Date },
): Promise<void> {
  await countRequest(db, {
    key: budgetKey(input.client),
    windowMs: EMPTY_RUN_WINDOW_MS,
    now: input.now.getTime(),
  });
}
