import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";

/**
 * jsonb cannot hold a NUL character or half a surrogate pair, and the model's answer is not ours
 * to trust: such an answer would fail the save after its message was already spent.
 */
function storable(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}

/** Appends a question and its answer in one statement, so parallel sends cannot overwrite each other. */
export async function saveChatExchange(
  db: Database,
  input: {
    analysisId: string;
    question: string;
    answer: string;
    interrupted: boolean;
    inputTokens: number;
    outputTokens: number;
  },
): Promise<void> {
  const exchange: ChatMessage[] = [
    { role: "user", content: storable(input.question) },
    {
      role: "assistant",
      content: storable(input.answer),
      ...(input.interrupted ? { interrupted: true } : {}),
    },
  ];
  await db
    .update(analysisConversations)
    .set({
      messages: sql`${analysisConversations.messages} || ${JSON.stringify(exchange)}::jsonb`,
      inputTokens: sql`${analysisConversations.inputTokens} + ${input.inputTokens}`,
      outputTokens: sql`${analysisConversations.outputTokens} + ${input.outputTokens}`,
      updatedAt: new Date(),
    })
    .where(eq(analysisConversations.analysisId, input.analysisId));
}
