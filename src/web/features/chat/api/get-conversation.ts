import { useQuery } from "@tanstack/react-query";
import type { Conversation } from "../../../../contract/chat.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { chatPath, conversationKey, type ChatSubject } from "../lib/chat-subject.ts";

export function getConversation(subject: ChatSubject): Promise<Conversation> {
  return apiFetch(chatPath(subject));
}

export function useConversation(subject: ChatSubject) {
  return useQuery({
    queryKey: conversationKey(subject),
    queryFn: () => getConversation(subject),
    retry: false,
    staleTime: 30_000,
  });
}
