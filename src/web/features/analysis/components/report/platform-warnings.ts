import type { FeedbackPlatform, Warning } from "../../../../../contract/report.ts";
import {
  FEEDBACK_PLATFORM_SOURCES,
  PLATFORM_SHORT_LABELS,
} from "../../../../../contract/report-labels.ts";

/** The warnings that explain why a platform may have come back empty. */
export function warningsForPlatform(warnings: Warning[], platform: FeedbackPlatform): Warning[] {
  const sources: readonly string[] = FEEDBACK_PLATFORM_SOURCES[platform];
  const label = PLATFORM_SHORT_LABELS[platform].toLowerCase();
  return warnings.filter((warning) => {
    if (warning.source && sources.includes(warning.source)) return true;
    // Warnings without a source name their platform in the message ("no TikTok posts").
    return (
      warning.source === null && label.length > 1 && warning.message.toLowerCase().includes(label)
    );
  });
}
