import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { AppError } from "../../app-error.ts";

export const ANALYSIS_NOT_FOUND = "Analysis not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that could name an analysis: anything else is answered as missing without a query. */
export const isAnalysisId = (id: string) => UUID.test(id);

/** One analysis, to its owner only: someone else's id is exactly as missing as an unknown one. */
export async function getAnalysis(db: Database, input: { userId: string; analysisId: string }) {
  if (!isAnalysisId(input.analysisId)) throw new AppError("not_found", ANALYSIS_NOT_FOUND);
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, input.userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", ANALYSIS_NOT_FOUND);
  return row;
}
