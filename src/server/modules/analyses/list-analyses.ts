import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import type { AnalysisList } from "../../../contract/analysis.ts";
import { LIMITS } from "../../../contract/site.ts";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor.ts";

/**
 * The user's analyses, newest first, a page at a time. The cursor is the last item's
 * (created_at, id), so pages stay stable while new analyses arrive.
 */
export async function listAnalyses(
  db: Database,
  input: { userId: string; cursor?: string },
): Promise<AnalysisList> {
  const before = input.cursor ? decodeHistoryCursor(input.cursor) : undefined;
  const cursor = before
    ? or(
        lt(analyses.createdAt, before.createdAt),
        and(eq(analyses.createdAt, before.createdAt), lt(analyses.id, before.id)),
      )
    : undefined;
  const rows = await db
    .select({
      id: analyses.id,
      ideaText: analyses.ideaText,
      status: analyses.status,
      createdAt: analyses.createdAt,
      // Counted in the database: a page of full reports is about half a megabyte of JSON to
      // carry over and parse for one number each. Null when the results hold no competitor list.
      competitorCount: sql<
        number | null
      >`case when jsonb_typeof(${analyses.results} -> 'competitors') = 'array' then jsonb_array_length(${analyses.results} -> 'competitors') end`,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, input.userId), cursor))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(LIMITS.historyPageSize + 1);
  const page = rows.slice(0, LIMITS.historyPageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > page.length && last ? encodeHistoryCursor(last) : null,
  };
}
