import { marketSummarySchema, type Competitor, type MarketSummary } from "../../contract/report.ts";
import { structuredCall } from "../llm/structured-call.ts";
import type { StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "./ai-context.ts";
import { keepKnownIds, keepSupportedProse } from "./integrity.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "./prompt.ts";

export async function aiSummary(
  context: AiSectionContext,
  knownCompetitors: Competitor[],
): Promise<StructuredCallResult<MarketSummary>> {
  const prompt = [
    ideaBlock(context.understanding),
    `Existing products found: ${knownCompetitors.map((competitor) => competitor.name).join(", ") || "none"}.`,
    "Write the market summary: the opportunity, key takeaways, the recommended focus, the target segment and a differentiation strategy. Do not state market sizes or figures that the evidence does not give. Cite the evidence ids you rely on.",
    formatEvidence(context.evidence.slice(0, 40), 300),
  ].join("\n\n");
  const result = await structuredCall({
    ...context,
    stage: "summary",
    name: "market_summary",
    schema: marketSummarySchema,
    system: SYSTEM_PROMPT,
    prompt,
  });
  if (!result.ok) return result;
  const clean = (text: string) => keepSupportedProse(text, context.index, context.claims);
  const value = result.value;
  return {
    ok: true,
    value: {
      marketOpportunity: clean(value.marketOpportunity),
      keyTakeaways: value.keyTakeaways.map(clean).filter(Boolean),
      recommendedFocus: clean(value.recommendedFocus),
      targetSegment: clean(value.targetSegment),
      differentiationStrategy: clean(value.differentiationStrategy),
      evidenceIds: keepKnownIds(value.evidenceIds, context.index, context.claims),
    },
  };
}
