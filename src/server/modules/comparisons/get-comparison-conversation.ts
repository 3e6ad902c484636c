import { eq } from "drizzle-orm";
import { CHAT_LIMITS, type Conversation } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { comparisonConversations } from "../../../db/tables/comparisons.ts";
import { getComparison } from "./get-comparison.ts";

/** The conversation about one comparison, to its owner only; none yet is an empty one. */
export async function getComparisonConversation(
  db: Database,
  input: { userId: string; comparisonId: string; mode: Conversation["mode"] },
): Promise<Conversation> {
  await getComparison(db, input);
  const [row] = await db
    .select()
    .from(comparisonConversations)
    .where(eq(comparisonConversations.comparisonId, input.comparisonId))
    .limit(1);
  return {
    messages: row?.messages ?? [],
    messagesCount: row?.messagesCount ?? 0,
    limits: { ...CHAT_LIMITS },
    mode: input.mode,
  };
}
