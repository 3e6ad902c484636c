import { z } from "zod";
import {
  asksToContactQuoted,
  isOpenPastQuestion,
  type KitQuestion,
} from "../../contract/interview-kit.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { structuredCall, type StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "../synthesis/ai-context.ts";
import {
  isSupportedSentence,
  readableProse,
  type ClaimCounter,
  type EvidenceIndex,
} from "../synthesis/integrity.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "../synthesis/prompt.ts";
import { splitSentences } from "../text/format.ts";
import {
  isNearDuplicate,
  type KitPainBasis,
  type ModelKitQuestions,
} from "./build-interview-kit.ts";

export const kitQuestionsSchema = z.object({
  pains: z.array(
    z.object({
      /** The pain's number as the prompt shows it. */
      pain: z.number().int(),
      questions: z.array(z.object({ question: z.string(), evidenceIds: z.array(z.string()) })),
    }),
  ),
});
type ProposedQuestion = z.infer<typeof kitQuestionsSchema>["pains"][number]["questions"][number];

/** Quotes shown per pain: enough to ground five questions, few enough to stay a short call. */
const MAX_QUOTES_PER_PAIN = 8;
const MAX_QUOTE_CHARS = 400;
const MAX_KEPT = 5;

const INSTRUCTIONS = `Write interview questions a founder can ask people who have each pain below. For each pain give its number and 3 to 5 questions. Each question:
- asks what the person did or what happened, in the past ("Tell me about the last time…", "What did you do when…", "How much did it cost you…"), never what they would do, never a yes/no question, never a hypothetical or a price they might pay
- is grounded in that pain's own evidence: list in evidenceIds the ids of the items it draws on, only ids shown inside that pain
- is asked of someone the founder finds in these communities, never of the people who wrote the evidence: do not suggest contacting, messaging or naming them
- asks something the pain's other questions do not
Do not quote the evidence and do not put ids in the question's text.`;

/** What the model is shown of a pain: its title as text, its own items as evidence. */
function painBlock(number: number, pain: KitPainBasis, items: RankedEvidence[]): string {
  const title = pain.title.replace(/<\/?pain/gi, "‹pain").replace(/\s+/g, " ");
  return `<pain number="${number}">\nPain: ${title}\n${formatEvidence(items, MAX_QUOTE_CHARS)}\n</pain>`;
}

/**
 * The questions of one pain the checks keep, in the model's order, at most five:
 * - every id it cites is among the pain's own evidence (any other id is refused and counted);
 * - it cites at least one (a question grounded in nothing is refused and counted);
 * - it quotes only what a source says and states only figures a source gave (refusals counted);
 * - it is open and about the past (`isOpenPastQuestion`);
 * - it does not ask to contact the people quoted, by role or by name;
 * - it is not a near-duplicate of a question already kept.
 */
export function keepKitQuestions(input: {
  proposed: readonly ProposedQuestion[];
  /** The pain's own evidence ids: the only ones its questions may cite. */
  painEvidence: ReadonlySet<string>;
  /** The names of the people quoted for the pain. */
  authors: readonly string[];
  index: EvidenceIndex;
  claims: ClaimCounter;
}): KitQuestion[] {
  const kept: KitQuestion[] = [];
  for (const proposed of input.proposed) {
    const ids = [...new Set(proposed.evidenceIds.map((id) => id.trim()))];
    const unknown = ids.filter((id) => !input.painEvidence.has(id));
    if (unknown.length > 0) {
      input.claims.droppedIds += unknown.length;
      continue;
    }
    if (ids.length === 0) {
      input.claims.droppedItems += 1;
      continue;
    }
    const sentences = splitSentences(proposed.question);
    if (!sentences.every((sentence) => isSupportedSentence(sentence, input.index, input.claims)))
      continue;
    const question = readableProse(sentences.join(" "));
    if (
      !isOpenPastQuestion(question) ||
      asksToContactQuoted(question, input.authors) ||
      kept.some((other) => isNearDuplicate(other.question, question))
    )
      continue;
    kept.push({ question, evidenceIds: ids });
    if (kept.length === MAX_KEPT) break;
  }
  return kept;
}

/**
 * The model writes each pain's interview questions from that pain's own quotes; code keeps only
 * what passes the checks (keepKitQuestions). A pain it answers badly gets templates instead, in
 * the kit's builder. Never throws; an empty map when there is nothing to ask about.
 */
export async function writeKitQuestions(
  context: AiSectionContext,
  pains: readonly KitPainBasis[],
): Promise<StructuredCallResult<ModelKitQuestions>> {
  const shown = pains.map((pain) => ({
    pain,
    items: pain.evidenceIds
      .map((id) => context.index.byId.get(id))
      .filter((item): item is RankedEvidence => item !== undefined)
      .slice(0, MAX_QUOTES_PER_PAIN),
  }));
  if (shown.every(({ items }) => items.length === 0)) return { ok: true, value: new Map() };
  const result = await structuredCall({
    ...context,
    stage: "insights",
    name: "interview_kit",
    schema: kitQuestionsSchema,
    system: SYSTEM_PROMPT,
    prompt: [
      ideaBlock(context.understanding),
      INSTRUCTIONS,
      ...shown.map(({ pain, items }, index) => painBlock(index + 1, pain, items)),
    ].join("\n\n"),
  });
  if (!result.ok) return result;
  const questions = new Map<string, KitQuestion[]>();
  for (const answer of result.value.pains) {
    const entry = shown[answer.pain - 1];
    // A pain it was not shown, or one it answers twice: only the first answer counts.
    if (!entry || questions.has(entry.pain.title)) {
      context.claims.droppedItems += 1;
      continue;
    }
    const kept = keepKitQuestions({
      proposed: answer.questions,
      painEvidence: new Set(entry.pain.evidenceIds),
      authors: entry.items.flatMap((item) => (item.author ? [item.author] : [])),
      index: context.index,
      claims: context.claims,
    });
    questions.set(entry.pain.title, kept);
  }
  return { ok: true, value: questions };
}
