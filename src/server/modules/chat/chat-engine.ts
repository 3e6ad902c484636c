import {
  answerComparisonQuestion,
  answerQuestion,
  modelSetupProblem,
  type ChatPart,
  type ComparedIdea,
  type ChatTurn,
  type EngineOptions,
} from "../../../engine/index.ts";
import type { Report } from "../../../contract/report.ts";
import type { ReportChanges } from "../../../contract/report-changes.ts";

/** The chat as the server uses it: grounded answers from the configured model, or from the evidence alone. */
export interface ChatEngine {
  mode: "ai" | "evidence-only";
  answer(
    input: {
      report: Report;
      history: ChatTurn[];
      question: string;
      changes?: ReportChanges | null;
    },
    signal: AbortSignal,
  ): AsyncGenerator<ChatPart>;
  /** Answers across 2–4 reports of a comparison, citing each report's own evidence. */
  answerComparison(
    input: { ideas: ComparedIdea[]; history: ChatTurn[]; question: string },
    signal: AbortSignal,
  ): AsyncGenerator<ChatPart>;
}

/** Stands in where no chat engine was wired (tests of unrelated routes): every answer fails plainly. */
export const unavailableChatEngine: ChatEngine = {
  mode: "evidence-only",
  // eslint-disable-next-line require-yield -- it refuses before its first part
  answer: async function* () {
    throw new Error("No chat engine is configured in this process");
  },
  // eslint-disable-next-line require-yield -- it refuses before its first part
  answerComparison: async function* () {
    throw new Error("No chat engine is configured in this process");
  },
};

export function createChatEngine(options: EngineOptions): ChatEngine {
  return {
    mode: modelSetupProblem(options) ? "evidence-only" : "ai",
    answer: (input, signal) => answerQuestion(input, options, signal),
    answerComparison: (input, signal) => answerComparisonQuestion(input, options, signal),
  };
}
