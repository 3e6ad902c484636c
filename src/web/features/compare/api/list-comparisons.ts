import { useQuery } from "@tanstack/react-query";
import {
  comparisonListSchema,
  type ComparisonList,
} from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listComparisons(): Promise<ComparisonList> {
  return comparisonListSchema.parse(await apiFetch("/api/comparisons"));
}

export function useComparisons() {
  return useQuery({ queryKey: queryKeys.comparisons, queryFn: listComparisons });
}
