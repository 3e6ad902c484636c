import type { FeedbackPlatform, PlatformFeedback } from "../../../../../contract/report.ts";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";

/** How much was found where, as bars; each row's visible label and count are its text alternative. */
export function FeedbackChart({
  feedback,
  platforms,
}: {
  feedback: PlatformFeedback;
  /** The platforms the report speaks for (ReportModel.feedbackPlatforms). */
  platforms: FeedbackPlatform[];
}) {
  const rows = platforms.map((platform) => ({
    platform,
    count: feedback[platform].length,
  }));
  const max = Math.max(1, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <figure className="report-card rounded-xl border border-border bg-card p-4">
      <figcaption className="text-sm font-semibold text-ink">
        Comments collected per platform{" "}
        <span className="font-normal text-muted-foreground">({total} in total)</span>
      </figcaption>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li
            key={row.platform}
            className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2 text-sm sm:grid-cols-[8rem_1fr_3rem]"
          >
            <span className="truncate text-ink">{PLATFORM_LABELS[row.platform]}</span>
            <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-primary print:[print-color-adjust:exact]"
                style={{ width: `${(row.count / max) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-ink">
              {row.count}
              <span className="sr-only"> {row.count === 1 ? "comment" : "comments"}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
