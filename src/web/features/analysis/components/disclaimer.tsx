import { Info, X } from "lucide-react";
import { useState } from "react";

const STORAGE_KEY = "disclaimer_dismissed";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The spec's 'Before You Start' note, remembered once dismissed. */
export function Disclaimer() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEY, "1");
    } catch {
      // storage may be unavailable (private mode); dismissing for this visit is enough
    }
    setDismissed(true);
  };
  return (
    <aside
      className="relative flex gap-3 rounded-xl border border-amber-200 bg-accent-soft p-4 pr-12 text-sm"
      aria-label="Before You Start"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">Before You Start</p>
        <p className="mt-1 text-ink/80">
          Our AI analysis is a research tool, not professional consulting. Always verify insights
          independently and consult qualified advisors before making business decisions.
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="absolute right-3 top-3 rounded-md p-1 text-ink/70 hover:bg-amber-100"
        aria-label="Dismiss"
      >
        <X className="size-4" />
      </button>
    </aside>
  );
}
