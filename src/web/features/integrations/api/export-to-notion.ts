import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  notionExportResultSchema,
  type NotionExportBody,
  type NotionExportResult,
} from "../../../../contract/integrations.ts";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function exportToNotion(
  analysisId: string,
  body: NotionExportBody,
): Promise<NotionExportResult> {
  return notionExportResultSchema.parse(
    await apiFetch(`/api/analyses/${encodeURIComponent(analysisId)}/exports/notion`, {
      method: "POST",
      json: body,
    }),
  );
}

export function useExportToNotion(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotionExportBody) => exportToNotion(analysisId, body),
    // A revoked token is also a changed connection: Settings must not show it as connected.
    onError: (error) => {
      if (error instanceof ApiError && error.code === "integration_revoked")
        void queryClient.invalidateQueries({ queryKey: queryKeys.integrations });
    },
  });
}
