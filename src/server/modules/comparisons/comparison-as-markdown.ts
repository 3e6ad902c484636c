import { comparisonToMarkdown } from "../../../contract/export/comparison-document.ts";
import type { Database } from "../../../db/client.ts";
import { readComparison } from "./read-comparison.ts";

/** The owner's comparison as Markdown: the same document as the page's Download and Copy. */
export async function comparisonAsMarkdown(
  deps: { db: Database; appUrl: string },
  input: { userId: string; comparisonId: string },
): Promise<string> {
  const detail = await readComparison(deps.db, input);
  return comparisonToMarkdown({
    comparison: detail.comparison,
    reportUrl: (analysisId) => `${deps.appUrl}/results/${analysisId}`,
    comparisonUrl: `${deps.appUrl}/compare/${detail.id}`,
    missingReports: detail.missingReports,
  });
}
