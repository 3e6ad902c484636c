import { readableDate } from "../../../../contract/readable-date.ts";
import type { Watch } from "../../../../contract/watch.ts";

/** "Next run December 5, 2026", or why the watch is paused. */
export function watchStatusText(watch: Watch): string {
  if (watch.status === "active") return `Next run ${readableDate(watch.nextRunAt)}`;
  return watch.pausedReason === "no_reports"
    ? "Paused: a run was due and no report was left"
    : "Paused";
}

export function WatchStatus({ watch }: { watch: Watch }) {
  const paused = watch.status === "paused";
  return (
    <span
      data-testid="watch-status"
      className={
        paused
          ? "inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-ink"
          : "text-sm text-muted-foreground"
      }
    >
      {watchStatusText(watch)}
    </span>
  );
}
