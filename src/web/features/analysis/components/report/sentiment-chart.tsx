import type { FeedbackPlatform, Report } from "../../../../../contract/report.ts";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";
import { plural } from "../../../../../contract/plural.ts";

const LABEL_TEXT = {
  positive: "Positive",
  negative: "Negative",
  neutral: "Neutral",
  mixed: "Mixed",
  unknown: "No items",
} as const;

/**
 * Tone per platform as stacked bars (positive, neutral, negative items). The scores are word-list
 * counts over every gathered item, so the caption says so; each row's text is its alternative.
 */
export function SentimentChart({
  sentiment,
  platforms,
}: {
  sentiment: NonNullable<Report["sentimentByPlatform"]>;
  /** The platforms the report speaks for (ReportModel.feedbackPlatforms). */
  platforms: FeedbackPlatform[];
}) {
  const rows = platforms.map((platform) => ({ platform, ...sentiment[platform] }));
  const withItems = rows.filter((row) => row.items > 0);
  if (withItems.length === 0) return null;
  // The same reading everywhere tells nothing platform by platform: one line says it.
  const [first] = withItems;
  if (withItems.length > 1 && withItems.every((row) => row.label === first!.label))
    return (
      <p className="text-sm text-muted-foreground" data-testid="sentiment-chart">
        Tone: {LABEL_TEXT[first!.label].toLowerCase()} on every platform with items (estimated from
        word scores of every item gathered).
      </p>
    );
  return (
    <figure
      className="report-card rounded-xl border border-border bg-card p-4"
      data-testid="sentiment-chart"
    >
      <figcaption className="text-sm font-semibold text-ink">
        Sentiment by platform{" "}
        <span className="font-normal text-muted-foreground">
          (estimated from word scores of every item gathered)
        </span>
      </figcaption>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => {
          const neutral = row.items - row.positive - row.negative;
          const share = (count: number) => `${row.items === 0 ? 0 : (count / row.items) * 100}%`;
          return (
            <li
              key={row.platform}
              className="grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-2 text-sm sm:grid-cols-[8rem_1fr_5.5rem]"
            >
              <span className="truncate text-ink">{PLATFORM_LABELS[row.platform]}</span>
              <span
                className="flex h-3 overflow-hidden rounded-full bg-muted print:[print-color-adjust:exact]"
                aria-hidden="true"
              >
                <span className="block h-full bg-primary" style={{ width: share(row.positive) }} />
                <span className="block h-full bg-border" style={{ width: share(neutral) }} />
                <span
                  className="block h-full bg-destructive"
                  style={{ width: share(row.negative) }}
                />
              </span>
              <span className="text-right text-xs text-muted-foreground">
                {LABEL_TEXT[row.label]}
                <span className="sr-only">
                  {row.items === 0
                    ? ""
                    : `: ${plural(row.positive, "positive item")}, ${plural(neutral, "neutral item")}, ${plural(row.negative, "negative item")} of ${row.items}`}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-hidden="true"
      >
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-primary" />
          Positive
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-border" />
          Neutral
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-destructive" />
          Negative
        </span>
      </p>
    </figure>
  );
}
