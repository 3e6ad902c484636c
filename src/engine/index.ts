export {
  runAnalysis,
  IdeaValidationError,
  DEFAULT_BUDGET_MS,
  DEFAULT_PREVIEW_BUDGET_MS,
} from "./pipeline.ts";
export { renderMarkdown } from "./render-markdown.ts";
export { describeMissingConfiguration } from "./configuration-advice.ts";
export type { ConfigurationAdvice } from "./configuration-advice.ts";
export { emptyReportCause, searchedSources } from "./report-warnings.ts";
export type { EmptyReportCause } from "./report-warnings.ts";
export { createMemoryCache } from "./cache.ts";
export type { SourceCache } from "./cache.ts";
export { defaultSourceSettings } from "./default-settings.ts";
export type {
  EngineOptions,
  RunControls,
  SourceSettings,
  ModelSettings,
  ModelProvider,
  Evidence,
} from "./types.ts";
export {
  answerQuestion,
  ChatModelError,
  classifyModelFailure,
  evidenceOnlyAnswer,
} from "./chat/answer-question.ts";
export type { ChatPart, ChatTurn, ChatUsage, ChatFailureKind } from "./chat/answer-question.ts";
export { answerComparisonQuestion, numberComparisonSources } from "./chat/answer-comparison.ts";
export type { ComparedIdea } from "./chat/answer-comparison.ts";
export { QUOTATION } from "./chat/ground-answer.ts";
export { createModels, modelSetupProblem } from "./llm/create-models.ts";
export { missingModelSettings } from "./llm/missing-model-settings.ts";
export { createPageFetcher } from "./http/safe-fetch.ts";
export type { FetchPage, PageFetcherSettings, PageResult } from "./http/safe-fetch.ts";
export { recheckQuotes, recheckLinks, isRecheckable, sameWords } from "./recheck/recheck-items.ts";
export type {
  QuoteToRecheck,
  QuoteRecheck,
  LinkRecheck,
  RecheckOptions,
} from "./recheck/recheck-items.ts";
