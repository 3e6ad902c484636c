import { FEEDBACK_PLATFORMS, sourceNameSchema } from "../contract/report.ts";
import type {
  FeedbackPlatform,
  PlatformFeedback,
  Report,
  SourceName,
  Warning,
} from "../contract/report.ts";
import {
  FEEDBACK_PLATFORM_SOURCES,
  PLATFORM_LABELS,
  SOURCE_LABELS,
} from "../contract/report-labels.ts";
import type { ClaimCounter } from "./synthesis/integrity.ts";
import { WEB_SEARCH_ONLY_PLATFORMS } from "./sources/web-search.ts";

const WEB_SEARCH_SOURCES: ReadonlySet<SourceName> = new Set(["tavily", "brave", "exa"]);

/**
 * A platform's sources let it down when one of them failed, or none of them ran: X is still
 * searched through the web when its own key is missing, so that alone explains nothing.
 */
function platformUnavailable(platform: FeedbackPlatform, sourceWarnings: Warning[]): boolean {
  const sources = FEEDBACK_PLATFORM_SOURCES[platform];
  const warned = (codes: (code: Warning["code"]) => boolean) =>
    new Set(sourceWarnings.filter((warning) => codes(warning.code)).map((w) => w.source));
  const failed = warned((code) => SOURCE_FAILURES.has(code));
  if (sources.some((source) => failed.has(source))) return true;
  const skipped = warned((code) => code === "not-configured");
  const apisSkipped = sources
    .filter((source) => !WEB_SEARCH_SOURCES.has(source))
    .every((source) => skipped.has(source));
  const webSearchSkipped =
    !sources.some((source) => WEB_SEARCH_SOURCES.has(source)) ||
    [...WEB_SEARCH_SOURCES].some((source) => skipped.has(source));
  return apisSkipped && webSearchSkipped;
}

/** Platforms' feedback lists stay empty rather than padded; this says so, once per platform. */
export function warningsForEmptyPlatforms(
  feedback: PlatformFeedback,
  sourceWarnings: Warning[],
  preview: boolean,
): Warning[] {
  return FEEDBACK_PLATFORMS.filter((platform) => feedback[platform].length === 0).map(
    (platform) => {
      const label = PLATFORM_LABELS[platform];
      const reason = platformUnavailable(platform, sourceWarnings)
        ? "its source was unavailable (see the other warnings)"
        : preview && WEB_SEARCH_ONLY_PLATFORMS.has(platform)
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

/** The sources a run asked, by name: every source but those this server has no key for. */
export function searchedSources(report: Pick<Report, "warnings">): string[] {
  const unconfigured = new Set(
    report.warnings
      .filter((warning) => warning.code === "not-configured")
      .map((warning) => warning.source),
  );
  return sourceNameSchema.options
    .filter((source) => !unconfigured.has(source))
    .map((source) => SOURCE_LABELS[source]);
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
