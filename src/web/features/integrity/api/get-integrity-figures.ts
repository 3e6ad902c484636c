import { useQuery } from "@tanstack/react-query";
import { integrityFiguresSchema, type IntegrityFigures } from "../../../../contract/integrity.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function getIntegrityFigures(): Promise<IntegrityFigures> {
  return integrityFiguresSchema.parse(await apiFetch("/api/integrity"));
}

export function useIntegrityFigures() {
  return useQuery({ queryKey: queryKeys.integrity, queryFn: getIntegrityFigures });
}
