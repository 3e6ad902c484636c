import {
  ACCESS_TOKEN_SECONDS,
  OFFLINE_ACCESS_SCOPE,
  type ApiScope,
} from "../../../../contract/api-access.ts";

const READING: ApiScope = "analyses:read";
/**
 * What an app can start or ask about it cannot follow up without reading: an analysis it starts
 * would spend a report it never sees. Reading stays granted while one of these is.
 */
const NEEDS_READING: readonly string[] = ["analyses:write", "chat"] satisfies ApiScope[];

/** Why a scope cannot be unticked now, in words; null when it can. */
export function lockedReason(scope: string, ticked: ReadonlySet<string>): string | null {
  if (scope !== READING || !NEEDS_READING.some((other) => ticked.has(other))) return null;
  return "Needed while it may start analyses or ask questions.";
}

/**
 * Ticking a scope off, unless it is locked on; or on, with reading when it needs reading (the
 * set may then name reading although it was not asked for: `grantedScope` keeps to the request).
 */
export function toggleScope(ticked: ReadonlySet<string>, scope: string): Set<string> {
  const next = new Set(ticked);
  if (next.has(scope)) {
    if (lockedReason(scope, ticked) === null) next.delete(scope);
  } else {
    next.add(scope);
    if (NEEDS_READING.includes(scope)) next.add(READING);
  }
  return next;
}

/**
 * Staying connected is no permission of its own: approving it alone would give the app a token
 * that can do nothing. True when something ticked lets the app act; for an app that asked for
 * nothing else, when staying connected is ticked; for one that asked for nothing, always.
 */
export function canApprove(requested: readonly string[], ticked: ReadonlySet<string>): boolean {
  if (requested.length === 0) return true;
  const doing = requested.filter((scope) => scope !== OFFLINE_ACCESS_SCOPE);
  if (doing.length === 0) return ticked.size > 0;
  return doing.some((scope) => ticked.has(scope));
}

/**
 * The provider's `scope` for a narrower approval: the ticked scopes, space-separated, in the
 * order asked; undefined when everything asked for is ticked (the provider grants the request).
 */
export function grantedScope(
  requested: readonly string[],
  ticked: ReadonlySet<string>,
): string | undefined {
  const granted = requested.filter((scope) => ticked.has(scope));
  return granted.length === requested.length ? undefined : granted.join(" ");
}

/**
 * What unticking means, where it is not plain from the scope's words: without a refresh token
 * (staying connected) the app has only its short-lived access token.
 */
export function scopeHint(scope: string): string | null {
  if (scope === OFFLINE_ACCESS_SCOPE)
    return `Without this, its access ends after ${ACCESS_TOKEN_SECONDS / 60} minutes and it must ask you again.`;
  return null;
}
