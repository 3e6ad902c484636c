import type { PreviewTeaser } from "../../../../contract/preview.ts";

export type PreviewOutcome =
  | { ok: true; teaser: PreviewTeaser }
  | { ok: false; reason: "rate-limited" | "invalid" | "failed"; message?: string };

/**
 * POST /api/preview with plain fetch: the landing page stays free of the query library.
 * Blurred parts of the report are not in the answer at all.
 */
export async function runPreview(idea: string): Promise<PreviewOutcome> {
  try {
    const response = await fetch("/api/preview", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ idea }),
    });
    if (response.status === 429) return { ok: false, reason: "rate-limited" };
    const body = (await response.json().catch(() => null)) as PreviewTeaser | { error?: { message?: string } } | null;
    if (response.status === 400) return { ok: false, reason: "invalid", message: (body as { error?: { message?: string } })?.error?.message };
    if (!response.ok || !body) return { ok: false, reason: "failed" };
    return { ok: true, teaser: body as PreviewTeaser };
  } catch {
    return { ok: false, reason: "failed" };
  }
}
