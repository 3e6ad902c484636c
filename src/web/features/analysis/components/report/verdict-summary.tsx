import type { PreviewReading } from "../../lib/preview-import.ts";
import { Calculator, TriangleAlert } from "lucide-react";
import type { Confidence, Verdict } from "../../../../../contract/verdict.ts";
import { cn } from "../../../../lib/cn.ts";
import { plural } from "../../../../../contract/plural.ts";

const CONFIDENCE_BADGES: Record<Confidence, { label: string; className: string }> = {
  low: { label: "Low confidence", className: "bg-accent-soft text-amber-900" },
  medium: { label: "Medium confidence", className: "bg-muted text-ink ring-1 ring-border" },
  high: { label: "High confidence", className: "bg-primary-soft text-ink" },
};

/** The arc's colour only echoes the number printed inside it, so it carries no meaning of its own. */
function arcColour(score: number): string {
  if (score >= 70) return "var(--color-primary)";
  if (score >= 40) return "var(--color-accent)";
  return "var(--color-destructive)";
}

const ARC = "M 12 62 A 48 48 0 0 1 108 62";

/**
 * A semicircle filled to the score. pathLength makes the dash pattern count in score points, so
 * the arc needs no trigonometry; the image's name says the number for screen readers.
 */
export function ScoreGauge({ score, compact = false }: { score: number; compact?: boolean }) {
  return (
    <svg
      role="img"
      aria-label={`Validation score ${score} out of 100`}
      viewBox="0 0 120 72"
      className={cn("block h-auto shrink-0", compact ? "w-32" : "w-40 sm:w-48")}
    >
      <path d={ARC} pathLength={100} fill="none" strokeWidth={12} stroke="var(--color-border)" />
      {score > 0 ? (
        <path
          d={ARC}
          pathLength={100}
          fill="none"
          strokeWidth={12}
          strokeDasharray={`${score} 100`}
          stroke={arcColour(score)}
        />
      ) : null}
      <text
        x="60"
        y="56"
        textAnchor="middle"
        fontSize={28}
        fontWeight={700}
        fill="var(--color-ink)"
      >
        {score}
      </text>
      <text x="60" y="70" textAnchor="middle" fontSize={9} fill="var(--color-muted-foreground)">
        out of 100
      </text>
    </svg>
  );
}

export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  const badge = CONFIDENCE_BADGES[confidence];
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-3 py-1 text-sm font-semibold",
        badge.className,
      )}
    >
      {badge.label}
    </span>
  );
}

/** What the full report read, against what its free preview read: counts that explain a move. */
export interface EvidenceRead {
  items: number;
  platforms: number;
}

/**
 * The free preview of this idea and this report side by side: the preview read less of the same
 * sources, so its score may differ, and this says by how much and why.
 */
export function PreviewComparison({
  preview,
  report,
}: {
  preview: PreviewReading;
  report: EvidenceRead & { score: number };
}) {
  const moreItems = report.items - preview.items;
  const morePlatforms = report.platforms - preview.platforms;
  const read = `Your free preview read ${preview.score}/100 (${preview.confidence} confidence) from ${plural(preview.items, "item")} on ${plural(preview.platforms, "platform")}.`;
  const more = [
    moreItems > 0 ? plural(moreItems, "more item") : null,
    morePlatforms > 0 ? plural(morePlatforms, "more platform") : null,
  ].filter(Boolean);
  const why =
    Math.abs(report.score - preview.score) < 5
      ? ` This report read ${plural(report.items, "item")} on ${plural(report.platforms, "platform")} and agrees: ${report.score}/100.`
      : ` This report read ${plural(report.items, "item")} on ${plural(report.platforms, "platform")}${more.length > 0 ? ` (${more.join(" and ")})` : ""}: that is why it reads ${report.score}/100, not ${preview.score}.`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="preview-comparison">
      {read}
      {why}
    </p>
  );
}

/**
 * How far to trust the score, under the verdict's heading: the glance above already shows the
 * score, the sentence and the confidence, so this says what they rest on and how the score was made.
 */
export function VerdictBasis({ verdict }: { verdict: Verdict }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">
        <span className="font-semibold">{CONFIDENCE_BADGES[verdict.confidence].label}:</span>{" "}
        {verdict.confidenceBasis}
      </p>
      {verdict.confidence === "low" ? (
        <p className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The evidence behind this score is thin: read it with care, and check the quotes below
          before acting on it.
        </p>
      ) : null}
      <p className="flex gap-1.5 text-xs text-muted-foreground">
        <Calculator className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>
          <span>Computed from the counted evidence below; AI never sets the score.</span>{" "}
          {verdict.labelledBy === "model"
            ? "AI labelled the quotes, each checked word for word against its source."
            : "Quotes labelled by phrase rules."}
        </span>
      </p>
    </div>
  );
}
