import { and, eq } from "drizzle-orm";
import { WATCH_NOT_FOUND_MESSAGE } from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { AppError } from "../../app-error.ts";

/** Stops watching: the watch goes, the reports it ran stay in history. */
export async function stopWatch(
  db: Database,
  input: { userId: string; watchId: string },
): Promise<void> {
  const deleted = await db
    .delete(ideaWatches)
    .where(and(eq(ideaWatches.id, input.watchId), eq(ideaWatches.userId, input.userId)))
    .returning({ id: ideaWatches.id });
  if (deleted.length === 0) throw new AppError("not_found", WATCH_NOT_FOUND_MESSAGE);
}
