import { z } from "zod";
import { structuredCall, type StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "../synthesis/ai-context.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "../synthesis/prompt.ts";
import { EVIDENCE_LABELS, type EvidenceLabel } from "./label-evidence.ts";

/** What a model may say of one item: that it is a pain, and which signals it shows. */
export const MODEL_LABELS = ["pain", ...EVIDENCE_LABELS] as const;
export type ModelLabel = (typeof MODEL_LABELS)[number];

export const verdictLabelsSchema = z.object({
  items: z.array(
    z.object({
      evidenceId: z.string(),
      labels: z.array(z.object({ label: z.enum(MODEL_LABELS), sentence: z.string() })),
    }),
  ),
});

/** Each item the model was shown, with the labels it kept (none is an answer too). */
export type ModelLabels = Map<string, Array<{ label: ModelLabel; sentence: string }>>;

/** Items shown to the model: the most relevant discussions, enough to count, few enough to read. */
const MAX_ITEMS = 60;
const MIN_SENTENCE_CHARS = 8;

const INSTRUCTIONS = `Label each discussion item below for a validation score. For each item give its evidenceId and the labels it clearly shows, each with the one sentence of the item that shows it, copied exactly:
- pain: the writer has the problem the idea solves, or asks for a solution to it
- intense: strong frustration about it
- workaround: a makeshift fix they built or put up with
- loss: time or money they lose to it
- commercial: paying, prices, budgets or switching tools
- satisfied: content with a tool they use for it
- wontPay: would not pay, or says it is already solved
Give an item no labels when it shows none. Do not score the idea.`;

/**
 * The model labels items by id, nothing more: an id it was not shown, or a sentence that is not
 * in the item word for word, is dropped. The score stays a function computed in code.
 */
export async function labelWithModel(
  context: AiSectionContext,
): Promise<StructuredCallResult<ModelLabels>> {
  const shown = [...context.analysis.discussions]
    .sort((a, b) => b.item.relevance - a.item.relevance)
    .slice(0, MAX_ITEMS)
    .map((entry) => entry.item);
  if (shown.length === 0) return { ok: true, value: new Map() };
  const result = await structuredCall({
    ...context,
    stage: "verdict",
    name: "verdict_labels",
    schema: verdictLabelsSchema,
    system: SYSTEM_PROMPT,
    prompt: [ideaBlock(context.understanding), INSTRUCTIONS, formatEvidence(shown, 500)].join(
      "\n\n",
    ),
  });
  if (!result.ok) return result;
  const labels: ModelLabels = new Map(shown.map((item) => [item.id, []]));
  for (const answer of result.value.items) {
    const item = shown.find((candidate) => candidate.id === answer.evidenceId);
    if (!item) {
      context.claims.droppedIds += 1;
      continue;
    }
    for (const { label, sentence } of answer.labels) {
      const quote = sentence.trim();
      if (quote.length >= MIN_SENTENCE_CHARS && item.text.includes(quote))
        labels.get(item.id)!.push({ label, sentence: quote });
      else context.claims.droppedQuotes += 1;
    }
  }
  return { ok: true, value: labels };
}

export function isEvidenceLabel(label: ModelLabel): label is EvidenceLabel {
  return label !== "pain";
}
