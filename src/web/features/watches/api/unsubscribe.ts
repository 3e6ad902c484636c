import { useMutation, useQuery } from "@tanstack/react-query";
import { unsubscribeInfoResponseSchema } from "../../../../contract/watch.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type UnsubscribeLink = { watch: string; signature: string };

function unsubscribePath(link: UnsubscribeLink): string {
  return `/api/watch-unsubscribe?${new URLSearchParams(link)}`;
}

/** The watch the link stops, by its idea; null when it was already stopped. */
export function useUnsubscribeInfo(link: UnsubscribeLink) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(link.watch),
    queryFn: async () =>
      unsubscribeInfoResponseSchema.parse(await apiFetch(unsubscribePath(link))).watch,
    retry: false,
  });
}

export function useUnsubscribe(link: UnsubscribeLink) {
  return useMutation({
    mutationFn: () => apiFetch<{ stopped: true }>(unsubscribePath(link), { method: "POST" }),
  });
}
