import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  ANALYSIS_COMPLETE_MESSAGE,
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_FAILED_TITLE,
  type AnalysisDetail,
} from "../../../../contract/analysis.ts";
import type { CreditSummary } from "../../../../contract/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { useStartAnalysis } from "../api/start-analysis.ts";
import { useLiveAnalysis } from "../hooks/use-live-analysis.ts";
import { AnalysisFailedCard } from "./analysis-failed-card.tsx";
import { readIdeaDraft, saveIdeaDraft } from "../lib/idea-draft.ts";
import { readStoredPreviewIdea } from "../lib/preview-import.ts";
import { outOfReportsMessage } from "../lib/zero-credit-message.ts";
import { IdeaForm } from "./idea-form.tsx";
import { ProgressPanel } from "./progress-panel.tsx";
import { ReportView } from "./report-view.tsx";
import { ActionRow } from "../../../components/ui/action-row.tsx";

/**
 * The dashboard's working area: the idea form, the live run and its report. The analysis id
 * lives in the URL (?analysis=), so a reload picks the run up where it is. `afterReport` is what
 * the page composes under a finished report (the inline Q&A) and `reportActions` what it puts
 * beside 'New Analysis' (copy, downloads, export), since features never import each other.
 */
export function DashboardWorkspace({
  credits,
  creditsLoaded,
  afterReport,
  reportActions,
  chatAnchor,
}: {
  credits: CreditSummary | undefined;
  creditsLoaded: boolean;
  afterReport?: (analysis: AnalysisDetail) => ReactNode;
  reportActions?: (report: AnalysisDetail) => ReactNode;
  /** The id of what `afterReport` puts on the page to ask about the report, for its contents. */
  chatAnchor?: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const analysisId = searchParams.get("analysis");
  const importKey = searchParams.get("import");
  const [idea, setIdeaState] = useState(
    () => (importKey ? readStoredPreviewIdea(importKey) : null) ?? readIdeaDraft(),
  );
  const setIdea = (text: string) => {
    setIdeaState(text);
    saveIdeaDraft(text);
  };
  const start = useStartAnalysis();
  const live = useLiveAnalysis(analysisId);
  const { snapshot, status: finalStatus, failureMessage } = live;
  const resultsRef = useRef<HTMLDivElement>(null);
  const announced = useRef<string | null>(null);

  // ?import=preview_... loaded the landing page's preview idea into the box (initial state).
  useEffect(() => {
    if (!importKey) return;
    if (readStoredPreviewIdea(importKey))
      void toast.success("Your idea has been loaded. Click Analyze to see the full results!");
    setSearchParams(
      (params) => {
        params.delete("import");
        return params;
      },
      { replace: true },
    );
  }, [importKey, setSearchParams]);

  // Announce the end of a run once, refresh credits and history, and bring the report into view.
  useEffect(() => {
    if (!analysisId || announced.current === analysisId) return;
    if (finalStatus !== "succeeded" && finalStatus !== "failed") return;
    if (!start.isSuccess && !snapshot) return; // an old analysis opened from a link: no toast
    announced.current = analysisId;
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    void queryClient.invalidateQueries({ queryKey: queryKeys.analyses });
    if (finalStatus === "succeeded") {
      void toast.success(ANALYSIS_COMPLETE_MESSAGE);
      setTimeout(
        () => resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
        100,
      );
    } else {
      void toast.error(ANALYSIS_FAILED_TITLE, {
        description: failureMessage ?? ANALYSIS_FAILED_MESSAGE,
      });
    }
  }, [analysisId, finalStatus, failureMessage, snapshot, start.isSuccess, queryClient]);

  const outOfCredits = creditsLoaded && (credits?.remaining ?? 0) <= 0;
  const shownZeroCredit = useRef(false);
  useEffect(() => {
    // Only where a new idea could be typed: not over a report being made or just read.
    // Not for an e-mail still to confirm: the credits card says so, with the link to resend.
    if (
      !outOfCredits ||
      shownZeroCredit.current ||
      analysisId ||
      credits?.freeReportBlocked === "verify_email"
    )
      return;
    shownZeroCredit.current = true;
    void toast.error(outOfReportsMessage(credits), {
      duration: 6000,
      action: { label: "Buy 10 Reports - $69", onClick: () => void navigate("/pricing") },
    });
  }, [outOfCredits, analysisId, credits, navigate]);

  const submit = async (text: string) => {
    try {
      const { analysisId: id } = await start.mutateAsync({ idea: text });
      saveIdeaDraft(""); // the idea is stored with its analysis now
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      setSearchParams({ analysis: id });
    } catch (error) {
      if (error instanceof ApiError && error.code === "email_not_verified") {
        void toast.error(error.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      } else if (error instanceof ApiError && error.code === "credits_expired") {
        void toast.error(error.message);
        void navigate("/pricing");
      } else if (
        error instanceof ApiError &&
        (error.code === "insufficient_credits" || error.code === "payment_required")
      ) {
        // The server's words: "No credits remaining…", or why this month's free report is not this account's.
        void toast.error(error.message);
        void navigate("/pricing");
      } else if (
        error instanceof ApiError &&
        (error.code === "validation_failed" || error.code === "empty_runs_exhausted")
      ) {
        // Said by the server: what to fix, or how long until runs that find nothing are allowed again.
        void toast.error(error.message);
      } else {
        void toast.error(ANALYSIS_FAILED_TITLE, { description: ANALYSIS_FAILED_MESSAGE });
      }
    }
  };

  const newAnalysis = () => {
    setIdea("");
    start.reset();
    setSearchParams({});
  };
  // A failed run gave its report back: the idea comes back into the box, ready to run again.
  const tryAgain = () => {
    setIdea(live.stored?.ideaText ?? idea);
    start.reset();
    setSearchParams({});
  };

  const blockedReason = !creditsLoaded
    ? "Checking your credits…"
    : outOfCredits
      ? outOfReportsMessage(credits)
      : null;

  const { report } = live;

  return (
    <div className="space-y-6">
      {!analysisId ? (
        <Card className="no-print p-6">
          <IdeaForm
            idea={idea}
            onIdeaChange={setIdea}
            onSubmit={(text) => void submit(text)}
            running={start.isPending}
            blockedReason={blockedReason}
          />
          {outOfCredits ? (
            <div className="mt-4">
              <Button variant="outline" onClick={() => void navigate("/pricing")}>
                Buy 10 Reports - $69
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}

      {analysisId && (live.active || live.query.isPending) ? (
        <ProgressPanel progress={live.progress} />
      ) : null}

      {analysisId && (finalStatus === "failed" || live.query.isError) ? (
        <AnalysisFailedCard
          failureMessage={failureMessage}
          action={<Button onClick={tryAgain}>Try again</Button>}
        />
      ) : null}

      {report ? (
        <div ref={resultsRef} className="scroll-mt-20 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3 no-print">
            <h2 className="text-2xl font-bold text-ink">Your report</h2>
            <ActionRow>
              {reportActions?.(report)}
              <Button onClick={newAnalysis} variant="outline">
                <Plus aria-hidden="true" /> New Analysis
              </Button>
            </ActionRow>
          </div>
          <ReportView analysis={report} surface="dashboard" chatAnchor={chatAnchor} />
          {afterReport?.(report)}
        </div>
      ) : null}
    </div>
  );
}
