/** Spec: the landing page stores a preview under a key starting preview_ for sign-up to carry. */
export const PREVIEW_KEY_PREFIX = "preview_";

export function readStoredPreviewIdea(key: string): string | null {
  if (!key.startsWith(PREVIEW_KEY_PREFIX)) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as { idea?: unknown } | null;
    return typeof stored?.idea === "string" ? stored.idea : null;
  } catch {
    return null;
  }
}

/** What the free preview of an idea showed: its score, and how much evidence it rested on. */
export interface PreviewReading {
  score: number;
  confidence: "low" | "medium" | "high";
  items: number;
  platforms: number;
}

/**
 * The newest preview this browser stored for the same idea, if it carried a verdict: the full
 * report says how it differs, and why. Read loosely, like every stored preview (the storage is the
 * visitor's own).
 */
export function readPreviewReading(idea: string): PreviewReading | null {
  const wanted = idea.trim();
  let newest: { at: number; reading: PreviewReading } | null = null;
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? "";
      const at = Number(/^preview_(\d{1,16})$/.exec(key)?.[1]);
      if (!at || (newest && newest.at > at)) continue;
      const stored = JSON.parse(localStorage.getItem(key) ?? "null") as {
        idea?: unknown;
        preview?: {
          verdict?: { score?: unknown; confidence?: unknown } | null;
          metadata?: { totalEvidence?: unknown };
          platformFeedback?: Array<{ total?: unknown }>;
        };
      } | null;
      const verdict = stored?.preview?.verdict;
      if (typeof stored?.idea !== "string" || stored.idea.trim() !== wanted) continue;
      if (typeof verdict?.score !== "number" || typeof verdict.confidence !== "string") continue;
      const items = stored.preview?.metadata?.totalEvidence;
      newest = {
        at,
        reading: {
          score: verdict.score,
          confidence: verdict.confidence as PreviewReading["confidence"],
          items: typeof items === "number" ? items : 0,
          platforms: (stored.preview?.platformFeedback ?? []).filter(
            (entry) => typeof entry.total === "number" && entry.total > 0,
          ).length,
        },
      };
    }
  } catch {
    return null;
  }
  return newest?.reading ?? null;
}
