export { runAnalysis, IdeaValidationError, DEFAULT_BUDGET_MS, DEFAULT_PREVIEW_BUDGET_MS } from "./pipeline.ts";
export { renderMarkdown } from "./render-markdown.ts";
export { createMemoryCache } from "./cache.ts";
export type { SourceCache } from "./cache.ts";
export { defaultSourceSettings } from "./default-settings.ts";
export type { EngineOptions, RunControls, SourceSettings, ModelSettings, ModelProvider, Evidence } from "./types.ts";
export { answerQuestion, ChatModelError, classifyModelFailure, evidenceOnlyAnswer } from "./chat/answer-question.ts";
export type { ChatPart, ChatTurn, ChatUsage, ChatFailureKind } from "./chat/answer-question.ts";
