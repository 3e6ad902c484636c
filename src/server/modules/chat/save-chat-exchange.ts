import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
// The model's answer is not ours to trust: a NUL in it would fail the save after its message was spent.
import { storableText } from "../../../db/storable-text.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";

/** A question and its answer as a conversation stores them, on a report or a comparison. */
export function storedExchange(input: {
  question: string;
  answer: string;
  interrupted: boolean;
}): ChatMessage[] {
  return [
    { role: "user", content: storableText(input.question) },
    {
      role: "assistant",
      content: storableText(input.answer),
      ...(input.interrupted ? { interrupted: true } : {}),
    },
  ];
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
  const exchange = storedExchange(input);
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
