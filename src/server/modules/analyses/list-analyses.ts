import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { analysisSummarySchema } from "../../../contract/analysis.ts";
import type { AnalysisList, AnalysisSummary } from "../../../contract/analysis.ts";
import { LIMITS } from "../../../contract/site.ts";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor.ts";

/** A stored verdict's score and confidence, or null when the report has none in the contract's shape. */
function verdictOf(score: number | null, confidence: string | null): AnalysisSummary["verdict"] {
  const parsed = analysisSummarySchema.shape.verdict.safeParse(
    score === null ? null : { score, confidence },
  );
  return parsed.success ? parsed.data : null;
}

const summaryColumns = {
  id: analyses.id,
  ideaText: analyses.ideaText,
  status: analyses.status,
  createdAt: analyses.createdAt,
  previousRunId: analyses.previousAnalysisId,
  // A run a watch made on its schedule (kept after the watch is stopped).
  watched: sql<boolean>`${analyses.watchDueAt} is not null`,
  // Kept by the database beside each report: listing a page reads no report (ADR 0016).
  competitorCount: analyses.competitorCount,
  verdictScore: analyses.verdictScore,
  verdictConfidence: analyses.verdictConfidence,
};
const mine = eq(analyses.userId, sql.placeholder("userId"));
const newestFirst = [desc(analyses.createdAt), desc(analyses.id)];

/** The first page, which every History visit reads, and the pages after a cursor. */
const firstPage = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(analyses)
    .where(mine)
    .orderBy(...newestFirst)
    .limit(LIMITS.historyPageSize + 1)
    .prepare("history_first_page"),
);
const pageAfter = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(analyses)
    .where(
      and(
        mine,
        or(
          lt(analyses.createdAt, sql.placeholder("createdAt")),
          and(
            eq(analyses.createdAt, sql.placeholder("createdAt")),
            lt(analyses.id, sql.placeholder("id")),
          ),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(LIMITS.historyPageSize + 1)
    .prepare("history_page_after"),
);

/**
 * The user's analyses, newest first, a page at a time. The cursor is the last item's
 * (created_at, id), so pages stay stable while new analyses arrive.
 */
export async function listAnalyses(
  db: Database,
  input: { userId: string; cursor?: string },
): Promise<AnalysisList> {
  const before = input.cursor ? decodeHistoryCursor(input.cursor) : undefined;
  const rows = before
    ? await pageAfter(db).execute({
        userId: input.userId,
        createdAt: before.createdAt.toISOString(),
        id: before.id,
      })
    : await firstPage(db).execute({ userId: input.userId });
  const page = rows.slice(0, LIMITS.historyPageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ verdictScore, verdictConfidence, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      verdict: verdictOf(verdictScore, verdictConfidence),
    })),
    nextCursor: rows.length > page.length && last ? encodeHistoryCursor(last) : null,
  };
}
