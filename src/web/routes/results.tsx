import { ArrowLeft, Plus } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { toast } from "../lib/toast.ts";
import { AnalysisFailedCard } from "../features/analysis/components/analysis-failed-card.tsx";
import { ProgressPanel } from "../features/analysis/components/progress-panel.tsx";
import { ActionRow } from "../components/ui/action-row.tsx";
import { ReportActions } from "../features/analysis/components/report-actions.tsx";
import { ReportView } from "../features/analysis/components/report-view.tsx";
import { useLiveAnalysis } from "../features/analysis/hooks/use-live-analysis.ts";
import { saveIdeaDraft } from "../features/analysis/lib/idea-draft.ts";
import { AskAiButton } from "../features/chat/components/ask-ai-button.tsx";
import { NotionExportButton } from "../features/integrations/components/notion-export-button.tsx";
import { ShareButton } from "../features/integrations/components/share-button.tsx";
import { WatchButton } from "../features/watches/components/watch-button.tsx";
import { RunAgainButton } from "../features/analysis/components/run-again-button.tsx";
import { ReportChecksPanel } from "../features/integrity/components/report-checks-panel.tsx";

export function meta() {
  return [{ title: "Analysis Results | Groundtruth" }];
}

function LoadingSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6" data-testid="results-loading">
      <span className="sr-only">Loading analysis</span>
      <Skeleton className="h-32" />
      <Skeleton className="h-16" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

export default function ResultsPage() {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const live = useLiveAnalysis(id);
  const { query, stored: data, report } = live;

  useEffect(() => {
    if (!query.isError) return;
    void toast.error("Failed to load analysis");
    void navigate("/", { replace: true });
  }, [query.isError, navigate]);

  // Bottom padding leaves room for the floating "Ask AI Questions" button.
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-28 pt-8 sm:px-6 sm:pt-10 print:p-0">
      {/* The app header above is the way around the app; these act on this report. */}
      <header className="mb-6 flex flex-wrap sm:mb-8 items-center justify-between gap-x-3 gap-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Analysis Results</h1>
        <ActionRow role="navigation" aria-label="Report actions" className="no-print">
          <Button asChild size="sm">
            <Link to="/dashboard">
              <Plus aria-hidden="true" /> New Analysis
            </Link>
          </Button>
          <ReportActions
            analysis={data}
            extra={
              data ? (
                <>
                  {report ? <RunAgainButton analysisId={data.id} ideaText={data.ideaText} /> : null}
                  {report ? <WatchButton analysisId={data.id} /> : null}
                  <NotionExportButton analysisId={data.id} />
                  <ShareButton analysisId={data.id} />
                </>
              ) : null
            }
          />
        </ActionRow>
      </header>

      {query.isPending || query.isError ? <LoadingSkeleton /> : null}

      {/* Still shown between the stream's "succeeded" and the report's arrival. */}
      {data && !report && live.status !== "failed" ? (
        <ProgressPanel progress={live.progress} />
      ) : null}

      {data && live.status === "failed" ? (
        <AnalysisFailedCard
          failureMessage={live.failureMessage}
          action={
            <Button asChild>
              {/* The idea goes back into the dashboard's box, ready to run again. */}
              <Link to="/dashboard" onClick={() => saveIdeaDraft(data.ideaText)}>
                Try again
              </Link>
            </Button>
          }
        />
      ) : null}

      {report ? <ReportView analysis={report} surface="results" /> : null}
      {report ? <ReportChecksPanel of={{ analysisId: report.id }} /> : null}
      {report ? (
        <AskAiButton analysisId={report.id} ideaText={report.ideaText} results={report.results} />
      ) : null}

      <footer className="no-print mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <ReportActions analysis={data} />
        </div>
      </footer>
    </main>
  );
}
