import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  chatErrorMessage,
  messagesRemaining,
  type ChatSurface,
  type Conversation,
} from "../../../../contract/chat.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useConversation } from "../api/get-conversation.ts";
import { ChatSendError, sendChatMessage } from "../api/send-chat-message.ts";
import { conversationKey, type ChatSubject } from "../lib/chat-subject.ts";

export interface ChatEntry {
  key: string;
  role: "user" | "assistant";
  content: string;
  interrupted?: boolean;
  streaming?: boolean;
}

let entryCounter = 0;
const nextKey = () => `local-${(entryCounter += 1)}`;

/**
 * One chat surface over the analysis's stored conversation. The question shows at once; the
 * answer streams in under it. A failed send takes the question back out and puts its text back
 * in the input, so nothing typed is lost.
 */
export function useChat(
  analysisId: string,
  surface: ChatSurface,
  kind: ChatSubject["kind"] = "analysis",
) {
  const queryClient = useQueryClient();
  const subject: ChatSubject = { kind, id: analysisId };
  const conversation = useConversation(subject);
  const [pending, setPending] = useState<ChatEntry[]>([]);
  const [input, setInput] = useState("");
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  // Spec section 8: conversation-load errors are logged, except "no rows" (an analysis not found).
  const loadError = conversation.error;
  useEffect(() => {
    if (loadError && !(loadError instanceof ApiError && loadError.status === 404))
      console.error("Failed to load the conversation", loadError);
  }, [loadError]);

  const stored: ChatEntry[] = (conversation.data?.messages ?? []).map((message, index) => ({
    key: `stored-${index}`,
    ...message,
  }));
  const messagesCount = conversation.data?.messagesCount ?? 0;
  const remaining = messagesRemaining(messagesCount, surface);
  const limitReached = conversation.isSuccess && remaining <= 0;

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || streaming || limitReached) return;
      const question: ChatEntry = { key: nextKey(), role: "user", content: message };
      const answer: ChatEntry = { key: nextKey(), role: "assistant", content: "", streaming: true };
      setPending([question, answer]);
      setInput("");
      setStreaming(true);
      const abort = new AbortController();
      controller.current = abort;
      const key = conversationKey({ kind, id: analysisId });
      try {
        let received = "";
        const done = await sendChatMessage({
          subject: { kind, id: analysisId },
          message,
          surface,
          signal: abort.signal,
          onDelta: (delta) => {
            received += delta;
            setPending([question, { ...answer, content: received }]);
          },
        });
        // Stopped here or cut off on the way: the server keeps (and counts) what it sent, if anything.
        const interrupted = done?.interrupted ?? true;
        if (done || received) {
          queryClient.setQueryData<Conversation>(key, (previous) =>
            previous
              ? {
                  ...previous,
                  messagesCount: done?.messagesCount ?? previous.messagesCount + 1,
                  messages: [
                    ...previous.messages,
                    { role: "user", content: message },
                    {
                      role: "assistant",
                      content: received,
                      ...(interrupted ? { interrupted: true } : {}),
                    },
                  ],
                }
              : previous,
          );
        }
        // Stopped before the first word: nothing was counted, so the question goes back in the box.
        if (!done && !received) setInput(message);
        // After a stop the server may still be saving: read back what it stored a moment later.
        if (!done) setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), 1500);
        setPending([]);
      } catch (error) {
        setPending([]);
        // Anything typed while the send was failing stays, after the question that came back.
        setInput((typed) => (typed.trim() ? `${message}\n${typed}` : message));
        const failure = error instanceof ChatSendError ? error : null;
        void toast.error(
          chatErrorMessage({
            status: failure?.status,
            code: failure?.code,
            message: failure?.message,
            network: failure?.network,
            retryAfterSeconds: failure?.retryAfterSeconds,
          }),
        );
        if (failure?.code === "chat_limit_reached")
          void queryClient.invalidateQueries({ queryKey: key });
      } finally {
        controller.current = null;
        setStreaming(false);
      }
    },
    [analysisId, kind, surface, streaming, limitReached, queryClient],
  );

  return {
    messages: [...stored, ...pending],
    mode: conversation.data?.mode ?? null,
    loading: conversation.isPending,
    loadFailed: conversation.isError,
    messagesCount,
    remaining,
    limitReached,
    streaming,
    input,
    setInput,
    send: (text?: string) => void send(text ?? input),
    stop: () => controller.current?.abort(),
  };
}

export type ChatState = ReturnType<typeof useChat>;
