import { useQuery } from "@tanstack/react-query";
import type { Me } from "../../../../contract/auth.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export const ME_QUERY_KEY = ["me"] as const;

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => apiFetch<Me>("/api/me") });
}
