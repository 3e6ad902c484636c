import { useQuery } from "@tanstack/react-query";
import {
  sharedReportSchema,
  shareTokenSchema,
  type SharedReport,
} from "../../../../contract/integrations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Public: no account needed, answers 404 once the owner revoked the link. */
export async function getSharedReport(token: string): Promise<SharedReport> {
  return sharedReportSchema.parse(await apiFetch(`/api/shared/${encodeURIComponent(token)}`));
}

/** A token that cannot be one is not asked for: the page says the report is gone. */
export function isShareToken(token: string): boolean {
  return shareTokenSchema.safeParse(token).success;
}

export function useSharedReport(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedReport(token),
    queryFn: () => getSharedReport(token),
    enabled: isShareToken(token),
    retry: false,
  });
}
