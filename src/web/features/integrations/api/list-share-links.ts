import { useQuery } from "@tanstack/react-query";
import { shareLinkListSchema, type ShareLinkList } from "../../../../contract/integrations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listShareLinks(): Promise<ShareLinkList> {
  return shareLinkListSchema.parse(await apiFetch("/api/shares"));
}

export function useShareLinks() {
  return useQuery({ queryKey: queryKeys.shares, queryFn: listShareLinks });
}
