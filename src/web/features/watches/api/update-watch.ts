import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateWatchBody, Watch } from "../../../../contract/watch.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useUpdateWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ watchId, ...body }: UpdateWatchBody & { watchId: string }) =>
      apiFetch<{ watch: Watch }>(`/api/watches/${encodeURIComponent(watchId)}`, {
        method: "PATCH",
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watches }),
  });
}
