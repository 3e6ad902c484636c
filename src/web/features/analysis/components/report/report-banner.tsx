import { Bot, FileSearch, History, TriangleAlert } from "lucide-react";
import type { Report, SectionName, SourceName } from "../../../../../contract/report.ts";
import { SOURCE_LABELS } from "../../../../../contract/report-labels.ts";

const SECTION_LABELS: Record<SectionName, string> = {
  competitors: "Competitors",
  platformFeedback: "User feedback",
  redditInsights: "Insights",
  marketSummary: "Market summary",
};

function Counts({ items }: { items: { label: string; value: number }[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Report counts">
      {items.map((item) => (
        <li
          key={item.label}
          className="rounded-full bg-card px-3 py-1 text-sm text-ink ring-1 ring-border"
        >
          <span className="font-semibold tabular-nums">{item.value}</span> {item.label}
        </li>
      ))}
    </ul>
  );
}

function sourceCounts(report: Report): { source: SourceName; count: number }[] {
  const counts = new Map<SourceName, number>();
  for (const ref of report.sources) counts.set(ref.source, (counts.get(ref.source) ?? 0) + 1);
  return [...counts.entries()]
    .map(([source, count]) => ({ source, count }))
    .sort((a, b) => b.count - a.count);
}

function sourceLabel(source: string): string {
  return SOURCE_LABELS[source as SourceName] ?? source;
}

/** How this report was made: the mode, what was counted, which sources answered, and what went wrong. */
export function ReportBanner({ report }: { report: Report }) {
  const ai = report.mode === "ai";
  const notes = (
    Object.entries(report.sections) as [SectionName, { generatedBy: string; note: string | null }][]
  ).filter(([, info]) => info.note);
  const answered = sourceCounts(report);
  // A platform where the search found nothing relevant did answer: its own warning says so.
  const silent = report.warnings.filter(
    (warning) =>
      warning.source && warning.code !== "not-configured" && warning.code !== "no-evidence",
  );
  const notConfigured = report.warnings.filter(
    (warning) => warning.source && warning.code === "not-configured",
  );
  const seconds = Math.round(report.timings.totalMs / 1000);
  return (
    <section
      aria-label="How this report was made"
      className="report-card space-y-3 rounded-xl border border-border bg-muted p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-ink">
          {ai ? (
            <Bot className="size-4" aria-hidden="true" />
          ) : (
            <FileSearch className="size-4" aria-hidden="true" />
          )}
          {ai ? "AI analysis" : "Evidence-only: a language model is not configured"}
        </span>
        {report.preview ? (
          <span className="text-sm font-medium text-ink">Preview report</span>
        ) : null}
        <span className="text-sm text-muted-foreground">Researched in {seconds} s</span>
      </div>
      {notes.length > 0 ? (
        <ul className="space-y-1 text-sm text-ink">
          {notes.map(([section, info]) => (
            <li key={section}>
              <span className="font-semibold">{SECTION_LABELS[section]}: </span>
              {info.note}
            </li>
          ))}
        </ul>
      ) : null}
      <Counts
        items={[
          {
            label: report.metadata.totalCompetitors === 1 ? "competitor" : "competitors",
            value: report.metadata.totalCompetitors,
          },
          { label: "user comments", value: report.metadata.totalPlatformFeedback },
          { label: "insights", value: report.metadata.totalInsights },
          { label: "sources", value: report.metadata.totalEvidence },
        ]}
      />
      <div className="space-y-1 text-sm text-ink">
        <p>
          <span className="font-semibold">Sources that answered: </span>
          {answered.length > 0
            ? answered.map(({ source, count }) => `${SOURCE_LABELS[source]} (${count})`).join(", ")
            : "none"}
        </p>
        {silent.length > 0 ? (
          <p>
            <span className="font-semibold">Did not answer: </span>
            {[...new Set(silent.map((warning) => sourceLabel(warning.source ?? "")))].join(", ")}
          </p>
        ) : null}
        {notConfigured.length > 0 ? (
          <p>
            <span className="font-semibold">Not searched: </span>
            {[...new Set(notConfigured.map((warning) => sourceLabel(warning.source ?? "")))].join(
              ", ",
            )}
          </p>
        ) : null}
      </div>
      {report.warnings.length > 0 ? (
        <details className="group text-sm">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded font-semibold text-ink">
            <TriangleAlert className="size-4 text-amber-700" aria-hidden="true" />
            {report.warnings.length} {report.warnings.length === 1 ? "warning" : "warnings"} about
            this report
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
            {report.warnings.map((warning, index) => (
              <li key={`${warning.code}-${index}`}>{warning.message}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** Older results carry no provenance; saying so is part of not overstating them. */
export function LegacyBanner({
  counts,
}: {
  counts: { competitors: number; feedback: number; insights: number };
}) {
  return (
    <section
      aria-label="How this report was made"
      className="report-card space-y-3 rounded-xl border border-border bg-muted p-4 sm:p-5"
    >
      <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-ink">
        <History className="size-4" aria-hidden="true" />
        Older report format
      </p>
      <p className="text-sm text-ink">
        This report was saved before Groundtruth recorded its sources, so its figures are shown as
        estimates and its competitor links as unverified. Run a new analysis for a fully sourced
        report.
      </p>
      <Counts
        items={[
          {
            label: counts.competitors === 1 ? "competitor" : "competitors",
            value: counts.competitors,
          },
          { label: "user comments", value: counts.feedback },
          { label: "insights", value: counts.insights },
        ]}
      />
    </section>
  );
}
