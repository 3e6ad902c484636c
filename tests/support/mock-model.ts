import { MockLanguageModelV4 } from "ai/test";
import type { RankedEvidence } from "../../src/engine/evidence/rank-evidence.ts";
import type { AiSectionContext } from "../../src/engine/synthesis/ai-context.ts";
import { analyseEvidence } from "../../src/engine/synthesis/analyse-evidence.ts";
import { createClaimCounter, createEvidenceIndex } from "../../src/engine/synthesis/integrity.ts";
import type { IdeaUnderstanding } from "../../src/engine/types.ts";

/** A model that answers every structured call with `answer`, recording each prompt it is sent. */
export function modelAnswering(answer: unknown, prompts: string[] = []): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: "text", text: JSON.stringify(answer) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 10, text: 10, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
}

/** An AI section's narrow context over the given evidence, with a fresh claim counter. */
export function sectionContext(
  model: MockLanguageModelV4,
  understanding: Pick<IdeaUnderstanding, "idea" | "keywords" | "audience">,
  evidence: RankedEvidence[],
): AiSectionContext {
  return {
    model,
    modelName: "mock",
    understanding: understanding as IdeaUnderstanding,
    evidence,
    analysis: analyseEvidence(evidence),
    index: createEvidenceIndex(evidence),
    claims: createClaimCounter(),
    deadline: performance.now() + 5_000,
    now: () => performance.now(),
    signal: new AbortController().signal,
    record: () => {},
  };
}
