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

export function failureMessage(status: string, reason: string | null): string | null {
  return status === "failed" && reason ? (OWNER_MESSAGES[reason] ?? null) : null;
}
