import { ANALYSIS_FAILED_MESSAGE } from "../../../../contract/analysis-messages.ts";

/** What a failed analysis tells its owner: the server's reason when it has one, else the spec's words. */
export function failureText(failureMessage: string | null | undefined): string {
  return failureMessage ?? `${ANALYSIS_FAILED_MESSAGE} Your report credit was not used.`;
}
