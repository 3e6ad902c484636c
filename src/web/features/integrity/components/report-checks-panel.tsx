import { ChevronDown, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { ReportChecks } from "../../../../contract/integrity.ts";
import { plural } from "../../../../contract/plural.ts";
import { readableDate } from "../../../../contract/readable-date.ts";
import { useReportChecks, type ChecksOf } from "../api/get-report-checks.ts";

function lines(checks: ReportChecks): string[] {
  const rechecked = checks.recheckedVerbatim + checks.recheckedChanged + checks.recheckedGone;
  return [
    `${plural(checks.quotesShown, "quote")} shown, each fetched word for word with its link when the report was made.`,
    rechecked > 0
      ? `${checks.recheckedVerbatim} of ${rechecked} re-read at their source since are still word for word; ${checks.recheckedChanged} changed, ${checks.recheckedGone} gone.`
      : "None of its quotes has been re-read at its source yet: a daily job samples reports in turn.",
    ...(checks.recheckedUnreachable > 0
      ? [
          `${plural(checks.recheckedUnreachable, "quote")} could not be re-read (the platform did not answer, or an App Store review is no longer in the store's feed); not counted as gone.`,
        ]
      : []),
    checks.linksChecked > 0
      ? `${checks.linksAlive} of ${plural(checks.linksChecked, "competitor link")} re-opened still open.`
      : "Its competitor links have not been re-opened yet.",
    checks.fieldsStated > 0
      ? `${checks.fieldsBacked} of ${plural(checks.fieldsStated, "competitor fact and feature", "competitor facts and features")} are shown with the product page's own words.`
      : "It states no competitor facts from the products' pages.",
    checks.refusedQuotes === null || checks.refusedLinks === null
      ? "It was made before refused suggestions were counted."
      : `The checks refused ${plural(checks.refusedQuotes, "quotation")} and ${plural(checks.refusedLinks, "link")} the AI model proposed; they are counted, never shown.`,
  ];
}

/** "How this report was checked": the report's own figures, folded under its heading. */
export function ReportChecksPanel({ of }: { of: ChecksOf }) {
  const query = useReportChecks(of);
  if (!query.data) return null;
  const checks = query.data;
  return (
    <details
      className="group no-print mt-8 rounded-xl border border-border bg-card shadow-sm"
      data-testid="report-checks"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 p-5 text-ink [&::-webkit-details-marker]:hidden">
        <ShieldCheck className="size-5 shrink-0 text-primary-hover" aria-hidden="true" />
        <span className="flex-1 font-semibold">How this report was checked</span>
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-3 border-t border-border p-5 text-sm leading-relaxed text-muted-foreground">
        <ul className="list-disc space-y-1.5 pl-5">
          {lines(checks).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {checks.lastCheckedAt ? `Last re-checked ${readableDate(checks.lastCheckedAt)}. ` : ""}
          <Link
            to="/integrity"
            className="font-medium text-primary-hover underline underline-offset-2"
          >
            How each figure is computed, across all reports
          </Link>
        </p>
      </div>
    </details>
  );
}
