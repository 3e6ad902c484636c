import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { comparisonConversations } from "../../../db/tables/comparisons.ts";
import { storedExchange } from "../chat/save-chat-exchange.ts";

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
  const exchange = storedExchange(input);
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
