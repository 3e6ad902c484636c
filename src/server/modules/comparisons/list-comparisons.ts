import { desc, eq, inArray } from "drizzle-orm";
import type { ComparisonList } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { comparisons } from "../../../db/tables/comparisons.ts";

const RECENT = 20;

/** The user's recent comparisons, newest first, each named by the ideas it still holds. */
export async function listComparisons(db: Database, userId: string): Promise<ComparisonList> {
  const rows = await db
    .select()
    .from(comparisons)
    .where(eq(comparisons.userId, userId))
    .orderBy(desc(comparisons.createdAt))
    .limit(RECENT);
  const ids = [...new Set(rows.flatMap((row) => row.analysisIds))];
  const ideas =
    ids.length === 0
      ? []
      : await db
          .select({ id: analyses.id, ideaText: analyses.ideaText, userId: analyses.userId })
          .from(analyses)
          .where(inArray(analyses.id, ids));
  const ideaById = new Map(
    ideas.filter((idea) => idea.userId === userId).map((idea) => [idea.id, idea.ideaText]),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      ideas: row.analysisIds.flatMap((id) => ideaById.get(id) ?? []),
    })),
  };
}
