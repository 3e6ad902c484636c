import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

/** A titled list of statements, each with the evidence it rests on: insights, gaps, risks. */
export function CitedList({
  title,
  items,
  limit,
  level,
}: {
  title: string;
  items: Array<{ text: string; evidenceIds: string[] }>;
  limit?: number;
  level: HeadingLevel;
}) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  return (
    <div>
      <Heading level={level} className="text-sm">
        {title}
      </Heading>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None identified</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
          {shown.map((insight, index) => (
            <li key={`${index}-${insight.text}`}>
              {insight.text} <EvidenceRefs ids={insight.evidenceIds} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
