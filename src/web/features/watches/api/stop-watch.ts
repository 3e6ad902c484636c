import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useStopWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: string) =>
      apiFetch<null>(`/api/watches/${encodeURIComponent(watchId)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watches }),
  });
}
