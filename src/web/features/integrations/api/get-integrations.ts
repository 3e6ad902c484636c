import { useQuery } from "@tanstack/react-query";
import {
  integrationsStatusSchema,
  type IntegrationsStatus,
} from "../../../../contract/integrations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function getIntegrations(): Promise<IntegrationsStatus> {
  return integrationsStatusSchema.parse(await apiFetch("/api/integrations"));
}

export function useIntegrations() {
  return useQuery({ queryKey: queryKeys.integrations, queryFn: getIntegrations });
}
