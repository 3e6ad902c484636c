import { z } from "zod";
import type { Insight, RedditInsights } from "../../contract/report.ts";
import { structuredCall } from "../llm/structured-call.ts";
import type { StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "./ai-context.ts";
import { keepKnownIds, keepSupportedProse } from "./integrity.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "./prompt.ts";
import { insightBasis, overallSentiment } from "./extract-insights.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";

const insightListSchema = z.array(z.object({ text: z.string(), evidenceIds: z.array(z.string()) }));
export const aiInsightsSchema = z.object({
  topPainPoints: insightListSchema,
  featureOpportunities: insightListSchema,
  marketGaps: insightListSchema,
  actionableInsights: insightListSchema,
});

/** Cleans one list: unknown ids go, and an insight left without evidence goes with them. */
function supported(
  list: z.infer<typeof insightListSchema>,
  context: AiSectionContext,
  limit: number,
): Insight[] {
  return list
    .map((insight) => ({
      text: keepSupportedProse(insight.text, context.index, context.claims),
      evidenceIds: keepKnownIds(insight.evidenceIds, context.index, context.claims),
    }))
    .filter((insight) => {
      const keep = insight.text.length > 0 && insight.evidenceIds.length > 0;
      if (!keep) context.claims.droppedItems += 1;
      return keep;
    })
    .slice(0, limit);
}

export async function aiInsights(
  context: AiSectionContext,
): Promise<StructuredCallResult<RedditInsights>> {
  const basis = insightBasis(context.analysis);
  const where =
    basis.platforms.map((platform) => PLATFORM_LABELS[platform]).join(", ") || "no platform";
  const prompt = [
    ideaBlock(context.understanding),
    `From these discussions (${where}), find the top pain points, up to 5 feature opportunities, market gaps left by existing products, and actionable insights for the founder. Every insight cites the evidence ids it rests on.`,
    formatEvidence(
      basis.items.slice(0, 40).map((entry) => entry.item),
      400,
    ),
  ].join("\n\n");
  const result = await structuredCall({
    ...context,
    stage: "insights",
    name: "insights",
    schema: aiInsightsSchema,
    system: SYSTEM_PROMPT,
    prompt,
  });
  if (!result.ok) return result;
  return {
    ok: true,
    value: {
      basedOn: basis.platforms,
      overallSentiment: overallSentiment(basis.items),
      topPainPoints: supported(result.value.topPainPoints, context, 8),
      featureOpportunities: supported(result.value.featureOpportunities, context, 5),
      marketGaps: supported(result.value.marketGaps, context, 8),
      actionableInsights: supported(result.value.actionableInsights, context, 8),
    },
  };
}
