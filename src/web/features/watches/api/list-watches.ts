import { useQuery } from "@tanstack/react-query";
import { watchListSchema, type WatchList } from "../../../../contract/watch.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listWatches(): Promise<WatchList> {
  return watchListSchema.parse(await apiFetch("/api/watches"));
}

export function useWatches() {
  return useQuery({ queryKey: queryKeys.watches, queryFn: listWatches });
}
