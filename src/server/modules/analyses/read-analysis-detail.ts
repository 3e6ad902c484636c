import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { AppError } from "../../app-error.ts";
import { encodeJson, type EncodedJson } from "../../http/encoded-json.ts";
import { ANALYSIS_NOT_FOUND, getAnalysis, isAnalysisId } from "./get-analysis.ts";
import { readRunChanges } from "./read-run-changes.ts";
import { toAnalysisDetail } from "./to-analysis-detail.ts";

/**
 * Finished analyses' answers, encoded, by analysis and the run it repeats. A succeeded report
 * never changes, nor does a finished earlier one; deleting the earlier run sets the link to
 * null, which is another key. Per process, the most recent few.
 */
const finishedAnswers = new Map<string, EncodedJson>();
const REMEMBERED = 64;

/** An analysis's state, to its owner only: no report. */
const ownedHead = preparedPerDatabase((db) =>
  db
    .select({ status: analyses.status, previousAnalysisId: analyses.previousAnalysisId })
    .from(analyses)
    .where(
      and(
        eq(analyses.id, sql.placeholder("analysisId")),
        eq(analyses.userId, sql.placeholder("userId")),
      ),
    )
    .limit(1)
    .prepare("analysis_head"),
);

/**
 * One analysis as its owner's results page reads it, encoded. The owner check runs on every
 * read (a small row, no report); a finished answer is then served as encoded the first time,
 * without reading the report again, diffing it with the earlier run, serialising or compressing.
 */
export async function readAnalysisDetail(
  db: Database,
  input: { userId: string; analysisId: string },
): Promise<EncodedJson> {
  if (!isAnalysisId(input.analysisId)) throw new AppError("not_found", ANALYSIS_NOT_FOUND);
  const [head] = await ownedHead(db).execute(input);
  if (!head) throw new AppError("not_found", ANALYSIS_NOT_FOUND);
  const key = `${input.analysisId}|${head.previousAnalysisId ?? ""}`;
  const remembered = head.status === "succeeded" ? finishedAnswers.get(key) : undefined;
  if (remembered) return remembered;

  const row = await getAnalysis(db, input);
  const detail = toAnalysisDetail(row, await readRunChanges(db, row));
  const encoded = encodeJson(detail);
  // An earlier run still running (no changes yet) may finish: only a settled pair is kept.
  const settled = detail.previousRun === null || detail.changes !== null;
  if (row.status === "succeeded" && settled) {
    finishedAnswers.set(key, encoded);
    if (finishedAnswers.size > REMEMBERED)
      finishedAnswers.delete(finishedAnswers.keys().next().value!);
  }
  return encoded;
}
