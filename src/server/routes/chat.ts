import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { sendChatMessageBodySchema } from "../../contract/chat.ts";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import type { ChatEngine } from "../modules/chat/chat-engine.ts";
import { getConversation } from "../modules/chat/get-conversation.ts";
import { sendChatMessage } from "../modules/chat/send-chat-message.ts";
import type { ChatEvent } from "../modules/chat/stream-chat-answer.ts";

/** The answer as Server-Sent Events (delta*, then done or error); a closed tab stops the model. */
export function streamChatEvents(
  c: Context,
  events: AsyncGenerator<ChatEvent>,
  controller: AbortController,
) {
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => controller.abort());
    for await (const event of events) {
      const data =
        event.type === "delta"
          ? { text: event.text }
          : event.type === "done"
            ? event.data
            : { code: event.code, message: event.message };
      await stream.writeSSE({ event: event.type, data: JSON.stringify(data) });
    }
  });
}

export interface ChatRouteDeps {
  db: Database;
  chat: ChatEngine;
}

/** Mounted behind requireSession (app.ts), with the analysis routes under /analyses. */
export function chatRoutes(deps: ChatRouteDeps) {
  const { db, chat } = deps;
  return new Hono<AuthedEnv>()
    .get("/:id/chat", async (c) =>
      c.json(
        await getConversation(db, {
          userId: c.var.user.id,
          analysisId: c.req.param("id"),
          mode: chat.mode,
        }),
      ),
    )
    .post(
      "/:id/chat",
      // Each answer costs a model call: a person typing never comes near this; a script does.
      rateLimit<AuthedEnv>({
        db,
        name: "chat",
        limit: 20,
        windowMs: 60_000,
        key: (c) => `user:${c.var.user.id}`,
      }),
      validate("json", sendChatMessageBodySchema),
      async (c) => {
        const { message, surface } = c.req.valid("json");
        const controller = new AbortController();
        const signal = AbortSignal.any([controller.signal, c.req.raw.signal]);
        const events = await sendChatMessage(
          { db, chat, log: c.get("log") },
          { userId: c.var.user.id, analysisId: c.req.param("id"), message, surface },
          signal,
        );
        return streamChatEvents(c, events, controller);
      },
    );
}
