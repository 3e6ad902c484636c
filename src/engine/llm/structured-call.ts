import type { LanguageModel } from "ai";
import type { z } from "zod";
import type { StageName } from "../../contract/report.ts";
import { withoutConfigurationAdvice } from "../../contract/plain-report-text.ts";
import { estimateCostUsd } from "./pricing.ts";

export interface ModelCallRecord {
  stage: StageName;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
  ok: boolean;
}

export interface StructuredCallInput<T> {
  stage: StageName;
  model: LanguageModel;
  modelName: string;
  name: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  /** Absolute time by which the answer must be in, whatever the retries. */
  deadline: number;
  now: () => number;
  signal: AbortSignal;
  record: (call: ModelCallRecord) => void;
}

export type StructuredCallResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const MIN_CALL_MS = 300;

/** One structured call with one repair retry on invalid output; never throws. */
export async function structuredCall<T>(
  input: StructuredCallInput<T>,
): Promise<StructuredCallResult<T>> {
  let prompt = input.prompt;
  let lastReason = "no answer";
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const remaining = input.deadline - input.now();
    if (remaining < MIN_CALL_MS)
      return {
        ok: false,
        reason:
          attempt === 0
            ? "no time was left in the budget"
            : `${lastReason}, and no time was left to retry`,
      };
    const timeout = AbortSignal.timeout(Math.ceil(remaining));
    // Loaded on the first call: a server without a model never needs the SDK (ADR 0016, third round).
    const { generateText, NoObjectGeneratedError, Output } = await import("ai");
    try {
      const result = await generateText({
        model: input.model,
        system: input.system,
        prompt,
        output: Output.object({ schema: input.schema, name: input.name }),
        abortSignal: AbortSignal.any([input.signal, timeout]),
        maxRetries: 0,
      });
      recordUsage(input, result.usage, true);
      return { ok: true, value: result.output };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        recordUsage(input, error.usage, false);
        lastReason = "the model's answer did not match the expected structure";
        prompt = `${input.prompt}\n\nYour previous answer was invalid (${truncate(error.cause instanceof Error ? error.cause.message : error.message)}). Answer again with only JSON that matches the schema exactly.`;
        continue;
      }
      recordUsage(input, undefined, false);
      if (timeout.aborted) return { ok: false, reason: "the model did not answer in time" };
      if (input.signal.aborted) return { ok: false, reason: "the analysis was cancelled" };
      // A provider's message may tell the operator which variable to set; the report's reader sees this reason.
      const detail = withoutConfigurationAdvice((error as Error).message);
      return {
        ok: false,
        reason: detail ? `the model call failed (${truncate(detail)})` : "the model call failed",
      };
    }
  }
  return { ok: false, reason: `${lastReason} twice` };
}

function truncate(message: string): string {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

function recordUsage<T>(
  input: StructuredCallInput<T>,
  usage: { inputTokens: number | undefined; outputTokens: number | undefined } | undefined,
  ok: boolean,
): void {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  input.record({
    stage: input.stage,
    model: input.modelName,
    inputTokens,
    outputTokens,
    costUsd: estimateCostUsd(input.modelName, inputTokens, outputTokens),
    ok,
  });
}
