import { FEEDBACK_PLATFORMS } from "../contract/report.ts";
import type { PlatformFeedback, Report, Warning } from "../contract/report.ts";
import { FEEDBACK_PLATFORM_SOURCES, PLATFORM_LABELS } from "../contract/report-labels.ts";
import type { ClaimCounter } from "./synthesis/integrity.ts";
import { SOCIAL_SEARCH_DOMAINS } from "./sources/web-search.ts";

/** Platforms' feedback lists stay empty rather than padded; this says so, once per platform. */
export function warningsForEmptyPlatforms(
  feedback: PlatformFeedback,
  sourceWarnings: Warning[],
  preview: boolean,
): Warning[] {
  const explained = new Set(sourceWarnings.map((warning) => warning.source));
  return FEEDBACK_PLATFORMS.filter((platform) => feedback[platform].length === 0).map(
    (platform) => {
      const label = PLATFORM_LABELS[platform];
      const reason = FEEDBACK_PLATFORM_SOURCES[platform].some((source) => explained.has(source))
        ? "its source was unavailable (see the other warnings)"
        : preview && platform in SOCIAL_SEARCH_DOMAINS
          ? `a preview does not search ${label} (the full report does)`
          : "the search found nothing relevant to this idea";
      return {
        code: "no-evidence" as const,
        source: platform,
        message: `No ${label} feedback is shown because ${reason}. Nothing was filled in to replace it.`,
      };
    },
  );
}

export function warningForDroppedClaims(counter: ClaimCounter): Warning | null {
  const parts = [
    counter.droppedIds
      ? `${counter.droppedIds} references to evidence that was never gathered`
      : "",
    counter.droppedQuotes ? `${counter.droppedQuotes} quotes not found in any source` : "",
    counter.droppedFigures ? `${counter.droppedFigures} figures no source stated` : "",
    counter.droppedLinks ? `${counter.droppedLinks} links that could not be verified` : "",
    counter.droppedItems ? `${counter.droppedItems} items left without supporting evidence` : "",
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return {
    code: "dropped-unsupported-claims",
    source: null,
    message: `The model's answer was checked against the sources and these were removed: ${parts.join("; ")}.`,
  };
}

/** Why a report has no evidence at all: its sources failed (worth retrying later), or they found nothing. */
export type EmptyReportCause = "sources-unavailable" | "nothing-found";

const SOURCE_FAILURES: ReadonlySet<Warning["code"]> = new Set([
  "failed",
  "timeout",
  "rate-limited",
  "malformed-response",
]);

/** Null when the report has evidence; a report without any is no report, and the caller says which case it is. */
export function emptyReportCause(
  report: Pick<Report, "sources" | "warnings">,
): EmptyReportCause | null {
  if (report.sources.length > 0) return null;
  const sourcesFailed = report.warnings.some(
    (warning) => warning.source !== null && SOURCE_FAILURES.has(warning.code),
  );
  return sourcesFailed ? "sources-unavailable" : "nothing-found";
}
