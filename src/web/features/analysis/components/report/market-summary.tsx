import { Crosshair, Sparkles, Users } from "lucide-react";
import type { MarketSummary } from "../../../../../contract/report.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

function orNone(value: string): string {
  return value.trim() || "None identified";
}

/** The opportunity and key takeaways (the "Key Insights" of a current report). */
export function MarketInsights({
  summary,
  level,
}: {
  summary: MarketSummary;
  level: HeadingLevel;
}) {
  return (
    <div className="space-y-4">
      <Card className="report-card p-5">
        <Heading level={level} className="text-base">
          Market opportunity
        </Heading>
        <p className="mt-2 text-sm leading-relaxed text-ink">{orNone(summary.marketOpportunity)}</p>
        <EvidenceRefs ids={summary.evidenceIds} className="mt-2" />
      </Card>
      <div>
        <Heading level={level} className="text-base">
          Key takeaways
        </Heading>
        {summary.keyTakeaways.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">None identified</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {summary.keyTakeaways.map((takeaway, index) => (
              <li key={`${index}-${takeaway}`} className="flex gap-2 text-sm text-ink">
                <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{takeaway}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The three recommendation cards: focus area, target segment, how to stand out. */
export function MarketRecommendations({
  summary,
  level,
}: {
  summary: MarketSummary;
  level: HeadingLevel;
}) {
  const cards = [
    { title: "Focus area", text: summary.recommendedFocus, icon: Crosshair },
    { title: "Target segment", text: summary.targetSegment, icon: Users },
    { title: "How to stand out", text: summary.differentiationStrategy, icon: Sparkles },
  ];
  return (
    <ul className="print-stack grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="report-card h-full p-5">
            <card.icon className="size-5 text-primary" aria-hidden="true" />
            <Heading level={level} className="mt-2 text-base">
              {card.title}
            </Heading>
            <p className="mt-2 text-sm leading-relaxed text-ink">{orNone(card.text)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
