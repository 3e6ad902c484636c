import { z } from "zod";
import type { LanguageModel } from "ai";
import { structuredCall } from "../llm/structured-call.ts";
import type { ModelCallRecord } from "../llm/structured-call.ts";
import { formatEvidence, SYSTEM_PROMPT } from "../synthesis/prompt.ts";
import type { Evidence, IdeaUnderstanding } from "../types.ts";

export const relevanceLabelsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      onTopic: z.boolean(),
      signal: z.enum(["pain", "request", "praise", "other"]),
    }),
  ),
});
export type RelevanceLabel = z.infer<typeof relevanceLabelsSchema>["items"][number];

/** Items per call: small enough for a fast model to answer in a couple of seconds. */
const BATCH_SIZE = 40;
const MAX_ITEMS = 160;

export interface ModelJudgeInput {
  model: LanguageModel;
  modelName: string;
  plan: IdeaUnderstanding;
  items: Evidence[];
  deadline: number;
  now: () => number;
  signal: AbortSignal;
  record: (call: ModelCallRecord) => void;
}

function prompt(plan: IdeaUnderstanding, batch: Evidence[]): string {
  return [
    `<idea>\n${plan.idea.replace(/<\/?idea>/gi, "")}\n</idea>`,
    `Problem: ${plan.problem}. Audience: ${plan.audience}.`,
    "For every evidence item, say whether a founder building this idea should read it as feedback from its users: onTopic is true only when the item itself talks about this problem, its audience's experience of it, or products that solve it. Items that merely share words with the idea (another meaning, another audience, jokes, thanks, off-topic tangents) are not on topic. Also label the signal it shows: pain, request, praise or other. Use each item's id exactly.",
    formatEvidence(batch, 400),
  ].join("\n\n");
}

/**
 * Labels items by id with a fast model, in parallel batches. Labels the model invents for ids it
 * was not given are ignored; items it was not asked about, or whose batch failed, get no label.
 */
export async function labelRelevance(input: ModelJudgeInput): Promise<Map<string, RelevanceLabel>> {
  const items = input.items.slice(0, MAX_ITEMS);
  const known = new Set(items.map((item) => item.id));
  const batches = Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, index) =>
    items.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
  const results = await Promise.all(
    batches.map((batch) =>
      structuredCall({
        ...input,
        stage: "ranking",
        name: "relevance",
        schema: relevanceLabelsSchema,
        system: SYSTEM_PROMPT,
        prompt: prompt(input.plan, batch),
      }),
    ),
  );
  const labels = new Map<string, RelevanceLabel>();
  for (const result of results) {
    if (!result.ok) continue;
    for (const label of result.value.items) if (known.has(label.id)) labels.set(label.id, label);
  }
  return labels;
}
