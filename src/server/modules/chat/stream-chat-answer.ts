import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatDoneEvent,
  type ChatSurface,
} from "../../../contract/chat.ts";
import { ChatModelError, type ChatPart } from "../../../engine/index.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";

export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "done"; data: ChatDoneEvent }
  | { type: "error"; code: string; message: string };

export function toAppError(error: unknown): AppError {
  const kind = error instanceof ChatModelError ? error.kind : "failed";
  if (kind === "rate-limit")
    return new AppError("rate_limited", CHAT_MESSAGES.rateLimit, { cause: error });
  if (kind === "credits")
    return new AppError("ai_credits_depleted", CHAT_MESSAGES.creditsDepleted, { cause: error });
  return new AppError("upstream_failed", CHAT_MESSAGES.failed, { cause: error });
}

/**
 * The rest of an answer whose first part has arrived, as chat events. Whatever it ends with,
 * what arrived is saved, and an answer cut off half-way is kept, marked as interrupted; an answer
 * with no words gives its reserved message back. A report's chat and a comparison's share it.
 */
export async function* streamChatAnswer(input: {
  parts: AsyncGenerator<ChatPart>;
  first: IteratorResult<ChatPart>;
  surface: ChatSurface;
  /** The conversation's count including this message, as reserved. */
  messagesCount: number;
  log: Logger;
  logContext: Record<string, string>;
  save: (exchange: {
    answer: string;
    interrupted: boolean;
    inputTokens: number;
    outputTokens: number;
  }) => Promise<void>;
  release: () => Promise<void>;
}): AsyncGenerator<ChatEvent> {
  let answer = "";
  let usage: { inputTokens: number; outputTokens: number } | null = null;
  let removedClaims = 0;
  let completed = false;
  let failure: AppError | null = null;
  let counted = true;
  try {
    for (let step = input.first; !step.done; step = await input.parts.next()) {
      const part = step.value;
      if (part.type === "text") {
        answer += part.text;
        yield { type: "delta", text: part.text };
      } else {
        usage = part.usage;
        removedClaims = part.removedClaims;
      }
    }
    completed = true;
  } catch (error) {
    failure = toAppError(error);
    input.log.warn(
      { err: error, ...input.logContext, received: answer.length },
      "chat answer cut off",
    );
  } finally {
    // Also reached when the browser goes away mid-answer and the stream is closed early.
    if (answer.trim()) {
      await input.save({
        answer,
        interrupted: !completed,
        inputTokens: usage?.inputTokens ?? 0,
        outputTokens: usage?.outputTokens ?? 0,
      });
    } else {
      counted = false;
      await input.release();
    }
  }
  if (failure && !counted) {
    yield { type: "error", code: failure.code, message: failure.message };
    return;
  }
  const count = counted ? input.messagesCount : input.messagesCount - 1;
  yield {
    type: "done",
    data: {
      messagesCount: count,
      messagesRemaining: Math.max(0, CHAT_LIMITS[input.surface] - count),
      interrupted: !completed,
      removedClaims,
    },
  };
}
