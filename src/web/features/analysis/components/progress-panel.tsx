import { CheckCircle2, CircleDashed, Loader2, XCircle, MinusCircle } from "lucide-react";
import { PROGRESS_STEPS, type AnalysisProgress } from "../../../../contract/analysis.ts";
import { Card } from "../../../components/ui/card.tsx";

const INITIAL_STEPS: AnalysisProgress["steps"] = PROGRESS_STEPS.map((step, index) => ({
  ...step,
  status: index === 0 ? "active" : "pending",
}));

/** Live state of a running analysis: the three stages, which sources answered, competitors so far. */
export function ProgressPanel({ progress }: { progress: AnalysisProgress | null }) {
  const steps = progress?.steps ?? INITIAL_STEPS;
  const sources = progress?.sources ?? [];
  const competitors = progress?.competitors ?? [];
  return (
    <Card className="p-6" aria-live="polite" aria-busy="true">
      <h2 className="text-lg font-semibold text-ink">Analyzing your idea</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step) => (
          <li key={step.id} className="flex items-center gap-3">
            {step.status === "done" ? (
              <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
            ) : step.status === "active" ? (
              <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
            ) : (
              <CircleDashed className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            <span
              className={
                step.status === "pending" ? "text-muted-foreground" : "font-medium text-ink"
              }
            >
              {step.label}
            </span>
            <span className="sr-only">
              (
              {step.status === "done"
                ? "done"
                : step.status === "active"
                  ? "in progress"
                  : "waiting"}
              )
            </span>
          </li>
        ))}
      </ol>
      {sources.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-ink">Sources</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {sources.map((source) => (
              <li
                key={source.id}
                className="flex items-center gap-2 text-sm"
                data-testid={`source-${source.id}`}
              >
                {source.status === "ok" ? (
                  <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                ) : source.status === "failed" ? (
                  <XCircle className="size-4 text-destructive" aria-hidden="true" />
                ) : source.status === "skipped" ? (
                  <MinusCircle className="size-4 text-muted-foreground" aria-hidden="true" />
                ) : (
                  <Loader2
                    className="size-4 animate-spin text-muted-foreground"
                    aria-hidden="true"
                  />
                )}
                <span className="text-ink">{source.label}</span>
                <span className="text-muted-foreground">
                  {source.status === "ok"
                    ? `${source.count} found`
                    : source.status === "pending"
                      ? "searching…"
                      : (source.message ??
                        (source.status === "skipped" ? "not searched" : "no answer"))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {competitors.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-ink">Competitors found so far</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {competitors.map((competitor) => (
              <li
                key={competitor.name}
                className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-ink"
              >
                {competitor.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
