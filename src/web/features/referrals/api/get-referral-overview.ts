import { useQuery } from "@tanstack/react-query";
import type { ReferralOverview } from "../../../../contract/billing.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export function useReferralOverview() {
  return useQuery({
    queryKey: ["referrals"],
    queryFn: () => apiFetch<ReferralOverview>("/api/referrals"),
  });
}
