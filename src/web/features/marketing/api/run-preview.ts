import type { PreviewTeaser } from "../../../../contract/preview.ts";

export type PreviewOutcome =
  | { ok: true; teaser: PreviewTeaser }
  | {
      ok: false;
      reason: "rate-limited" | "budget-spent" | "invalid" | "no-evidence" | "failed";
      message?: string;
      /** From a 429's Retry-After (delay-seconds): when another preview will be taken. */
      retryAfterSeconds?: number;
    };

type ErrorBody = { error?: { code?: string; message?: string } } | null;

/** Failures whose own words help the visitor (try later, or describe the idea differently); others get the spec's message. */
const EXPLAINED_FAILURES = new Set(["upstream_failed", "no_evidence"]);

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
    const body = (await response.json().catch(() => null)) as PreviewTeaser | ErrorBody;
    if (response.ok && body) return { ok: true, teaser: body as PreviewTeaser };
    const error = (body as ErrorBody)?.error;
    // Too many previews from here found nothing this hour: not this browser's hourly preview.
    if (error?.code === "empty_runs_exhausted")
      return { ok: false, reason: "budget-spent", message: error.message };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return {
        ok: false,
        reason: "rate-limited",
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    if (response.status === 400) return { ok: false, reason: "invalid", message: error?.message };
    if (error?.code && EXPLAINED_FAILURES.has(error.code))
      return { ok: false, reason: "no-evidence", message: error.message };
    return { ok: false, reason: "failed" };
  } catch {
    return { ok: false, reason: "failed" };
  }
}
