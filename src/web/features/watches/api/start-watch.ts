import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartWatchBody, Watch } from "../../../../contract/watch.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useStartWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartWatchBody) =>
      apiFetch<{ watch: Watch }>("/api/watches", { method: "POST", json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watches }),
  });
}
