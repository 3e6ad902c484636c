import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function revokeComparisonShare(comparisonId: string, shareId: string) {
  await apiFetch(
    `/api/comparisons/${encodeURIComponent(comparisonId)}/shares/${encodeURIComponent(shareId)}`,
    { method: "DELETE" },
  );
}

export function useRevokeComparisonShare(comparisonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeComparisonShare(comparisonId, shareId),
    onSuccess: () => queryClient.setQueryData(queryKeys.comparisonShare(comparisonId), null),
  });
}
