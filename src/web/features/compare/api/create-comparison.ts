import { useMutation } from "@tanstack/react-query";
import { createComparisonResponseSchema } from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** Keeps the picked reports as one comparison; the server refuses bad picks in plain words. */
export async function createComparison(analysisIds: string[]): Promise<string> {
  const body = await apiFetch("/api/comparisons", { method: "POST", json: { analysisIds } });
  return createComparisonResponseSchema.parse(body).comparisonId;
}

export function useCreateComparison() {
  return useMutation({ mutationFn: createComparison });
}
