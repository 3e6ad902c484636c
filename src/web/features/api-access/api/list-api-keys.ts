import { useQuery } from "@tanstack/react-query";
import { apiKeyListSchema, type ApiKeyList } from "../../../../contract/api-access.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listApiKeys(): Promise<ApiKeyList> {
  return apiKeyListSchema.parse(await apiFetch("/api/api-keys"));
}

export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys, queryFn: listApiKeys });
}
