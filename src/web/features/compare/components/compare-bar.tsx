import { GitCompareArrows, Loader2, X } from "lucide-react";
import { useNavigate } from "react-router";
import {
  COMPARISON_MAX_REPORTS,
  COMPARISON_MESSAGES,
  COMPARISON_MIN_REPORTS,
} from "../../../../contract/report-comparison.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateComparison } from "../api/create-comparison.ts";

function hint(count: number): string {
  if (count === 0) return "Tick 2 to 4 finished reports to compare them side by side.";
  if (count < COMPARISON_MIN_REPORTS) return "Pick at least one more finished report.";
  if (count > COMPARISON_MAX_REPORTS) return COMPARISON_MESSAGES.tooMany;
  return "Opens a side-by-side page you can export and share.";
}

/** The sticky bar of History's Compare mode: enabled for 2–4 picked reports, and says why not. */
export function CompareBar({
  analysisIds,
  onCancel,
}: {
  analysisIds: string[];
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateComparison();
  const count = analysisIds.length;
  const ready = count >= COMPARISON_MIN_REPORTS && count <= COMPARISON_MAX_REPORTS;
  const start = () =>
    create.mutate(analysisIds, {
      onSuccess: (comparisonId) => void navigate(`/compare/${comparisonId}`),
      onError: (error) => void toast.error(error.message),
    });
  return (
    <div
      role="region"
      aria-label="Compare reports"
      className="sticky bottom-3 z-20 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card/95 p-3 shadow-lg backdrop-blur sm:p-4"
    >
      <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite" id="compare-hint">
        <span className="font-semibold">{count} selected.</span> {hint(count)}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <X aria-hidden="true" /> Cancel
        </Button>
        <Button
          size="sm"
          disabled={!ready || create.isPending}
          aria-describedby="compare-hint"
          onClick={start}
        >
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <GitCompareArrows aria-hidden="true" />
          )}
          Compare {count >= COMPARISON_MIN_REPORTS ? `${count} reports` : "reports"}
        </Button>
      </div>
    </div>
  );
}
