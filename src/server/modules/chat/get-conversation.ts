import { eq } from "drizzle-orm";
import { CHAT_LIMITS, type Conversation } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";
import { getAnalysis } from "../analyses/get-analysis.ts";

/** The conversation about one analysis, to its owner only; none yet is an empty one, not an error. */
export async function getConversation(
  db: Database,
  input: { userId: string; analysisId: string; mode: Conversation["mode"] },
): Promise<Conversation> {
  await getAnalysis(db, input);
  const [row] = await db
    .select()
    .from(analysisConversations)
    .where(eq(analysisConversations.analysisId, input.analysisId))
    .limit(1);
  return {
    messages: row?.messages ?? [],
    messagesCount: row?.messagesCount ?? 0,
    limits: { ...CHAT_LIMITS },
    mode: input.mode,
  };
}
