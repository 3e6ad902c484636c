import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  COMPARISON_MESSAGES,
  type ComparisonDetail,
} from "../../../../contract/report-comparison.ts";
import { ActionRow } from "../../../components/ui/action-row.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useComparison } from "../api/get-comparison.ts";
import { ComparisonExportButtons } from "./comparison-export-buttons.tsx";
import { ComparisonShareButton } from "./comparison-share-button.tsx";
import { ComparisonView } from "./comparison-view.tsx";

function Loading() {
  return (
    <div role="status" className="space-y-6" data-testid="comparison-loading">
      <span className="sr-only">Loading the comparison</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-96" />
    </div>
  );
}

function Failed({ error, retry }: { error: Error; retry: () => void }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-16 text-center">
      <h2 className="text-xl font-bold text-ink">
        {gone ? "Comparison not available" : "We could not load this comparison"}
      </h2>
      <p className="text-muted-foreground">
        {gone
          ? error.message === COMPARISON_MESSAGES.noReports
            ? COMPARISON_MESSAGES.noReports
            : "It does not exist, or it is not yours. Pick reports to compare from your history."
          : "Please try again."}
      </p>
      <div className="flex justify-center gap-2">
        {gone ? null : (
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/history">Go to History</Link>
        </Button>
      </div>
    </div>
  );
}

/** The owner's comparison: its actions (Copy, Markdown, Share, and the chat the route passes in). */
export function ComparisonPage({
  comparisonId,
  chat,
}: {
  comparisonId: string;
  chat?: (detail: ComparisonDetail) => ReactNode;
}) {
  const query = useComparison(comparisonId);
  const detail = query.data;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 pb-28 pt-8 sm:px-6 sm:pt-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/history">
          <ArrowLeft aria-hidden="true" /> Back to History
        </Link>
      </Button>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-3 gap-y-4 sm:mb-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Compare ideas</h1>
          {detail ? (
            <p className="text-sm text-muted-foreground">
              {detail.comparison.reports.length} reports side by side · made{" "}
              <time dateTime={detail.createdAt}>{formatDate(detail.createdAt)}</time> · every figure
              from the reports themselves
            </p>
          ) : null}
        </div>
        {detail ? (
          <ActionRow role="navigation" aria-label="Comparison actions">
            <ComparisonExportButtons
              comparison={detail.comparison}
              missingReports={detail.missingReports}
              comparisonUrl={`${window.location.origin}/compare/${detail.id}`}
            />
            <ComparisonShareButton comparisonId={detail.id} />
          </ActionRow>
        ) : null}
      </header>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Failed error={query.error} retry={() => void query.refetch()} /> : null}
      {detail ? (
        <ComparisonView
          comparison={detail.comparison}
          missingReports={detail.missingReports}
          reportHref={(report) => (report.analysisId ? `/results/${report.analysisId}` : null)}
        />
      ) : null}
      {detail && chat ? chat(detail) : null}
    </main>
  );
}
