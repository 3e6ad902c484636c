import { Check } from "lucide-react";
import { cn } from "../../../lib/cn.ts";
import { scopeLabel } from "../lib/scope-label.ts";

/** Scopes in plain words, one a line; `compact` for a row in a list. */
export function ScopeList({
  scopes,
  compact = false,
  className,
  labelledBy,
}: {
  scopes: readonly string[];
  compact?: boolean;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className={cn(compact ? "space-y-0.5 text-sm" : "space-y-2", className)}
    >
      {scopes.map((scope) => (
        <li key={scope} className="flex items-start gap-2 text-ink">
          <Check
            aria-hidden="true"
            className={cn("shrink-0 text-primary", compact ? "mt-0.5 size-3.5" : "mt-0.5 size-4")}
          />
          <span className="min-w-0 break-words">{scopeLabel(scope)}</span>
        </li>
      ))}
    </ul>
  );
}
