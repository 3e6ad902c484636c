import { useQuery } from "@tanstack/react-query";
import {
  comparisonDetailSchema,
  type ComparisonDetail,
} from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function getComparison(comparisonId: string): Promise<ComparisonDetail> {
  return comparisonDetailSchema.parse(
    await apiFetch(`/api/comparisons/${encodeURIComponent(comparisonId)}`),
  );
}

export function useComparison(comparisonId: string) {
  return useQuery({
    queryKey: queryKeys.comparison(comparisonId),
    queryFn: () => getComparison(comparisonId),
    retry: false,
  });
}
