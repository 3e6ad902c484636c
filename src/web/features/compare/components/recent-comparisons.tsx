import { Columns3 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { useComparisons } from "../api/list-comparisons.ts";

/** Comparisons listed before "Show all". */
const SHOWN = 3;

/**
 * The founder's earlier comparisons, above their history, so a comparison made last week is one
 * click away. Nothing shows until there is one.
 */
export function RecentComparisons() {
  const comparisons = useComparisons();
  const [all, setAll] = useState(false);
  const items = comparisons.data?.items.filter((item) => item.ideas.length > 0) ?? [];
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <section aria-labelledby="recent-comparisons" className="mb-8 space-y-3">
      <h2 id="recent-comparisons" className="text-lg font-semibold text-ink">
        Your comparisons
      </h2>
      <ul className="space-y-2">
        {shown.map((item) => (
          <li key={item.id}>
            <Link
              to={`/compare/${encodeURIComponent(item.id)}`}
              className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 text-sm hover:bg-muted"
            >
              <Columns3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium text-ink">{item.ideas.join(" vs ")}</span>
                <span className="text-muted-foreground">
                  {item.ideas.length} reports · {formatDate(item.createdAt)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {items.length > SHOWN ? (
        <button
          type="button"
          className="text-sm font-medium text-primary-hover hover:underline"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? "Show fewer" : `Show all ${items.length}`}
        </button>
      ) : null}
    </section>
  );
}
