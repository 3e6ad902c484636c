import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
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

/** A history row as the database writes it into the page's JSON. */
interface StoredSummary {
  id: string;
  ideaText: string;
  status: AnalysisSummary["status"];
  /** ISO 8601 in UTC to the millisecond, as `toISOString()` writes it. */
  createdAt: string;
  previousRunId: string | null;
  watched: boolean;
  competitorCount: number | null;
  verdictScore: number | null;
  verdictConfidence: string | null;
}

/**
 * A page comes back as one JSON value, not 21 rows of 9 columns: reading each column of each row
 * out of the wire protocol cost more CPU than the query itself, on PGlite most of all (ADR 0016,
 * fourth round). Listing a page reads no report: what it shows is kept in columns beside it.
 */
const summaryJson = sql<StoredSummary>`json_build_object(
  'id', ${analyses.id},
  'ideaText', ${analyses.ideaText},
  'status', ${analyses.status},
  'createdAt', to_char(${analyses.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'previousRunId', ${analyses.previousAnalysisId},
  'watched', ${analyses.watchDueAt} is not null,
  'competitorCount', ${analyses.competitorCount},
  'verdictScore', ${analyses.verdictScore},
  'verdictConfidence', ${analyses.verdictConfidence})`;
const mine = eq(analyses.userId, sql.placeholder("userId"));
const newestFirst = [desc(analyses.createdAt), desc(analyses.id)];

/** The page's rows, newest first, as one JSON array (an empty page is an empty array). */
function asOneValue(db: Database, rows: SQL) {
  const page = db
    .select({ summary: summaryJson.as("summary"), createdAt: analyses.createdAt, id: analyses.id })
    .from(analyses)
    .where(rows)
    .orderBy(...newestFirst)
    .limit(LIMITS.historyPageSize + 1)
    .as("page");
  return db
    .select({
      summaries: sql<
        StoredSummary[]
      >`coalesce(json_agg(${page.summary} order by ${page.createdAt} desc, ${page.id} desc), '[]'::json)`,
    })
    .from(page);
}

/** The first page, which every History visit reads, and the pages after a cursor. */
const firstPage = preparedPerDatabase((db) => asOneValue(db, mine).prepare("history_first_page"));
const pageAfter = preparedPerDatabase((db) =>
  asOneValue(
    db,
    and(
      mine,
      or(
        lt(analyses.createdAt, sql.placeholder("createdAt")),
        and(
          eq(analyses.createdAt, sql.placeholder("createdAt")),
          lt(analyses.id, sql.placeholder("id")),
        ),
      ),
    )!,
  ).prepare("history_page_after"),
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
  const [page] = before
    ? await pageAfter(db).execute({
        userId: input.userId,
        createdAt: before.createdAt.toISOString(),
        id: before.id,
      })
    : await firstPage(db).execute({ userId: input.userId });
  // An aggregate answers one row, an empty array for a user with no analyses.
  const summaries = page?.summaries ?? [];
  const items = summaries
    .slice(0, LIMITS.historyPageSize)
    .map(({ verdictScore, verdictConfidence, ...row }) => ({
      ...row,
      verdict: verdictOf(verdictScore, verdictConfidence),
    }));
  const last = items.at(-1);
  const more = summaries.length > items.length && last;
  return {
    items,
    nextCursor: more
      ? encodeHistoryCursor({ id: last.id, createdAt: new Date(last.createdAt) })
      : null,
  };
}
