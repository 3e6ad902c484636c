import { Lightbulb } from "lucide-react";
import type { Insight } from "../../../../../contract/report.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

/** Reports saved before the market summary existed: a list of insights... */
export function LegacyInsights({ insights }: { insights: Insight[] }) {
  if (insights.length === 0)
    return <p className="text-sm text-muted-foreground">None identified</p>;
  return (
    <ul className="space-y-2">
      {insights.map((insight, index) => (
        <li key={`${index}-${insight.text}`} className="flex gap-2 text-sm text-ink">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {insight.text} <EvidenceRefs ids={insight.evidenceIds} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** ...and pivot suggestions, numbered "Pivot 1..n" as the older report did. */
export function PivotSuggestions({ pivots, level }: { pivots: string[]; level: HeadingLevel }) {
  if (pivots.length === 0) return <p className="text-sm text-muted-foreground">None identified</p>;
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {pivots.map((pivot, index) => (
        <li key={`${index}-${pivot}`}>
          <Card className="report-card h-full p-5">
            <Heading level={level} className="text-base text-primary">
              Pivot {index + 1}
            </Heading>
            <p className="mt-2 text-sm leading-relaxed text-ink">{pivot}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
