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

const PREVIEW_KEY = /^preview_(\d{1,16})$/;

/**
 * Keeps the idea and its preview, when it arrives (so a visitor who comes back within the hour
 * sees it again) and for after sign-up; returns the key the dashboard imports. Storing again with
 * the same timestamp overwrites the same key.
 */
export function storePreview(idea: string, preview: PreviewTeaser, now: number): string {
  const key = `preview_${now}`;
  try {
    localStorage.setItem(key, JSON.stringify({ idea, preview, timestamp: now }));
  } catch {
    // Without storage the visitor simply types the idea again after signing up.
  }
  return key;
}

export type StoredPreview = { idea: string; preview: PreviewTeaser; timestamp: number };

/**
 * The key of the newest preview this browser ran less than the cooldown ago, or null. A string, so
 * it can serve as a useSyncExternalStore snapshot.
 */
export function lastPreviewKey(now: number): string | null {
  try {
    let newest = 0;
    for (let index = 0; index < localStorage.length; index += 1) {
      const timestamp = Number(PREVIEW_KEY.exec(localStorage.key(index) ?? "")?.[1]);
      if (timestamp && now - timestamp < LIMITS.previewCooldownMs && timestamp > newest)
        newest = timestamp;
    }
    return newest ? `preview_${newest}` : null;
  } catch {
    return null;
  }
}

/**
 * The preview stored under `key`, or null. The shape is checked loosely (storage is the visitor's
 * own), without loading zod on the landing page.
 */
export function readStoredPreview(key: string): StoredPreview | null {
  try {
    const timestamp = Number(PREVIEW_KEY.exec(key)?.[1]);
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Partial<StoredPreview> | null;
    const preview = stored?.preview;
    if (
      !timestamp ||
      typeof stored?.idea !== "string" ||
      !preview ||
      !Array.isArray(preview.competitors) ||
      !Array.isArray(preview.platformFeedback) ||
      !Array.isArray(preview.warnings) ||
      typeof preview.metadata?.totalCompetitors !== "number" ||
      typeof preview.marketSummary?.marketOpportunity !== "string" ||
      !Array.isArray(preview.marketSummary.keyTakeaways)
    )
      return null;
    return { idea: stored.idea, preview, timestamp };
  } catch {
    return null;
  }
}

/** What a returning visitor sees instead of an empty box while they may not run another preview. */
export function readLastPreview(now: number): StoredPreview | null {
  const key = lastPreviewKey(now);
  return key ? readStoredPreview(key) : null;
}
