import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { useFold } from "./use-fold.tsx";

/** A titled list of statements, each with the evidence it rests on: insights, gaps, risks. */
export function CitedList({
  title,
  items,
  limit,
  folded,
  noun = { one: "item", many: "items" },
  level,
}: {
  title: string;
  items: Array<{ text: string; evidenceIds: string[] }>;
  /** At most this many, ever (the preview's teaser). */
  limit?: number;
  /** This many, the rest behind "Show N more". */
  folded?: number;
  /** What the list holds, for "Show 2 more risks". */
  noun?: { one: string; many: string };
  level: HeadingLevel;
}) {
  const capped = limit === undefined ? items : items.slice(0, limit);
  const { visible: shown, listId, more } = useFold(capped, folded ?? capped.length, noun);
  return (
    <div>
      <Heading level={level} className="text-sm">
        {title}
      </Heading>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None identified</p>
      ) : (
        <ul id={listId} className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
          {shown.map((insight, index) => (
            <li key={`${index}-${insight.text}`}>
              {insight.text} <EvidenceRefs ids={insight.evidenceIds} />
            </li>
          ))}
        </ul>
      )}
      {more ? <div className="mt-2">{more}</div> : null}
    </div>
  );
}
