import { useMutation, useQueryClient } from "@tanstack/react-query";
import { shareLinkSchema, type ShareLink } from "../../../../contract/integrations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The analysis's active link; the server makes one only when there is none. */
export async function createShareLink(analysisId: string): Promise<ShareLink> {
  return shareLinkSchema.parse(
    await apiFetch(`/api/analyses/${encodeURIComponent(analysisId)}/shares`, { method: "POST" }),
  );
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shares }),
  });
}
