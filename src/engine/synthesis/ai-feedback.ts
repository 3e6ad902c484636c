import { z } from "zod";
import { FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type { FeedbackItem, PlatformFeedback, RedditFeedbackItem } from "../../contract/report.ts";
import { structuredCall } from "../llm/structured-call.ts";
import type { StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "./ai-context.ts";
import { keepSupportedProse } from "./integrity.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "./prompt.ts";
import { emptyPlatformFeedback } from "../../contract/report.ts";
import { extractFeedback, toFeedbackItem } from "./extract-feedback.ts";

export const aiFeedbackSchema = z.object({
  items: z.array(
    z.object({
      evidenceId: z.string(),
      featureRequest: z.string().nullable(),
      context: z.string(),
    }),
  ),
});

/**
 * The model only picks items by id and writes featureRequest/context about them; the quote and
 * the link are copied from the evidence, so they cannot be invented.
 */
export async function aiFeedback(
  context: AiSectionContext,
  perPlatform: number,
): Promise<StructuredCallResult<PlatformFeedback>> {
  const candidates = FEEDBACK_PLATFORMS.flatMap((platform) =>
    context.analysis.byPlatform[platform].slice(0, 15).map((entry) => entry.item),
  );
  if (candidates.length === 0) return { ok: true, value: emptyPlatformFeedback() };
  const prompt = [
    ideaBlock(context.understanding),
    `Pick up to ${perPlatform} items per platform that best show what users need, love or hate about solutions to this idea. For each, give its evidenceId, the feature it asks for (or null) and one sentence of context on why it matters for the idea.`,
    formatEvidence(candidates, 500),
  ].join("\n\n");
  const result = await structuredCall({
    ...context,
    model: context.model,
    stage: "feedback",
    name: "feedback",
    schema: aiFeedbackSchema,
    system: SYSTEM_PROMPT,
    prompt,
  });
  if (!result.ok) return result;
  const feedback = emptyPlatformFeedback();
  const used = new Set<string>();
  // A sentence the model gives to every quote ("Shows what users expect") says nothing the second time.
  const given = new Set<string>();
  const onlyOnce = (text: string) => {
    const kept = keepSupportedProse(text, context.index, context.claims);
    const key = kept.toLowerCase();
    if (given.has(key)) return "";
    given.add(key);
    return kept;
  };
  for (const selection of result.value.items) {
    const item = context.index.byId.get(selection.evidenceId);
    const platform = item?.platform;
    if (
      !item ||
      used.has(item.id) ||
      !platform ||
      !(FEEDBACK_PLATFORMS as readonly string[]).includes(platform)
    ) {
      if (!item) context.claims.droppedIds += 1;
      continue;
    }
    const list = feedback[platform as keyof PlatformFeedback] as Array<
      FeedbackItem | RedditFeedbackItem
    >;
    if (list.length >= perPlatform) continue;
    used.add(item.id);
    const featureRequest = selection.featureRequest
      ? keepSupportedProse(selection.featureRequest, context.index, context.claims) || null
      : null;
    list.push(toFeedbackItem(item, featureRequest, onlyOnce(selection.context)));
  }
  // The model's picks come first; a platform it left short is topped up with on-topic items chosen without it.
  const extracted = extractFeedback(context.analysis, perPlatform);
  for (const platform of FEEDBACK_PLATFORMS) {
    const list = feedback[platform] as Array<FeedbackItem | RedditFeedbackItem>;
    const missing = (extracted[platform] as Array<FeedbackItem | RedditFeedbackItem>).filter(
      (item) => !used.has(item.evidenceId),
    );
    list.push(...missing.slice(0, Math.max(0, perPlatform - list.length)));
  }
  return { ok: true, value: feedback };
}
