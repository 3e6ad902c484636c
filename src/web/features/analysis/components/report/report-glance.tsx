import { ArrowDown } from "lucide-react";
import {
  GLANCE_HEADINGS,
  GLANCE_STEP_LEADS,
  glancePrice,
  type GlanceStep,
  type ReportGlance,
} from "../../../../../contract/report-glance.ts";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { cn } from "../../../../lib/cn.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { SourceLink } from "./source-link.tsx";
import { ConfidenceBadge, ScoreGauge } from "./verdict-summary.tsx";

function Step({ step }: { step: GlanceStep }) {
  const lead = <span className="font-medium">{GLANCE_STEP_LEADS[step.kind]}</span>;
  if (step.kind === "interview")
    return (
      <>
        {lead} <q className="text-muted-foreground">{step.question}</q>
      </>
    );
  if (step.kind === "gather")
    return (
      <>
        {lead} <SourceLink url={step.url}>{step.place}</SourceLink>
      </>
    );
  return (
    <>
      {lead} <q>{step.headline}</q>
      {step.price ? ` at ${step.price}` : ""}.{" "}
      <span className="text-muted-foreground">{step.killCriterion}</span>
    </>
  );
}

/**
 * The first screen of a report: the answer, the three pains behind it with a quote each, who is
 * already there and at what price, and what to do this week. Every part links to its section.
 */
export function ReportGlanceView({
  glance,
  level,
  competitorsAnchor,
  planAnchor,
}: {
  glance: ReportGlance;
  level: HeadingLevel;
  competitorsAnchor: string;
  planAnchor: string;
}) {
  return (
    <Card className="report-card print-stack grid gap-5 p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <ScoreGauge score={glance.score} compact />
          <div className="min-w-0 space-y-2">
            <p className="text-base leading-snug font-medium break-words text-ink">
              {glance.summary}
            </p>
            <ConfidenceBadge confidence={glance.confidence} />
          </div>
        </div>
        <div className="space-y-2">
          <Heading level={level} className="text-sm tracking-wide text-muted-foreground uppercase">
            {GLANCE_HEADINGS.pains}
          </Heading>
          {glance.pains.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No pain was described often enough to name one.
            </p>
          ) : (
            <ol className="space-y-2.5">
              {glance.pains.map((pain, index) => (
                <li key={`${index}-${pain.text}`} className="text-sm" data-glance="pain">
                  <p className="font-medium break-words text-ink">{pain.text}</p>
                  {pain.quote ? (
                    <p className="mt-0.5 break-words text-muted-foreground">
                      {pain.quote.text ? (
                        <>
                          <q>{pain.quote.text}</q>{" "}
                        </>
                      ) : null}
                      <span className="whitespace-nowrap">
                        {PLATFORM_LABELS[pain.quote.source.platform]} ·{" "}
                        <SourceLink url={pain.quote.source.url} />
                      </span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <div className="min-w-0 space-y-4">
        <div className="space-y-2">
          <Heading level={level} className="text-sm tracking-wide text-muted-foreground uppercase">
            {GLANCE_HEADINGS.competitors}
          </Heading>
          {glance.competitors.length === 0 ? (
            <p className="text-sm text-muted-foreground">No competitors were found.</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {glance.competitors.map((competitor, index) => (
                <li key={`${index}-${competitor.name}`} className="py-1.5" data-glance="competitor">
                  <span className="font-medium break-words text-ink">{competitor.name}</span>
                  <span
                    className={cn(
                      "block break-words",
                      competitor.price ? "text-ink" : "text-muted-foreground",
                    )}
                  >
                    {glancePrice(competitor.price)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {glance.competitorCount > glance.competitors.length ? (
            <a
              href={`#${competitorsAnchor}`}
              className="no-print inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              <ArrowDown className="size-3.5" aria-hidden="true" />
              All {glance.competitorCount} competitors
            </a>
          ) : null}
        </div>
        <div className="space-y-2">
          <Heading level={level} className="text-sm tracking-wide text-muted-foreground uppercase">
            {GLANCE_HEADINGS.steps}
          </Heading>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm break-words text-ink">
            {glance.steps.map((step) => (
              <li key={step.kind}>
                <Step step={step} />
              </li>
            ))}
          </ol>
          <a
            href={`#${planAnchor}`}
            className="no-print inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <ArrowDown className="size-3.5" aria-hidden="true" />
            The whole week&apos;s plan
          </a>
        </div>
      </div>
    </Card>
  );
}
