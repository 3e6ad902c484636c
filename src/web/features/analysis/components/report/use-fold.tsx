import { useId, useState, type ReactNode } from "react";
import { usePrintingAll } from "./use-printing.ts";

/**
 * A long list folded to its first few entries, the rest one click away (and all of them in the
 * PDF with the evidence appendix). `more` is the button, with a line for the shorter PDF saying
 * where the rest is. `listId` goes on the list the button controls.
 */
export function useFold<Item>(
  items: readonly Item[],
  shown: number,
  noun: { one: string; many: string },
): { visible: readonly Item[]; listId: string; more: ReactNode } {
  const [open, setOpen] = useState(false);
  const printingAll = usePrintingAll();
  const listId = useId();
  const folded = items.length - shown;
  const visible = open || printingAll || folded <= 0 ? items : items.slice(0, shown);
  const more =
    folded > 0 ? (
      <>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="no-print rounded-lg border border-border bg-card px-3 py-1.5 text-sm font-medium text-primary hover:bg-muted"
        >
          {open ? "Show fewer" : `Show ${folded} more ${folded === 1 ? noun.one : noun.many}`}
        </button>
        {printingAll || open ? null : (
          <p className="print-only text-xs text-muted-foreground">
            {folded} more {folded === 1 ? noun.one : noun.many} in the online report and in the PDF
            with its evidence appendix.
          </p>
        )}
      </>
    ) : null;
  return { visible, listId, more };
}
