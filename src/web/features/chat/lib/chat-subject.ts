import { queryKeys } from "../../../lib/query-keys.ts";

/** What a conversation is about: one analysis's report, or a comparison of several. */
export type ChatSubject = { kind: "analysis" | "comparison"; id: string };

export function chatPath(subject: ChatSubject): string {
  const collection = subject.kind === "comparison" ? "comparisons" : "analyses";
  return `/api/${collection}/${encodeURIComponent(subject.id)}/chat`;
}

export function conversationKey(subject: ChatSubject) {
  return subject.kind === "comparison"
    ? queryKeys.comparisonConversation(subject.id)
    : queryKeys.conversation(subject.id);
}
