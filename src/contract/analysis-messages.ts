/** Spec section 8: analysis toasts and errors, verbatim. */
export const ANALYSIS_FAILED_TITLE = "Analysis failed";
export const ANALYSIS_FAILED_MESSAGE = "Failed to analyze idea. Please try again.";
export const ANALYSIS_COMPLETE_MESSAGE = "Analysis complete!";
export const PREVIEW_COMPLETE_MESSAGE = "Preview analysis complete!";
export const PREVIEW_RATE_LIMIT_MESSAGE = "Rate limit reached. Please try again later.";
