import { ArrowRight, CheckCircle2, Clock, GitCompareArrows, XCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { CONFIDENCE_LABELS } from "../../../../contract/report-labels.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useAnalysesHistory } from "../api/list-analyses.ts";

const STATUS = {
  succeeded: { label: "Complete", icon: CheckCircle2, className: "text-primary" },
  running: { label: "Running", icon: Clock, className: "text-amber-700" },
  queued: { label: "Queued", icon: Clock, className: "text-amber-700" },
  failed: { label: "Failed", icon: XCircle, className: "text-destructive" },
} as const;

/** What History's Compare mode hands the bar that starts a comparison (the route supplies it). */
export interface CompareSelection {
  analysisIds: string[];
  cancel: () => void;
}

/** The picked ids in the order they were ticked: the comparison's columns follow it. */
function useCompareSelection() {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  return {
    active,
    picked,
    start: () => setActive(true),
    cancel: () => {
      setActive(false);
      setPicked([]);
    },
    toggle: (id: string) =>
      setPicked((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
  };
}

export function HistoryList({
  compareBar,
}: {
  compareBar?: (selection: CompareSelection) => ReactNode;
} = {}) {
  const history = useAnalysesHistory();
  const selection = useCompareSelection();
  useEffect(() => {
    if (history.isError) void toast.error("Failed to load history");
  }, [history.isError]);

  if (history.isPending) {
    return (
      <div className="grid gap-4" data-testid="history-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-lg text-ink">No analyses yet. Start by analyzing your first idea!</p>
        <Button asChild size="lg">
          <Link to="/dashboard">Analyze Your First Idea</Link>
        </Button>
      </Card>
    );
  }
  const finished = items.filter((item) => item.status === "succeeded").length;
  return (
    <div className="space-y-4">
      {compareBar && finished >= 2 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            {selection.active
              ? "Tick the finished reports to compare, in the order you want them."
              : "Weigh ideas against each other: pick 2 to 4 finished reports."}
          </p>
          {selection.active ? null : (
            <Button variant="outline" size="sm" onClick={selection.start}>
              <GitCompareArrows aria-hidden="true" /> Compare
            </Button>
          )}
        </div>
      ) : null}
      <ul className="grid gap-4">
        {items.map((item) => {
          const status = STATUS[item.status];
          const pickable = selection.active && item.status === "succeeded";
          const checkboxId = `compare-${item.id}`;
          return (
            <li key={item.id} className={selection.active ? "flex items-stretch gap-3" : undefined}>
              {selection.active ? (
                <div className="flex w-8 shrink-0 items-center justify-center">
                  {pickable ? (
                    <>
                      <input
                        id={checkboxId}
                        type="checkbox"
                        className="size-5 cursor-pointer accent-[var(--color-primary)]"
                        checked={selection.picked.includes(item.id)}
                        onChange={() => selection.toggle(item.id)}
                      />
                      <label htmlFor={checkboxId} className="sr-only">
                        Compare: {item.ideaText}
                      </label>
                    </>
                  ) : (
                    <span className="sr-only">Only finished reports can be compared.</span>
                  )}
                </div>
              ) : null}
              <Link
                to={`/results/${item.id}`}
                className="group block min-w-0 flex-1 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:border-primary hover:shadow-md"
              >
                <p className="line-clamp-2 font-medium text-ink">{item.ideaText}</p>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span>{formatDate(item.createdAt)}</span>
                  <span className={`flex items-center gap-1 ${status.className}`}>
                    <status.icon className="size-4" aria-hidden="true" /> {status.label}
                  </span>
                  {item.verdict ? (
                    <span className="font-medium text-ink">
                      Score {item.verdict.score}/100 ·{" "}
                      {CONFIDENCE_LABELS[item.verdict.confidence].toLowerCase()} confidence
                    </span>
                  ) : null}
                  {item.competitorCount !== null ? (
                    <span>{item.competitorCount} competitors</span>
                  ) : null}
                  {item.previousRunId ? (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-ink">
                      {item.watched ? "Watched run" : "Run again"}
                    </span>
                  ) : null}
                  <span className="ml-auto flex items-center gap-1 font-medium text-primary">
                    View report{" "}
                    <ArrowRight
                      className="size-4 transition group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      {history.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? "Loading..." : "Show older analyses"}
          </Button>
        </div>
      ) : null}
      {compareBar && selection.active
        ? compareBar({ analysisIds: selection.picked, cancel: selection.cancel })
        : null}
    </div>
  );
}
