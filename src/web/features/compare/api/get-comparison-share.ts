import { useQuery } from "@tanstack/react-query";
import {
  comparisonShareLinkSchema,
  type ComparisonShareLink,
} from "../../../../contract/report-comparison.ts";
import { z } from "../../../../contract/zod.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const responseSchema = z.object({ share: comparisonShareLinkSchema.nullable() });

/** The comparison's live link, if any: opening Share never makes one. */
export async function getComparisonShare(
  comparisonId: string,
): Promise<ComparisonShareLink | null> {
  const body = await apiFetch(`/api/comparisons/${encodeURIComponent(comparisonId)}/shares`);
  return responseSchema.parse(body).share;
}

export function useComparisonShare(comparisonId: string) {
  return useQuery({
    queryKey: queryKeys.comparisonShare(comparisonId),
    queryFn: () => getComparisonShare(comparisonId),
  });
}
