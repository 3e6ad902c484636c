import { eq } from "drizzle-orm";
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatDoneEvent,
  type ChatSurface,
} from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";
import { ChatModelError, type ChatPart, type ChatTurn } from "../../../engine/index.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import { getAnalysis } from "../analyses/get-analysis.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { readRunChanges } from "../analyses/read-run-changes.ts";
import type { ChatEngine } from "./chat-engine.ts";
import { releaseChatMessage, reserveChatMessage } from "./reserve-chat-message.ts";
import { saveChatExchange } from "./save-chat-exchange.ts";

export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "done"; data: ChatDoneEvent }
  | { type: "error"; code: string; message: string };

export interface SendChatMessageDeps {
  db: Database;
  chat: ChatEngine;
  log: Logger;
}

export interface SendChatMessageInput {
  userId: string;
  analysisId: string;
  message: string;
  surface: ChatSurface;
}

export const NO_REPORT_MESSAGE = "This analysis has no finished report to discuss yet.";

function toAppError(error: unknown): AppError {
  const kind = error instanceof ChatModelError ? error.kind : "failed";
  if (kind === "rate-limit")
    return new AppError("rate_limited", CHAT_MESSAGES.rateLimit, { cause: error });
  if (kind === "credits")
    return new AppError("ai_credits_depleted", CHAT_MESSAGES.creditsDepleted, { cause: error });
  return new AppError("upstream_failed", CHAT_MESSAGES.failed, { cause: error });
}

/**
 * Checks, reserves one message of the quota and waits for the answer's first words, so a refusal
 * or a model failing at once becomes a plain HTTP error (and gives the message back). Then the
 * returned stream carries the rest; whatever it ends with, what arrived is saved, and an answer
 * cut off half-way is kept, marked as interrupted.
 */
export async function sendChatMessage(
  deps: SendChatMessageDeps,
  input: SendChatMessageInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatEvent>> {
  const { db, log } = deps;
  const analysis = await getAnalysis(db, input);
  const stored =
    analysis.status === "succeeded" ? readStoredReport(analysis.id, analysis.results) : null;
  // Older reports recorded no evidence for the model to reason over.
  if (stored?.kind !== "report") throw new AppError("conflict", NO_REPORT_MESSAGE);
  // A re-run's chat knows what changed since the earlier run, as its page shows it.
  const { changes } = await readRunChanges(db, analysis);

  const messagesCount = await reserveChatMessage(db, input);
  let history: ChatTurn[];
  try {
    const [row] = await db
      .select({ messages: analysisConversations.messages })
      .from(analysisConversations)
      .where(eq(analysisConversations.analysisId, input.analysisId))
      .limit(1);
    history = (row?.messages ?? []).map(({ role, content }) => ({ role, content }));
  } catch (error) {
    await releaseChatMessage(db, input.analysisId);
    throw error;
  }

  const parts = deps.chat.answer(
    { report: stored.report, history, question: input.message, changes },
    signal,
  );
  let first: IteratorResult<ChatPart>;
  try {
    first = await parts.next();
  } catch (error) {
    await releaseChatMessage(db, input.analysisId);
    log.warn({ err: error, analysisId: input.analysisId }, "chat answer failed before it started");
    throw toAppError(error);
  }

  return (async function* stream(): AsyncGenerator<ChatEvent> {
    let answer = "";
    let usage: { inputTokens: number; outputTokens: number } | null = null;
    let removedClaims = 0;
    let completed = false;
    let failure: AppError | null = null;
    let counted = true;
    try {
      for (let step = first; !step.done; step = await parts.next()) {
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
      log.warn(
        { err: error, analysisId: input.analysisId, received: answer.length },
        "chat answer cut off",
      );
    } finally {
      // Also reached when the browser goes away mid-answer and the stream is closed early.
      if (answer.trim()) {
        await saveChatExchange(db, {
          analysisId: input.analysisId,
          question: input.message,
          answer,
          interrupted: !completed,
          inputTokens: usage?.inputTokens ?? 0,
          outputTokens: usage?.outputTokens ?? 0,
        });
      } else {
        counted = false;
        await releaseChatMessage(db, input.analysisId);
      }
    }
    if (failure && !counted) {
      yield { type: "error", code: failure.code, message: failure.message };
      return;
    }
    const count = counted ? messagesCount : messagesCount - 1;
    yield {
      type: "done",
      data: {
        messagesCount: count,
        messagesRemaining: Math.max(0, CHAT_LIMITS[input.surface] - count),
        interrupted: !completed,
        removedClaims,
      },
    };
  })();
}
