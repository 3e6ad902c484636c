import { useQuery } from "@tanstack/react-query";
import type { Conversation } from "../../../../contract/chat.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function getConversation(analysisId: string): Promise<Conversation> {
  return apiFetch(`/api/analyses/${encodeURIComponent(analysisId)}/chat`);
}

export function useConversation(analysisId: string) {
  return useQuery({
    queryKey: queryKeys.conversation(analysisId),
    queryFn: () => getConversation(analysisId),
    retry: false,
    staleTime: 30_000,
  });
}
