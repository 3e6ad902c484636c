import { ChevronDown, ClipboardCopy, Download, FileDown, FileJson, FileText } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import type { AnalysisDetail } from "../../../../contract/analysis.ts";
import { reportToMarkdown } from "../../../../contract/export/report-markdown.ts";
import { reportToPlainText } from "../../../../contract/export/report-plain-text.ts";
import type { StoredReport } from "../../../../contract/stored-report.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { reportFileName, reportToJson, saveFile } from "../lib/report-download.ts";
import { printReport } from "./report/use-printing.ts";

/** The same export document as every other format, as plain text with its links written out. */
async function copyReport(
  analysis: AnalysisDetail,
  stored: StoredReport,
  reportUrl: string | null,
) {
  const text = reportToPlainText({
    idea: analysis.ideaText,
    stored,
    createdAt: analysis.createdAt,
    resultsUrl: reportUrl,
    changes: analysis.changes,
  });
  try {
    await navigator.clipboard.writeText(text);
    void toast.success("Analysis copied to clipboard");
  } catch {
    void toast.error(
      "Could not copy to the clipboard. Please allow clipboard access and try again.",
    );
  }
}

function downloadMarkdown(
  analysis: AnalysisDetail,
  stored: StoredReport,
  reportUrl: string | null,
) {
  const markdown = reportToMarkdown({
    idea: analysis.ideaText,
    stored,
    createdAt: analysis.createdAt,
    resultsUrl: reportUrl,
    changes: analysis.changes,
  });
  saveFile(
    reportFileName(analysis.ideaText, analysis.createdAt, "md"),
    markdown,
    "text/markdown;charset=utf-8",
  );
}

function downloadJson(analysis: AnalysisDetail, stored: StoredReport, reportUrl: string | null) {
  const json = reportToJson({
    idea: analysis.ideaText,
    createdAt: analysis.createdAt,
    stored,
    reportUrl,
    exportedAt: new Date(),
  });
  saveFile(
    reportFileName(analysis.ideaText, analysis.createdAt, "json"),
    json,
    "application/json;charset=utf-8",
  );
}

/** The page the files link back to: the one given, else the report's own /results page. */
function linkBack(analysis: AnalysisDetail, reportUrl: string | null | undefined): string | null {
  if (reportUrl !== undefined) return reportUrl;
  return `${window.location.origin}/results/${encodeURIComponent(analysis.id)}`;
}

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink outline-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

function DownloadMenu({
  analysis,
  stored,
  reportUrl,
  disabled,
}: {
  analysis: AnalysisDetail | null;
  stored: StoredReport | null;
  reportUrl: string | null | undefined;
  disabled: boolean;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button variant="outline" size="sm">
          <Download aria-hidden="true" /> More formats <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="no-print z-50 min-w-48 rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className={itemClass}
            disabled={!stored}
            onSelect={() =>
              analysis &&
              stored &&
              downloadMarkdown(analysis, stored, linkBack(analysis, reportUrl))
            }
          >
            <FileText aria-hidden="true" /> Download Markdown
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!stored}
            onSelect={() =>
              analysis && stored && downloadJson(analysis, stored, linkBack(analysis, reportUrl))
            }
          >
            <FileJson aria-hidden="true" /> Download JSON
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={!stored}
            onSelect={() => printReport({ appendix: true })}
          >
            <FileDown aria-hidden="true" /> PDF with evidence appendix
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * What a reader can do with a finished report: copy it, download it as PDF (the browser's
 * print), and, under "More formats", as Markdown or JSON. `extra` is where the page puts other features' buttons (Export to
 * Notion, Share); they appear only once the analysis has succeeded, like the rest is enabled.
 */
export function ReportActions({
  analysis,
  extra,
  reportUrl,
}: {
  analysis: AnalysisDetail | null;
  extra?: ReactNode;
  /** Where the downloaded files link back to; the report's /results page when not given. */
  reportUrl?: string | null;
}) {
  const ready = analysis?.status === "succeeded";
  const stored = ready ? analysis.results : null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={!stored}
        onClick={() =>
          analysis && stored && void copyReport(analysis, stored, linkBack(analysis, reportUrl))
        }
      >
        <ClipboardCopy aria-hidden="true" /> Copy to Clipboard
      </Button>
      {/* The spec's own button: the report as it reads, long lists folded; the appendix is under More formats. */}
      <Button
        variant="outline"
        size="sm"
        disabled={!ready}
        onClick={() => printReport({ appendix: false })}
      >
        <FileDown aria-hidden="true" /> Download PDF
      </Button>
      <DownloadMenu analysis={analysis} stored={stored} reportUrl={reportUrl} disabled={!ready} />
      {ready ? extra : null}
    </>
  );
}
