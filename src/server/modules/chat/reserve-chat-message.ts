import { and, eq, lt, sql } from "drizzle-orm";
import { CHAT_LIMITS, limitMessage, type ChatSurface } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { analysisConversations } from "../../../db/tables/analysis-conversations.ts";
import { AppError } from "../../app-error.ts";

/**
 * Takes one message from the analysis's quota in a single conditional update, so concurrent
 * sends cannot pass the limit; returns the count including this message.
 */
export async function reserveChatMessage(
  db: Database,
  input: { analysisId: string; userId: string; surface: ChatSurface },
): Promise<number> {
  await db
    .insert(analysisConversations)
    .values({ analysisId: input.analysisId, userId: input.userId })
    .onConflictDoNothing();
  const [row] = await db
    .update(analysisConversations)
    .set({ messagesCount: sql`${analysisConversations.messagesCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(analysisConversations.analysisId, input.analysisId),
        lt(analysisConversations.messagesCount, CHAT_LIMITS[input.surface]),
      ),
    )
    .returning({ messagesCount: analysisConversations.messagesCount });
  if (!row) throw new AppError("chat_limit_reached", limitMessage(input.surface));
  return row.messagesCount;
}

/** Gives back a reserved message whose answer never came: a failed send does not count. */
export async function releaseChatMessage(db: Database, analysisId: string): Promise<void> {
  await db
    .update(analysisConversations)
    .set({
      messagesCount: sql`greatest(${analysisConversations.messagesCount} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(analysisConversations.analysisId, analysisId));
}
