import { and, eq, lt, sql } from "drizzle-orm";
import { CHAT_LIMITS, limitMessage, type ChatSurface } from "../../../contract/chat.ts";
import type { Database } from "../../../db/client.ts";
import { comparisonConversations } from "../../../db/tables/comparisons.ts";
import { AppError } from "../../app-error.ts";

/**
 * Takes one message of the comparison's quota in a single conditional update (as a report's chat
 * does), so concurrent sends cannot pass the limit; returns the count including this message.
 */
export async function reserveComparisonMessage(
  db: Database,
  input: { comparisonId: string; userId: string; surface: ChatSurface },
): Promise<number> {
  await db
    .insert(comparisonConversations)
    .values({ comparisonId: input.comparisonId, userId: input.userId })
    .onConflictDoNothing();
  const [row] = await db
    .update(comparisonConversations)
    .set({
      messagesCount: sql`${comparisonConversations.messagesCount} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(comparisonConversations.comparisonId, input.comparisonId),
        lt(comparisonConversations.messagesCount, CHAT_LIMITS[input.surface]),
      ),
    )
    .returning({ messagesCount: comparisonConversations.messagesCount });
  if (!row) throw new AppError("chat_limit_reached", limitMessage(input.surface));
  return row.messagesCount;
}

/** Gives back a reserved message whose answer never came: a failed send does not count. */
export async function releaseComparisonMessage(db: Database, comparisonId: string): Promise<void> {
  await db
    .update(comparisonConversations)
    .set({
      messagesCount: sql`greatest(${comparisonConversations.messagesCount} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(comparisonConversations.comparisonId, comparisonId));
}
