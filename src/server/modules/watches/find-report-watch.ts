import { and, eq, or } from "drizzle-orm";
import type { ReportWatch } from "../../../contract/watch.ts";
import type { Database } from "../../../db/client.ts";
import { ideaWatches } from "../../../db/tables/idea-watches.ts";
import { getAnalysis } from "../analyses/get-analysis.ts";
import { toWatch } from "./to-watch.ts";

/**
 * The watch a report's page shows: the one started from it, the one that ran it, or the one
 * that follows it now. Someone else's report is a 404, like any read of it.
 */
export async function findReportWatch(
  db: Database,
  input: { userId: string; analysisId: string },
): Promise<ReportWatch> {
  const report = await getAnalysis(db, input);
  const [row] = await db
    .select()
    .from(ideaWatches)
    .where(
      and(
        eq(ideaWatches.userId, input.userId),
        or(
          eq(ideaWatches.startedFromAnalysisId, report.id),
          eq(ideaWatches.analysisId, report.id),
          report.watchId ? eq(ideaWatches.id, report.watchId) : undefined,
        ),
      ),
    )
    .limit(1);
  return { watch: row ? toWatch(row) : null };
}
