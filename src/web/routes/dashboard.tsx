import { Loader2 } from "lucide-react";
import { LIMITS } from "../../contract/site.ts";
import { DashboardWorkspace } from "../features/analysis/components/dashboard-workspace.tsx";
import { Disclaimer } from "../features/analysis/components/disclaimer.tsx";
import { ReportActions } from "../features/analysis/components/report-actions.tsx";
import { usePaymentSuccess } from "../features/billing/hooks/use-payment-success.ts";
import { useCredits } from "../lib/api/get-credits.ts";
import { CreditsCard } from "../features/credits/components/credits-card.tsx";
import { InlineChat } from "../features/chat/components/inline-chat.tsx";
import { NotionExportButton } from "../features/integrations/components/notion-export-button.tsx";
import { ShareButton } from "../features/integrations/components/share-button.tsx";

export function meta() {
  return [{ title: "Dashboard | Groundtruth" }];
}

export default function DashboardPage() {
  const credits = useCredits();
  const payment = usePaymentSuccess();
  return (
    <main id="main" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {/* 'Download PDF' prints the page: the report alone, not the account around it. */}
      <div className="no-print space-y-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Validate an idea</h1>
          <p className="mt-1 text-muted-foreground">
            Describe it in up to {LIMITS.ideaMaxLength} characters. You get competitors, real user
            feedback with links, and a strategy.
          </p>
        </div>
        <Disclaimer />
        {payment.confirming ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Confirming your payment…
          </p>
        ) : null}
        <CreditsCard credits={credits.data} loading={credits.isPending} />
      </div>
      <DashboardWorkspace
        credits={credits.data}
        creditsLoaded={credits.isSuccess}
        reportActions={(analysis) => (
          <ReportActions
            analysis={analysis}
            extra={
              <>
                <NotionExportButton analysisId={analysis.id} />
                <ShareButton analysisId={analysis.id} />
              </>
            }
          />
        )}
        chatAnchor="inline-chat-title"
        afterReport={(analysis) => (
          <InlineChat
            analysisId={analysis.id}
            ideaText={analysis.ideaText}
            results={analysis.results}
          />
        )}
      />
    </main>
  );
}
