import { useInfiniteQuery } from "@tanstack/react-query";
import type { AnalysisList } from "../../../../contract/analysis.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function listAnalyses(cursor: string | null): Promise<AnalysisList> {
  return apiFetch(`/api/analyses${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
}

export function useAnalysesHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.analyses,
    queryFn: ({ pageParam }) => listAnalyses(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
