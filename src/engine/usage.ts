import type { Usage } from "../contract/report.ts";
import type { ModelCallRecord } from "./llm/structured-call.ts";

export function summariseUsage(calls: ModelCallRecord[]): Usage {
  const inputTokens = calls.reduce((sum, call) => sum + call.inputTokens, 0);
  const outputTokens = calls.reduce((sum, call) => sum + call.outputTokens, 0);
  const costs = calls.map((call) => call.costUsd);
  const estimatedCostUsd = costs.some((cost) => cost === null)
    ? null
    : Math.round(costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0) * 1e6) / 1e6;
  return { calls, inputTokens, outputTokens, estimatedCostUsd };
}
