import { createContext, useContext } from "react";
import {
  FEEDBACK_PLATFORMS,
  type PlatformFeedback,
  type SourceRef,
} from "../../../../../contract/report.ts";
import { cn } from "../../../../lib/cn.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { PLATFORM_LABELS, SOURCE_LABELS } from "../../../../../contract/report-labels.ts";
import { SourceLink } from "./source-link.tsx";

/** Evidence id to its number in the evidence list, so any claim can cite "[3]" and jump to it. */
export const EvidenceIndexContext = createContext<ReadonlyMap<string, number>>(new Map());

export function evidenceAnchor(id: string): string {
  return `evidence-${id.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
}

/** Citations for a claim; ids that are not in the evidence list (older reports) are skipped. */
export function EvidenceRefs({ ids, className }: { ids: string[]; className?: string }) {
  const index = useContext(EvidenceIndexContext);
  const known = [...new Set(ids)].filter((id) => index.has(id));
  if (known.length === 0) return null;
  return (
    <span
      className={cn(
        "inline-flex flex-wrap items-center gap-1 text-xs text-muted-foreground",
        className,
      )}
    >
      <span>Sources:</span>
      {known.map((id) => (
        <a
          key={id}
          href={`#${evidenceAnchor(id)}`}
          className="rounded px-0.5 font-medium text-primary underline-offset-2 hover:underline"
          aria-label={`Evidence ${index.get(id)}`}
        >
          [{index.get(id)}]
        </a>
      ))}
    </span>
  );
}

function firstWords(text: string, count = 14): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(" ")}…` : text.trim();
}

export type EvidenceEntry = {
  id: string;
  platform: string;
  via: string | null;
  title: string;
  author: string | null;
  url: string;
};

export function entriesFromSources(sources: SourceRef[]): EvidenceEntry[] {
  return sources.map((source) => ({
    id: source.id,
    platform: PLATFORM_LABELS[source.platform],
    via: (source.source as string) !== source.platform ? SOURCE_LABELS[source.source] : null,
    title: source.title ?? firstWords(source.text),
    author: source.author,
    url: source.url,
  }));
}

/** Older reports kept no source list; the links on their quotes are all the evidence there is. */
export function entriesFromFeedback(feedback: PlatformFeedback): EvidenceEntry[] {
  return FEEDBACK_PLATFORMS.flatMap((platform) =>
    feedback[platform].map((item) => ({
      id: item.evidenceId,
      platform: PLATFORM_LABELS[platform],
      via: null,
      title: firstWords(item.comment),
      author: item.author,
      url: item.sourceUrl,
    })),
  );
}

export function buildEvidenceIndex(entries: EvidenceEntry[]): Map<string, number> {
  return new Map(entries.map((entry, index) => [entry.id, index + 1]));
}

export function EvidenceList({
  entries,
  level,
  legacy,
}: {
  entries: EvidenceEntry[];
  level: HeadingLevel;
  legacy: boolean;
}) {
  return (
    <section aria-labelledby="report-evidence" className="space-y-3">
      <Heading level={level} id="report-evidence" className="scroll-mt-36 text-xl">
        Evidence and Sources
      </Heading>
      <p className="text-sm text-muted-foreground">
        {legacy
          ? "This older report did not record a source list. These are the links attached to its quotes."
          : `Every quote, competitor and insight above comes from these ${entries.length} public sources. Numbers match the citations in the report.`}
      </p>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sources were recorded for this report.</p>
      ) : (
        <ol className="divide-y divide-border rounded-xl border border-border bg-card">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              id={evidenceAnchor(entry.id)}
              className="report-evidence-item flex scroll-mt-24 gap-3 p-3 text-sm target:bg-primary-soft"
            >
              <span className="w-8 shrink-0 text-right font-mono text-xs text-muted-foreground">
                [{index + 1}]
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="break-words text-ink">{entry.title}</p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span>{entry.platform}</span>
                  {entry.via ? <span>via {entry.via}</span> : null}
                  {entry.author ? <span>by {entry.author}</span> : null}
                  <SourceLink url={entry.url} label="Open source" />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
