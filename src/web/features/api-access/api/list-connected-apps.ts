import { useQuery } from "@tanstack/react-query";
import { connectedAppListSchema, type ConnectedAppList } from "../../../../contract/api-access.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listConnectedApps(): Promise<ConnectedAppList> {
  return connectedAppListSchema.parse(await apiFetch("/api/connected-apps"));
}

export function useConnectedApps() {
  return useQuery({ queryKey: queryKeys.connectedApps, queryFn: listConnectedApps });
}
