import { ChevronDown } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "../../../../lib/cn.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { usePrintingAll } from "./use-printing.ts";

export type SectionFolds = {
  isFolded: (id: string) => boolean;
  toggle: (id: string) => void;
  unfold: (id: string) => void;
  /** Folds every section in `ids`, or unfolds them all when any already is. */
  setAll: (ids: readonly string[], folded: boolean) => void;
  anyFolded: boolean;
};

const SectionFoldsContext = createContext<SectionFolds | null>(null);
export const SectionFoldsProvider = SectionFoldsContext.Provider;

/** Which of the report's sections the reader has folded away; all open at first. */
export function useSectionFolds(): SectionFolds {
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setFolded((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const unfold = useCallback(
    (id: string) =>
      setFolded((previous) => {
        if (!previous.has(id)) return previous;
        const next = new Set(previous);
        next.delete(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback(
    (ids: readonly string[], fold: boolean) => setFolded(fold ? new Set(ids) : new Set()),
    [],
  );
  return useMemo(
    () => ({
      isFolded: (id: string) => folded.has(id),
      toggle,
      unfold,
      setAll,
      anyFolded: folded.size > 0,
    }),
    [folded, toggle, unfold, setAll],
  );
}

/**
 * A titled part of the report. Inside a SectionFoldsProvider it can be folded to its heading (and
 * `aside`, the count it holds) with the button beside the title; the PDF with the evidence
 * appendix prints it whole whatever the reader folded.
 */
export function ReportSection({
  id,
  title,
  level,
  aside,
  foldable = true,
  children,
}: {
  id: string;
  title: string;
  level: HeadingLevel;
  aside?: string;
  foldable?: boolean;
  children: ReactNode;
}) {
  const folds = useContext(SectionFoldsContext);
  const printingAll = usePrintingAll();
  const canFold = foldable && folds !== null;
  const folded = canFold && folds.isFolded(id) && !printingAll;
  const bodyId = `${id}-body`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {/* Clear of the sticky header and contents when reached from the contents. */}
        <Heading level={level} id={id} className="scroll-mt-36 text-xl sm:text-2xl">
          {title}
        </Heading>
        {aside ? <span className="text-sm font-medium text-muted-foreground">{aside}</span> : null}
        {canFold ? (
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={bodyId}
            onClick={() => folds.toggle(id)}
            className="no-print ml-auto inline-flex items-center gap-1 self-center rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-ink"
          >
            <ChevronDown
              className={cn("size-3.5 transition-transform", folded ? "-rotate-90" : null)}
              aria-hidden="true"
            />
            {folded ? "Show" : "Hide"}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
      <div id={bodyId} hidden={folded} className="space-y-4">
        {children}
      </div>
    </section>
  );
}
