import type { StoredReport } from "../../../contract/stored-report.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { getAnalysis } from "./get-analysis.ts";
import { readStoredReport } from "./read-stored-report.ts";
import { readRunChanges } from "./read-run-changes.ts";
import type { ReportChanges } from "../../../contract/report-changes.ts";

export interface FinishedReport {
  analysisId: string;
  ideaText: string;
  createdAt: Date;
  stored: StoredReport;
  /** What moved since the run it repeats, if it repeats one. */
  changes: ReportChanges | null;
}

/** The owner's finished report, for exports and share links; 404 for anyone else's. */
export async function readFinishedReport(
  db: Database,
  input: { userId: string; analysisId: string },
): Promise<FinishedReport> {
  const row = await getAnalysis(db, input);
  const stored = row.status === "succeeded" ? readStoredReport(row.id, row.results) : null;
  if (!stored) throw new AppError("conflict", "This analysis has no finished report yet.");
  const { changes } = await readRunChanges(db, row);
  return { analysisId: row.id, ideaText: row.ideaText, createdAt: row.createdAt, stored, changes };
}
