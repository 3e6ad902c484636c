import type { ReactNode } from "react";
import { ANALYSIS_FAILED_TITLE } from "../../../../contract/analysis.ts";
import { Card } from "../../../components/ui/card.tsx";
import { failureText } from "../lib/failure-text.ts";

/** What a failed analysis says, wherever it is shown; `action` is the way on ("Try again"). */
export function AnalysisFailedCard({
  failureMessage,
  action,
}: {
  failureMessage: string | null | undefined;
  action: ReactNode;
}) {
  return (
    <Card className="space-y-3 p-6" role="alert">
      <h2 className="text-lg font-semibold text-ink">{ANALYSIS_FAILED_TITLE}</h2>
      <p className="text-muted-foreground">{failureText(failureMessage)}</p>
      {action}
    </Card>
  );
}
