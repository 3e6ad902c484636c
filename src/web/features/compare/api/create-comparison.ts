import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createComparisonResponseSchema } from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Keeps the picked reports as one comparison; the server refuses bad picks in plain words. */
export async function createComparison(analysisIds: string[]): Promise<string> {
  const body = await apiFetch("/api/comparisons", { method: "POST", json: { analysisIds } });
  return createComparisonResponseSchema.parse(body).comparisonId;
}

export function useCreateComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComparison,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.comparisons, exact: true }),
  });
}
