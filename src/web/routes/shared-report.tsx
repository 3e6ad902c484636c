import { useMemo } from "react";
import { useParams } from "react-router";
import type { AnalysisDetail } from "../../contract/analysis.ts";
import type { SharedReport } from "../../contract/integrations.ts";
import { ReportActions } from "../features/analysis/components/report-actions.tsx";
import { ReportView } from "../features/analysis/components/report-view.tsx";
import { SharedReportPage } from "../features/integrations/components/shared-report-page.tsx";
import { ReportChecksPanel } from "../features/integrity/components/report-checks-panel.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";

export function meta() {
  return [
    { title: "Shared report | Groundtruth" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The shared report in the shape the report components read; it has no owner-side id. */
function asAnalysis(shared: SharedReport, token: string): AnalysisDetail {
  return {
    id: token,
    ideaText: shared.ideaText,
    status: "succeeded",
    createdAt: shared.createdAt,
    progress: null,
    results: shared.results,
    failureMessage: null,
    previousRun: null,
    changes: null,
  };
}

function SharedActions({ shared, token }: { shared: SharedReport; token: string }) {
  const analysis = useMemo(() => asAnalysis(shared, token), [shared, token]);
  // Downloads link back to this shared page: the reader cannot open the owner's /results page.
  const reportUrl = `${window.location.origin}/shared/${encodeURIComponent(token)}`;
  return <ReportActions analysis={analysis} reportUrl={reportUrl} />;
}

function SharedReportView({ shared, token }: { shared: SharedReport; token: string }) {
  const analysis = useMemo(() => asAnalysis(shared, token), [shared, token]);
  return (
    <>
      <ReportView analysis={analysis} surface="shared" />
      <ReportChecksPanel of={{ shareToken: token }} />
    </>
  );
}

/** Public and outside the app layout: no session, no chat, no owner controls. */
export default function SharedReportRoute() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <SharedReportPage
        token={token}
        actions={(shared) => <SharedActions shared={shared} token={token} />}
        report={(shared) => <SharedReportView shared={shared} token={token} />}
      />
    </QueryProvider>
  );
}
