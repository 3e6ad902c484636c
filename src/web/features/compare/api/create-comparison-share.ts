import { useMutation, useQueryClient } from "@tanstack/react-query";
import { comparisonShareLinkSchema } from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function createComparisonShare(comparisonId: string) {
  return comparisonShareLinkSchema.parse(
    await apiFetch(`/api/comparisons/${encodeURIComponent(comparisonId)}/shares`, {
      method: "POST",
    }),
  );
}

export function useCreateComparisonShare(comparisonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createComparisonShare(comparisonId),
    onSuccess: (share) => queryClient.setQueryData(queryKeys.comparisonShare(comparisonId), share),
  });
}
