import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
// The model's answer is not ours to trust: a NUL in it would fail the save after its message was spent.
import { storableText } from "../../../db/storable-text.ts";
import { comparisonConversations } from "../../../db/tables/comparisons.ts";

/** Appends a question and its answer in one statement, so parallel sends cannot overwrite each other. */
export async function saveComparisonExchange(
  db: Database,
  input: {
    comparisonId: string;
    question: string;
    answer: string;
    interrupted: boolean;
    inputTokens: number;
    outputTokens: number;
  },
): Promise<void> {
  const exchange: ChatMessage[] = [
    { role: "user", content: storableText(input.question) },
    {
      role: "assistant",
      content: storableText(input.answer),
      ...(input.interrupted ? { interrupted: true } : {}),
    },
  ];
  await db
    .update(comparisonConversations)
    .set({
      messages: sql`${comparisonConversations.messages} || ${JSON.stringify(exchange)}::jsonb`,
      inputTokens: sql`${comparisonConversations.inputTokens} + ${input.inputTokens}`,
      outputTokens: sql`${comparisonConversations.outputTokens} + ${input.outputTokens}`,
      updatedAt: new Date(),
    })
    .where(eq(comparisonConversations.comparisonId, input.comparisonId));
}
