import { useQuery } from "@tanstack/react-query";
import { shareTokenSchema } from "../../../../contract/integrations.ts";
import {
  sharedComparisonSchema,
  type SharedComparison,
} from "../../../../contract/report-comparison.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const isComparisonShareToken = (token: string) => shareTokenSchema.safeParse(token).success;

export async function getSharedComparison(token: string): Promise<SharedComparison> {
  return sharedComparisonSchema.parse(
    await apiFetch(`/api/shared/compare/${encodeURIComponent(token)}`),
  );
}

export function useSharedComparison(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedComparison(token),
    queryFn: () => getSharedComparison(token),
    enabled: isComparisonShareToken(token),
    retry: false,
  });
}
