import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { LIMITS } from "../../../contract/site.ts";

/**
 * The user's analyses, newest first, a page at a time. The cursor is the last item's
 * (created_at, id), so pages stay stable while new analyses arrive.
 */
export async function listAnalyses(db: Database, input: { userId: string; before?: { createdAt: Date; id: string } }) {
  const cursor = input.before
    ? or(lt(analyses.createdAt, input.before.createdAt), and(eq(analyses.createdAt, input.before.createdAt), lt(analyses.id, input.before.id)))
    : undefined;
  const rows = await db
    .select({
      id: analyses.id,
      ideaText: analyses.ideaText,
      status: analyses.status,
      createdAt: analyses.createdAt,
      results: analyses.results,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, input.userId), cursor))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(LIMITS.historyPageSize + 1);
  const hasMore = rows.length > LIMITS.historyPageSize;
  return { items: rows.slice(0, LIMITS.historyPageSize), hasMore };
}
