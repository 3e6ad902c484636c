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
