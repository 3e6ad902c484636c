import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { rateLimits } from "../../../db/tables/abuse-guards.ts";

/** Our keys' prefix in the table better-auth also writes to (its keys are `<address>|<path>`). */
export const APP_RATE_LIMIT_PREFIX = "app:";

/**
 * Counts one request against a fixed window, in one statement, so every process sharing the
 * database counts into the same row and two racing requests cannot both see the old count.
 * For our keys `last_request` holds the end of the window rather than a request time:
 * better-auth prunes rows whose `last_request` is older than its longest window, and an end
 * time keeps a row of a longer window of ours from being pruned before it is over.
 */
export async function countRequest(
  db: Database,
  input: { key: string; windowMs: number; now: number },
): Promise<{ count: number; resetsAt: number }> {
  const resetsAt = input.now + input.windowMs;
  const over = sql`${rateLimits.lastRequest} <= ${input.now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: input.key, count: 1, lastRequest: resetsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${over} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${over} then ${resetsAt}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, resetsAt: rateLimits.lastRequest });
  return row!;
}
