import { createContext, useContext, useEffect } from "react";
import { flushSync } from "react-dom";
import {
  FEEDBACK_PLATFORMS,
  type PlatformFeedback,
  type SourceRef,
} from "../../../../../contract/report.ts";
import { cn } from "../../../../lib/cn.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { PLATFORM_LABELS, SOURCE_LABELS } from "../../../../../contract/report-labels.ts";
import { firstWords, sourceTitle } from "../../../../../contract/quote-text.ts";
import { SourceLink } from "./source-link.tsx";
import { usePrintingAll } from "./use-printing.ts";

/** Evidence id to its number in the evidence list, so any claim can cite "[3]" and jump to it. */
export const EvidenceIndexContext = createContext<ReadonlyMap<string, number>>(new Map());

/** Opens the folded source list, so a citation's jump lands on its entry. */
export const OpenEvidenceContext = createContext<() => void>(() => undefined);

export function evidenceAnchor(id: string): string {
  return `evidence-${id.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
}

/** Citations for a claim; ids that are not in the evidence list (older reports) are skipped. */
export function EvidenceRefs({ ids, className }: { ids: string[]; className?: string }) {
  const index = useContext(EvidenceIndexContext);
  const openEvidence = useContext(OpenEvidenceContext);
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
          // The entry must exist before the browser follows the link to it.
          onClick={() => flushSync(openEvidence)}
          className="rounded px-0.5 font-medium text-primary underline-offset-2 hover:underline"
          aria-label={`Evidence ${index.get(id)}`}
        >
          [{index.get(id)}]
        </a>
      ))}
    </span>
  );
}

export type EvidenceEntry = {
  id: string;
  platform: string;
  via: string | null;
  title: string;
  /** The item's own first words, told apart from others under the same thread title. */
  excerpt: string;
  author: string | null;
  url: string;
};

export function entriesFromSources(sources: SourceRef[]): EvidenceEntry[] {
  return sources.map((source) => ({
    id: source.id,
    platform: PLATFORM_LABELS[source.platform],
    via: (source.source as string) !== source.platform ? SOURCE_LABELS[source.source] : null,
    title: sourceTitle(source),
    excerpt: firstWords(source.text),
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
      excerpt: firstWords(item.comment),
      author: item.author,
      url: item.sourceUrl,
    })),
  );
}

export function buildEvidenceIndex(entries: EvidenceEntry[]): Map<string, number> {
  return new Map(entries.map((entry, index) => [entry.id, index + 1]));
}

type NumberedEntry = EvidenceEntry & { number: number };

/** Entries under one title once: a thread's comments share its title, which reads as a repeat. */
function byTitle(entries: EvidenceEntry[]): NumberedEntry[][] {
  const groups = new Map<string, NumberedEntry[]>();
  entries.forEach((entry, index) => {
    const key = entry.title.trim().toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), { ...entry, number: index + 1 }]);
  });
  return [...groups.values()];
}

function EntryDetails({ entry }: { entry: EvidenceEntry }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span>{entry.platform}</span>
      {entry.via ? <span>via {entry.via}</span> : null}
      {entry.author ? <span>by {entry.author}</span> : null}
      <SourceLink url={entry.url} label="Open source" />
    </p>
  );
}

function EntryNumber({ number }: { number: number }) {
  return (
    <span className="w-8 shrink-0 text-right font-mono text-xs text-muted-foreground">
      [{number}]
    </span>
  );
}

function EntryGroup({ group }: { group: NumberedEntry[] }) {
  const [first] = group;
  if (!first) return null;
  if (group.length === 1)
    return (
      <li
        id={evidenceAnchor(first.id)}
        className="report-evidence-item flex scroll-mt-24 gap-3 p-3 text-sm target:bg-primary-soft"
      >
        <EntryNumber number={first.number} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="break-words text-ink">{first.title}</p>
          <EntryDetails entry={first} />
        </div>
      </li>
    );
  return (
    <li className="space-y-1 p-3 text-sm">
      <p className="break-words pl-11 text-ink">
        {first.title} <span className="text-xs text-muted-foreground">({group.length} items)</span>
      </p>
      <ol className="space-y-1">
        {group.map((entry) => (
          <li
            key={entry.id}
            id={evidenceAnchor(entry.id)}
            className="report-evidence-item flex scroll-mt-24 gap-3 rounded py-1 target:bg-primary-soft"
          >
            <EntryNumber number={entry.number} />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="break-words text-muted-foreground">{entry.excerpt}</p>
              <EntryDetails entry={entry} />
            </div>
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * Every source the report rests on, numbered as the citations are. Folded by default (a report
 * reads dozens); a citation opens it, and it prints only in the PDF with the evidence appendix.
 */
export function EvidenceList({
  entries,
  level,
  legacy,
  open,
  onOpenChange,
}: {
  entries: EvidenceEntry[];
  level: HeadingLevel;
  legacy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const printingAll = usePrintingAll();
  const shown = open || printingAll;
  // Arriving with a citation in the address ("…#evidence-…"): open the list, then, once its
  // entries exist, go to the one named (the browser looked for it before the list was open).
  useEffect(() => {
    if (window.location.hash.startsWith("#evidence-")) onOpenChange(true);
  }, [onOpenChange]);
  useEffect(() => {
    if (!open || !window.location.hash.startsWith("#evidence-")) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [open]);
  const groups = byTitle(entries);
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
      ) : shown ? (
        <ol className="divide-y divide-border rounded-xl border border-border bg-card">
          {groups.map((group) => (
            <EntryGroup key={group[0]?.id} group={group} />
          ))}
        </ol>
      ) : (
        <button
          type="button"
          aria-expanded={false}
          onClick={() => onOpenChange(true)}
          className="no-print rounded-lg border border-border bg-card px-3 py-1.5 text-sm font-medium text-primary hover:bg-muted"
        >
          Show all {entries.length} sources
        </button>
      )}
      {entries.length > 0 && !shown ? (
        <p className="print-only text-xs text-muted-foreground">
          The online report and the PDF with its evidence appendix list every source.
        </p>
      ) : null}
    </section>
  );
}
