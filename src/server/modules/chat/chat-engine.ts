import {
  answerQuestion,
  createModels,
  type ChatPart,
  type ChatTurn,
  type EngineOptions,
} from "../../../engine/index.ts";
import type { Report } from "../../../contract/report.ts";

/** The chat as the server uses it: grounded answers from the configured model, or from the evidence alone. */
export interface ChatEngine {
  mode: "ai" | "evidence-only";
  answer(
    input: { report: Report; history: ChatTurn[]; question: string },
    signal: AbortSignal,
  ): AsyncGenerator<ChatPart>;
}

export function createChatEngine(options: EngineOptions): ChatEngine {
  return {
    mode: createModels(options).ok ? "ai" : "evidence-only",
    answer: (input, signal) => answerQuestion(input, options, signal),
  };
}
