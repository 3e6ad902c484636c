import { eq } from "drizzle-orm";
import type { ChatSurface } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";
import type { ChatPart, ChatTurn } from "../../../engine/index.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import { getAnalysis } from "../analyses/get-analysis.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { readRunChanges } from "../analyses/read-run-changes.ts";
import type { ChatEngine } from "./chat-engine.ts";
import { releaseChatMessage, reserveChatMessage } from "./reserve-chat-message.ts";
import { saveChatExchange } from "./save-chat-exchange.ts";
import { streamChatAnswer, toAppError, type ChatEvent } from "./stream-chat-answer.ts";

export type { ChatEvent } from "./stream-chat-answer.ts";

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

  return streamChatAnswer({
    parts,
    first,
    surface: input.surface,
    messagesCount,
    log,
    logContext: { analysisId: input.analysisId },
    save: (exchange) =>
      saveChatExchange(db, { analysisId: input.analysisId, question: input.message, ...exchange }),
    release: () => releaseChatMessage(db, input.analysisId),
  });
}
