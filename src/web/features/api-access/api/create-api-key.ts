import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createdApiKeySchema,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from "../../../../contract/api-access.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/api-keys: the answer holds the key itself, the only time it is ever sent. */
export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(await apiFetch("/api/api-keys", { method: "POST", json: body }));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the secret: nothing keeps it once the form stops watching.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
