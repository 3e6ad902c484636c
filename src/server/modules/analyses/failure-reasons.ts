import {
  NO_EVIDENCE_FOUND_MESSAGE,
  NO_SOURCES_ANSWERED_MESSAGE,
} from "../../../contract/analysis-messages.ts";
import type { EmptyReportCause } from "../../../engine/index.ts";

/** What analyses.error_message holds: a stable code for logs and support, never shown as is. */
export type AnalysisFailureReason =
  "engine_error" | "stalled" | "queue_unavailable" | "no_sources_answered" | "no_evidence_found";

export const FAILURE_FOR_EMPTY_REPORT: Record<EmptyReportCause, AnalysisFailureReason> = {
  "sources-unavailable": "no_sources_answered",
  "nothing-found": "no_evidence_found",
};

/** Only failures the owner can act on get words of their own; the rest show the spec's generic message. */
const OWNER_MESSAGES: Partial<Record<string, string>> = {
  no_sources_answered: NO_SOURCES_ANSWERED_MESSAGE,
  no_evidence_found: NO_EVIDENCE_FOUND_MESSAGE,
};

/**
 * What analyses.error_message holds for a failure: its code, and for a run that found nothing,
 * the sources it searched ("no_evidence_found: Hacker News, GitHub"), so the owner learns where.
 */
export function storedFailure(
  reason: AnalysisFailureReason,
  searched: readonly string[] = [],
): string {
  return reason === "no_evidence_found" && searched.length > 0
    ? `${reason}: ${searched.join(", ")}`
    : reason;
}

function inWords(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function failureMessage(status: string, stored: string | null): string | null {
  if (status !== "failed" || !stored) return null;
  const [reason = "", searched = ""] = stored.split(/:\s*(.*)/s);
  const message = OWNER_MESSAGES[reason];
  if (!message) return null;
  const sources = searched
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return sources.length > 0 ? `${message} Searched: ${inWords(sources)}.` : message;
}
