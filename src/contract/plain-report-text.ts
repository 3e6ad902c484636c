import type { Report, SourceName, Warning } from "./report.ts";
import { SOURCE_LABELS } from "./report-labels.ts";

/**
 * Configuration variable names (REDDIT_CLIENT_ID, AI_PROVIDER=none) are advice for whoever runs
 * the server; readers of a report cannot act on them, so no text they read may carry one.
 */
export const CONFIGURATION_VARIABLE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/;

const WEB_SEARCH_SOURCES: readonly string[] = ["tavily", "brave", "exa"];

export const WEB_SEARCH_NOT_USED_MESSAGE =
  "Web search was not used for this report, so it has no competitors from the web and no TikTok or Facebook posts.";

/** What a report says about a source this server does not search. */
export function notSearchedMessage(source: SourceName): string {
  return WEB_SEARCH_SOURCES.includes(source)
    ? WEB_SEARCH_NOT_USED_MESSAGE
    : `${SOURCE_LABELS[source]} was not searched for this report.`;
}

/** The text without its sentences that name a configuration variable; null when nothing is left. */
export function withoutConfigurationAdvice(text: string): string | null {
  if (!CONFIGURATION_VARIABLE.test(text)) return text;
  const kept = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !CONFIGURATION_VARIABLE.test(sentence))
    .join(" ")
    .trim();
  return kept || null;
}

function isSourceName(source: string | null): source is SourceName {
  return source !== null && source in SOURCE_LABELS;
}

/** Reports saved before warnings were written for readers still tell them which variables to set. */
export function plainWarnings(warnings: Warning[]): Warning[] {
  return warnings.flatMap((warning) => {
    if (!CONFIGURATION_VARIABLE.test(warning.message)) return [warning];
    if (warning.code === "not-configured" && isSourceName(warning.source))
      return [{ ...warning, message: notSearchedMessage(warning.source) }];
    const message = withoutConfigurationAdvice(warning.message);
    return message ? [{ ...warning, message }] : [];
  });
}

/** The report with its warnings and section notes in plain words, whenever it was saved. */
export function plainReportText(report: Report): Report {
  const sections = Object.fromEntries(
    Object.entries(report.sections).map(([name, info]) => [
      name,
      { ...info, note: info.note === null ? null : withoutConfigurationAdvice(info.note) },
    ]),
  ) as Report["sections"];
  return { ...report, warnings: plainWarnings(report.warnings), sections };
}
