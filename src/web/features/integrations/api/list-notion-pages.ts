import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { notionPageListSchema, type NotionPageList } from "../../../../contract/integrations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function listNotionPages(query: string): Promise<NotionPageList> {
  const search = query ? `?${new URLSearchParams({ query })}` : "";
  return notionPageListSchema.parse(await apiFetch(`/api/integrations/notion/pages${search}`));
}

/** `query` should already be debounced: every distinct value is one call to Notion. */
export function useNotionPages(query: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notionPages(query),
    queryFn: () => listNotionPages(query),
    enabled,
    retry: false,
    // The list stays on screen while the next search runs instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
