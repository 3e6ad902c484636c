import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { SourceRef } from "../../../../../contract/report.ts";
import type { CounterEvidence } from "../../../../../contract/verdict.ts";
import { cn } from "../../../../lib/cn.ts";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { SourceLink } from "./source-link.tsx";
import { useFold } from "./use-fold.tsx";

/** Quotes per side before "Show N more": the strongest come first. */
const QUOTES_SHOWN = 2;

function Column({
  title,
  items,
  side,
  sources,
  level,
}: {
  title: string;
  items: CounterEvidence[];
  side: "for" | "against";
  sources: ReadonlyMap<string, SourceRef>;
  level: HeadingLevel;
}) {
  const Icon = side === "for" ? ThumbsUp : ThumbsDown;
  const { visible, listId, more } = useFold(items, QUOTES_SHOWN, { one: "quote", many: "quotes" });
  return (
    <div className="min-w-0 space-y-3" data-side={side}>
      <Heading level={level} className="flex items-center gap-2 text-base">
        <Icon
          className={cn("size-4", side === "for" ? "text-primary" : "text-destructive")}
          aria-hidden="true"
        />
        {title}
      </Heading>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None found in the evidence.</p>
      ) : (
        <ul id={listId} className="space-y-3">
          {visible.map((item, index) => (
            <li
              key={`${index}-${item.evidenceId}`}
              className="report-card rounded-lg border border-border bg-card p-4"
            >
              <blockquote
                className={cn(
                  "border-l-4 pl-3 text-sm leading-relaxed text-ink",
                  side === "for" ? "border-primary/60" : "border-destructive/60",
                )}
              >
                <p className="break-words">“{item.quote}”</p>
              </blockquote>
              <p className="mt-2 text-sm text-ink">{item.reason}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <SourceLink url={sources.get(item.evidenceId)?.url ?? null} />
                <EvidenceRefs ids={[item.evidenceId]} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {more}
    </div>
  );
}

/**
 * The strongest evidence for and against, side by side from tablet width up, so neither reads as
 * the footnote of the other; each quote is word for word and links to where it was said.
 */
export function EvidenceForAgainst({
  evidenceFor,
  evidenceAgainst,
  sources,
  level,
}: {
  evidenceFor: CounterEvidence[];
  evidenceAgainst: CounterEvidence[];
  sources: ReadonlyMap<string, SourceRef>;
  level: HeadingLevel;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Column title="Evidence for" items={evidenceFor} side="for" sources={sources} level={level} />
      <Column
        title="Evidence against"
        items={evidenceAgainst}
        side="against"
        sources={sources}
        level={level}
      />
    </div>
  );
}
