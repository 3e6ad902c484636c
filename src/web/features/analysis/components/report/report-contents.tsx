import { ChevronsDownUp, ChevronsUpDown, List, MessageCircle } from "lucide-react";

export interface ContentsEntry {
  /** The id of the section's heading. */
  id: string;
  title: string;
  /** What the section holds, counted ("9 found", "30 quotes"); absent when a count says nothing. */
  count?: string;
}

type Navigation = {
  /** Called with a section's id as the reader follows its link, so a folded section opens. */
  onNavigate?: (id: string) => void;
  anyFolded?: boolean;
  /** Folds every section to its heading (true), or opens them all (false). */
  onFoldAll?: (fold: boolean) => void;
};

function Links({
  entries,
  chatAnchor,
  onNavigate,
  anyFolded,
  onFoldAll,
}: { entries: ContentsEntry[]; chatAnchor?: string } & Navigation) {
  return (
    <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            onClick={() => onNavigate?.(entry.id)}
            className="inline-flex items-baseline gap-1 rounded-full px-2.5 py-1 font-medium text-ink hover:bg-muted"
          >
            {entry.title}
            {entry.count ? (
              <span className="text-xs font-normal text-muted-foreground">{entry.count}</span>
            ) : null}
          </a>
        </li>
      ))}
      {chatAnchor ? (
        <li>
          <a
            href={`#${chatAnchor}`}
            className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 font-medium text-ink hover:bg-primary/15"
          >
            <MessageCircle className="size-3.5" aria-hidden="true" /> Ask AI about it
          </a>
        </li>
      ) : null}
      {onFoldAll ? (
        <li>
          <button
            type="button"
            onClick={() => onFoldAll(!anyFolded)}
            className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-muted-foreground hover:bg-muted hover:text-ink"
          >
            {anyFolded ? (
              <ChevronsUpDown className="size-3.5" aria-hidden="true" />
            ) : (
              <ChevronsDownUp className="size-3.5" aria-hidden="true" />
            )}
            {anyFolded ? "Show all sections" : "Fold all sections"}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The report's contents, kept in view while reading: every section one click away, with what it
 * holds, and the chat from the top. Folded on phones, where it would take the screen.
 */
export function ReportContents({
  entries,
  chatAnchor,
  ...navigation
}: {
  entries: ContentsEntry[];
  chatAnchor?: string;
} & Navigation) {
  return (
    <nav
      aria-label="Report contents"
      className="no-print sticky top-16 z-10 -mx-1 rounded-xl border border-border bg-background/95 px-2 py-1.5 shadow-sm backdrop-blur"
    >
      <details className="sm:hidden">
        <summary className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm font-semibold text-ink">
          <List className="size-4" aria-hidden="true" /> Contents
        </summary>
        <div className="pt-1">
          <Links entries={entries} chatAnchor={chatAnchor} {...navigation} />
        </div>
      </details>
      <div className="hidden sm:block">
        <Links entries={entries} chatAnchor={chatAnchor} {...navigation} />
      </div>
    </nav>
  );
}
