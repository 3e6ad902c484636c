import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

/**
 * True while the browser prints. Collapsed lists ("Read N More Comments", "Show N more") open up
 * for the printout so the PDF holds the whole report, not just what was on screen. flushSync makes
 * React render before the browser lays out the printed pages.
 */
let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (printing === value) return;
  printing = value;
  flushSync(() => listeners.forEach((listener) => listener()));
}

const onBefore = () => set(true);
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

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );
}
