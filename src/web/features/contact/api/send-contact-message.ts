import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../../../contract/contact.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export function sendContactMessage(input: ContactMessageInput): Promise<{ id: string }> {
  return apiFetch("/api/contact", { method: "POST", json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
