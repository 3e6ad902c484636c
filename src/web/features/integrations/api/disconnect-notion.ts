import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useDisconnectNotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>("/api/integrations/notion", { method: "DELETE" }),
    // Refused or not, re-read the status: the card must show what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
  });
}
