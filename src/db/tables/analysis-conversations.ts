import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ChatMessage } from "../../contract/chat.ts";
import { users } from "./auth.ts";
import { analyses } from "./analyses.ts";

/**
 * The chat about one analysis (spec section 3): its messages and how many the founder has sent.
 * `messages_count` is reserved before the model is called and given back if the call fails, so
 * concurrent sends can never pass the limit.
 */
export const analysisConversations = pgTable("analysis_conversations", {
  analysisId: uuid("analysis_id")
    .primaryKey()
    .references(() => analyses.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  messages: jsonb("messages").$type<ChatMessage[]>().notNull().default([]),
  messagesCount: integer("messages_count").notNull().default(0),
  inputTokens: integer("input_tokens").notNull().default(0),
  outputTokens: integer("output_tokens").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
