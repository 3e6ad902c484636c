import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

/**
 * "Download PDF" prints the report as it reads on screen, long lists folded, so the paper copy
 * stays short (issue 24: at most 12 pages). "PDF with evidence appendix" prints every quote and
 * source as well: while it prints, folded lists open up. flushSync makes React render before the
 * browser lays out the printed pages.
 */
let appendixRequested = false;
let printingAll = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (printingAll === value) return;
  printingAll = value;
  document.documentElement.classList.toggle("print-all", value);
  flushSync(() => listeners.forEach((listener) => listener()));
}

const onBefore = () => set(appendixRequested);
const onAfter = () => set(false);

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("beforeprint", onBefore);
    window.addEventListener("afterprint", onAfter);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("beforeprint", onBefore);
      window.removeEventListener("afterprint", onAfter);
    }
  };
}

/** Opens the browser's print dialog for the report, with or without its evidence appendix. */
export function printReport({ appendix }: { appendix: boolean }): void {
  appendixRequested = appendix;
  try {
    window.print();
  } finally {
    appendixRequested = false;
  }
}

/** True while the report prints with its evidence appendix: every folded list is open. */
export function usePrintingAll(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printingAll,
    () => false,
  );
}
