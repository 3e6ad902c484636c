/** Spec section 8: analysis toasts and errors, verbatim. */
export const ANALYSIS_FAILED_TITLE = "Analysis failed";
export const ANALYSIS_FAILED_MESSAGE = "Failed to analyze idea. Please try again.";
export const ANALYSIS_COMPLETE_MESSAGE = "Analysis complete!";
export const PREVIEW_COMPLETE_MESSAGE = "Preview analysis complete!";
export const PREVIEW_RATE_LIMIT_MESSAGE = "Rate limit reached. Please try again later.";

/** A report without any evidence is no report: the run fails, gives the report back and says why. */
export const NO_SOURCES_ANSWERED_MESSAGE =
  "None of the sources answered; your report was not used. Try again in a few minutes.";
export const NO_EVIDENCE_FOUND_MESSAGE =
  "We found no public discussion of this idea; your report was not used. Try describing it in other words.";
export const PREVIEW_NO_SOURCES_ANSWERED_MESSAGE =
  "None of the sources answered, so there is no preview. It did not count as your free preview; try again in a few minutes.";
export const PREVIEW_NO_EVIDENCE_FOUND_MESSAGE =
  "We found no public discussion of this idea. It did not count as your free preview; try describing it in other words.";
