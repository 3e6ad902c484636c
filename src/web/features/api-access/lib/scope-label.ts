import { API_SCOPES, OFFLINE_ACCESS_SCOPE } from "../../../../contract/api-access.ts";

export const OFFLINE_ACCESS_LABEL = "Stay connected until you revoke it";

/** A scope in plain words; one we do not know is shown as its raw id, never hidden. */
export function scopeLabel(scope: string): string {
  if (scope === OFFLINE_ACCESS_SCOPE) return OFFLINE_ACCESS_LABEL;
  return API_SCOPES.find((known) => known.id === scope)?.label ?? scope;
}
