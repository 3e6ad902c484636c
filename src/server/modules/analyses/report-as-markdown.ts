import { reportToMarkdown } from "../../../contract/export/report-markdown.ts";
import type { Database } from "../../../db/client.ts";
import { readFinishedReport } from "./read-finished-report.ts";

/**
 * The owner's finished report as Markdown, every quote with its link and the verdict when
 * present: the same document as the Markdown download, for the API and assistants.
 */
export async function reportAsMarkdown(
  deps: { db: Database; appUrl: string },
  input: { userId: string; analysisId: string },
): Promise<string> {
  const report = await readFinishedReport(deps.db, input);
  return reportToMarkdown({
    idea: report.ideaText,
    stored: report.stored,
    createdAt: report.createdAt.toISOString(),
    resultsUrl: `${deps.appUrl}/results/${report.analysisId}`,
    changes: report.changes,
  });
}
