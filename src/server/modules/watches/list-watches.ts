import { desc, eq } from "drizzle-orm";
import type { WatchList } from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { toWatch } from "./to-watch.ts";

/** A founder watches a handful of ideas; all of them, newest first. */
export async function listWatches(db: Database, userId: string): Promise<WatchList> {
  const rows = await db
    .select()
    .from(ideaWatches)
    .where(eq(ideaWatches.userId, userId))
    .orderBy(desc(ideaWatches.createdAt));
  return { items: rows.map(toWatch) };
}
