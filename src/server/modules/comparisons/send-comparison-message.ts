import { eq } from "drizzle-orm";
import type { ChatSurface } from "../../../contract/chat.ts";
import { COLUMN_LETTERS } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { comparisonConversations } from "../../../db/tables/comparisons.ts";
import type { ChatPart, ComparedIdea } from "../../../engine/index.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import type { ChatEngine } from "../chat/chat-engine.ts";
import { streamChatAnswer, toAppError, type ChatEvent } from "../chat/stream-chat-answer.ts";
import { ownAnalyses } from "./compare-analyses.ts";
import { getComparison } from "./get-comparison.ts";
import {
  releaseComparisonMessage,
  reserveComparisonMessage,
} from "./reserve-comparison-message.ts";
import { saveComparisonExchange } from "./save-comparison-exchange.ts";

export const NO_COMPARABLE_EVIDENCE_MESSAGE =
  "These reports hold no evidence to discuss: older reports did not keep their sources.";

/**
 * The comparison's reports that kept their evidence, under the letters the page shows, so the
 * model's context and its citations name the same column the founder reads.
 */
async function comparedIdeas(
  db: Database,
  row: { userId: string; analysisIds: string[] },
): Promise<ComparedIdea[]> {
  const rows = await ownAnalyses(db, row.userId, row.analysisIds);
  const byId = new Map(rows.map((analysis) => [analysis.id, analysis]));
  const readable = row.analysisIds.flatMap((id) => {
    const analysis = byId.get(id);
    const stored =
      analysis?.status === "succeeded" ? readStoredReport(analysis.id, analysis.results) : null;
    return stored ? [stored] : [];
  });
  // Letters follow the page's columns, which count every readable report, legacy ones too.
  return readable.flatMap((stored, index) =>
    stored.kind === "report" ? [{ letter: COLUMN_LETTERS[index]!, report: stored.report }] : [],
  );
}

/**
 * As a report's chat: checks, reserves one message of the comparison's quota and waits for the
 * answer's first words, so a refusal or an early failure is a plain HTTP error and gives the
 * message back; then the stream carries the rest, and what arrived is saved.
 */
export async function sendComparisonMessage(
  deps: { db: Database; chat: ChatEngine; log: Logger },
  input: { userId: string; comparisonId: string; message: string; surface: ChatSurface },
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatEvent>> {
  const { db, log } = deps;
  const row = await getComparison(db, input);
  const ideas = await comparedIdeas(db, row);
  if (ideas.length === 0) throw new AppError("conflict", NO_COMPARABLE_EVIDENCE_MESSAGE);

  const messagesCount = await reserveComparisonMessage(db, input);
  const release = () => releaseComparisonMessage(db, input.comparisonId);
  let parts: AsyncGenerator<ChatPart>;
  let first: IteratorResult<ChatPart>;
  try {
    const [conversation] = await db
      .select({ messages: comparisonConversations.messages })
      .from(comparisonConversations)
      .where(eq(comparisonConversations.comparisonId, input.comparisonId))
      .limit(1);
    const history = (conversation?.messages ?? []).map(({ role, content }) => ({ role, content }));
    parts = deps.chat.answerComparison({ ideas, history, question: input.message }, signal);
    first = await parts.next();
  } catch (error) {
    await release();
    log.warn({ err: error, comparisonId: input.comparisonId }, "comparison answer failed early");
    throw error instanceof AppError ? error : toAppError(error);
  }
  return streamChatAnswer({
    parts,
    first,
    surface: input.surface,
    messagesCount,
    log,
    logContext: { comparisonId: input.comparisonId },
    save: (exchange) =>
      saveComparisonExchange(db, {
        comparisonId: input.comparisonId,
        question: input.message,
        ...exchange,
      }),
    release,
  });
}
