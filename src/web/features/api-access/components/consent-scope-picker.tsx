import { useId } from "react";
import { lockedReason, scopeHint, toggleScope } from "../lib/consent-scopes.ts";
import { scopeLabel } from "../lib/scope-label.ts";

function ScopeChoice({
  scope,
  ticked,
  disabled,
  onChange,
}: {
  scope: string;
  ticked: ReadonlySet<string>;
  disabled: boolean;
  onChange: (next: Set<string>) => void;
}) {
  const hintId = useId();
  const locked = ticked.has(scope) ? lockedReason(scope, ticked) : null;
  const hint = locked ?? scopeHint(scope);
  return (
    <li>
      <label className="flex items-start gap-2 text-ink">
        {/* Locked on with aria-disabled, not disabled: it stays in the tab order with its reason. */}
        <input
          type="checkbox"
          checked={ticked.has(scope)}
          disabled={disabled}
          aria-disabled={locked ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={() => onChange(toggleScope(ticked, scope))}
          className="mt-1 size-4 shrink-0 accent-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        />
        <span className="min-w-0 break-words">{scopeLabel(scope)}</span>
      </label>
      {/* Beside the label, not in it: the scope's name stays its plain words alone. */}
      {hint ? (
        <p id={hintId} className="pl-6 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The requested scopes as ticks, in the order asked: what stays ticked is what Approve grants.
 * `describedBy` names the hint shown when nothing useful is left ticked.
 */
export function ConsentScopePicker({
  scopes,
  ticked,
  disabled,
  labelledBy,
  describedBy,
  onChange,
}: {
  scopes: readonly string[];
  ticked: ReadonlySet<string>;
  disabled: boolean;
  labelledBy: string;
  describedBy?: string;
  onChange: (next: Set<string>) => void;
}) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <ul className="space-y-2">
        {scopes.map((scope) => (
          <ScopeChoice
            key={scope}
            scope={scope}
            ticked={ticked}
            disabled={disabled}
            onChange={onChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}
