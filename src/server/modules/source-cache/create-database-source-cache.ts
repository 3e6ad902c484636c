import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { sourceCache } from "../../../db/tables/source-cache.ts";
import type { SourceCache } from "../../../engine/index.ts";

/**
 * The engine's source cache, kept in the database so re-runs and popular topics are fast on
 * every app process. A cache failure is never an analysis failure: it reads as a miss.
 */
export function createDatabaseSourceCache(
  db: Database,
  now: () => Date = () => new Date(),
): SourceCache {
  return {
    async get(key) {
      try {
        const [row] = await db
          .select({ value: sourceCache.value })
          .from(sourceCache)
          .where(and(eq(sourceCache.key, key), gt(sourceCache.expiresAt, now())))
          .limit(1);
        return row?.value;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
      try {
        await db
          .insert(sourceCache)
          .values({ key, value, expiresAt })
          .onConflictDoUpdate({ target: sourceCache.key, set: { value, expiresAt } });
      } catch {
        // A full disk or a lost connection only costs the next run a fresh fetch.
      }
    },
  };
}

/** Deletes expired entries; run now and then so the table does not grow without bound. */
export async function purgeExpiredSourceCache(db: Database, now: Date): Promise<void> {
  await db.delete(sourceCache).where(lt(sourceCache.expiresAt, now));
}
