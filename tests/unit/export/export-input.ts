import type { ReportDocumentInput } from "../../../src/contract/export/report-document.ts";
import { IDEA, stored } from "../report/fixtures.ts";

export const RESULTS_URL = "https://groundtruth.example/results/7f3c";

/** What the export routes pass: the idea, the results as the server reads them, and the page's link. */
export function exportInput(results: unknown): ReportDocumentInput {
  const read = stored(results);
  if (!read) throw new Error("The fixture is not a readable report");
  return {
    idea: IDEA,
    stored: read,
    createdAt: "2025-10-01T12:00:00.000Z",
    resultsUrl: RESULTS_URL,
  };
}
