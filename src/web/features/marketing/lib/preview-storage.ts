import { LIMITS } from "../../../../contract/site.ts";
import type { PreviewTeaser } from "../../../../contract/preview.ts";

/** Spec section 3: local storage keys demo_used_at and preview_{timestamp}. */
const USED_AT_KEY = "demo_used_at";

/** Minutes left before this browser may run another preview (rounded up), or 0. */
export function previewMinutesLeft(now: number): number {
  try {
    const usedAt = Number(localStorage.getItem(USED_AT_KEY));
    if (!usedAt) return 0;
    const left = usedAt + LIMITS.previewCooldownMs - now;
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  } catch {
    return 0;
  }
}

export function markPreviewUsed(now: number): void {
  try {
    localStorage.setItem(USED_AT_KEY, String(now));
  } catch {
    // Private browsing may refuse storage; the server's per-IP limit still applies.
  }
}

/** Keeps the idea and its preview for after sign-up; returns the key the dashboard imports. */
export function storePreviewForSignUp(idea: string, preview: PreviewTeaser, now: number): string {
  const key = `preview_${now}`;
  try {
    localStorage.setItem(key, JSON.stringify({ idea, preview, timestamp: now }));
  } catch {
    // Without storage the visitor simply types the idea again after signing up.
  }
  return key;
}
