import { and, like, lte } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { rateLimits } from "../../../db/tables/abuse-guards.ts";
import { APP_RATE_LIMIT_PREFIX } from "./count-request.ts";

/**
 * Deletes our counters whose window is over (a new request would start from one anyway), so
 * the table holds only the clients of the last window. better-auth prunes its own keys.
 */
export async function pruneRateLimits(db: Database, now: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(like(rateLimits.key, `${APP_RATE_LIMIT_PREFIX}%`), lte(rateLimits.lastRequest, now)),
    );
}
