import { SHARE_MESSAGES } from "../../../contract/integrations.ts";
import type { ReportChecks } from "../../../contract/integrity.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { findSharedAnalysis } from "../shares/read-shared-report.ts";
import { reportChecksOf } from "./read-report-checks.ts";

/** A shared report's own checks, for whoever holds the live link: counts only, as the owner sees them. */
export async function readSharedReportChecks(db: Database, token: string): Promise<ReportChecks> {
  const row = await findSharedAnalysis(db, token);
  if (!row || row.status !== "succeeded") throw new AppError("not_found", SHARE_MESSAGES.gone);
  return reportChecksOf(db, { id: row.analysisId, results: row.results });
}
