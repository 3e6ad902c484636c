import { Copy, Download } from "lucide-react";
import { comparisonToMarkdown } from "../../../../contract/export/comparison-document.ts";
import type { ReportComparison } from "../../../../contract/report-comparison.ts";
import { Button } from "../../../components/ui/button.tsx";
import { copyText, saveTextFile } from "../lib/save-text-file.ts";

/**
 * Copy and Download as Markdown, built in the browser from the comparison it already holds:
 * the same document as GET /api/comparisons/:id/markdown.
 */
export function ComparisonExportButtons({
  comparison,
  missingReports,
  comparisonUrl,
}: {
  comparison: ReportComparison;
  missingReports: number;
  comparisonUrl: string;
}) {
  const markdown = () =>
    comparisonToMarkdown({
      comparison,
      missingReports,
      comparisonUrl,
      reportUrl: (analysisId) => `${window.location.origin}/results/${analysisId}`,
    });
  const day = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyText(markdown(), "Comparison copied as Markdown")}
      >
        <Copy aria-hidden="true" /> Copy
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          saveTextFile(
            `groundtruth-comparison-${day}.md`,
            markdown(),
            "text/markdown;charset=utf-8",
          )
        }
      >
        <Download aria-hidden="true" /> Download Markdown
      </Button>
    </>
  );
}
