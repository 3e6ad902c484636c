import { useMutation } from "@tanstack/react-query";
import type { StartAnalysisBody } from "../../../../contract/analysis.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export function startAnalysis(body: StartAnalysisBody): Promise<{ analysisId: string }> {
  return apiFetch("/api/analyses", { method: "POST", json: body });
}

export function useStartAnalysis() {
  return useMutation({ mutationFn: startAnalysis });
}
