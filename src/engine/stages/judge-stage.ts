import type { Evidence, IdeaUnderstanding } from "../types.ts";
import type { Models } from "../llm/create-models.ts";
import {
  createLexicalScorer,
  MODEL_ADMISSION_SCORE,
  PRODUCT_KINDS,
} from "../evidence/lexical-relevance.ts";
import type { RelevanceJudgement, RelevanceScorer } from "../evidence/lexical-relevance.ts";
import { labelRelevance } from "../evidence/model-relevance.ts";
import { dedupeEvidence, rankEvidence } from "../evidence/rank-evidence.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { learnCollectionLean, SURE_ON_TOPIC } from "../evidence/collection-relevance.ts";
import type { CollectionLean } from "../evidence/collection-relevance.ts";
import { weighByCohesion } from "../evidence/term-cohesion.ts";
import { analyseEvidence } from "../synthesis/analyse-evidence.ts";
import { candidateName, mentionsOf } from "../synthesis/extract-competitors.ts";
import type { AnalysedItem, EvidenceAnalysis } from "../synthesis/analyse-evidence.ts";
import type { RunContext } from "./run-context.ts";

const CLEAR_PRODUCT_SCORE = 2.5;
/**
 * A product's page that never names the idea's audience, with fewer of the idea's words than
 * this, is another field's tool as often as a rival (a pool technician's chemical log shares
 * "records" and "inspection" with a vineyard's spray records): it is listed only when its other
 * words lean clearly towards the sure on-topic items (ADR 0020, tenth round).
 */
const STRANGERS_PRODUCT_SCORE = 4;
const STRANGERS_PRODUCT_LEAN = 0.5;
/** How far a borderline item's own words must lean towards the sure on-topic items (ADR 0020). */
const BORDERLINE_LEAN = 0.25;
/**
 * A post by a stranger (nothing in it names the audience or its trade) needs 3 to pass the gate,
 * not 2, so its borderline reaches one higher: another trade's post that says the same problem
 * three ways is common (ADR 0020, eleventh round). A reply has its thread, judged already.
 */
const SURE_STRANGERS_POST = 4;

/** Judging is worth this long at most: after it, the lexical gate decides alone. */
const MODEL_JUDGE_MS = 5_000;

export interface JudgeStageInput {
  run: RunContext;
  plan: IdeaUnderstanding;
  items: Evidence[];
  models: Models | null;
}

export interface JudgeStageOutput {
  evidence: RankedEvidence[];
  analysis: EvidenceAnalysis;
  offTopic: number;
  /**
   * Items the word gate keeps on its own, whatever a model said: the second line of relevance.
   * Only these may move the verdict, its pivots, its plan and where users gather; a model's "yes"
   * alone can put a quote on the page, never a conclusion.
   */
  corroborated: ReadonlySet<string>;
  /**
   * Products that may be listed as competitors: those the word gate keeps with a sure score or
   * that the people name, and those a model admitted that name the idea's audience (a model knows
   * "async standups for remote teams" competes with a team habit tracker). A model's "yes" to a
   * product that names neither is how another market's tools reached the competitor list.
   */
  listable: ReadonlySet<string>;
}

interface OnTopicTests {
  /** What the report keeps: the model's label where it gave one, the word gate for the rest. */
  combined: (item: Evidence) => boolean;
  /** The word gate alone. */
  lexical: (item: Evidence) => boolean;
  /** Whether a model called the item on topic; false without a model or its label. */
  admittedByModel: (item: Evidence) => boolean;
}

function isStrangersProduct(item: Evidence, judgement: RelevanceJudgement): boolean {
  return (
    PRODUCT_KINDS.has(item.kind) &&
    judgement.fromStranger &&
    judgement.score < STRANGERS_PRODUCT_SCORE
  );
}

/** The score from which the gate is sure of an item without asking how its other words lean. */
function sureFrom(item: Evidence, judgement: RelevanceJudgement): number {
  const strangersPost =
    judgement.fromStranger && item.kind !== "comment" && !PRODUCT_KINDS.has(item.kind);
  return strangersPost ? SURE_STRANGERS_POST : SURE_ON_TOPIC;
}

/**
 * A reply that says nothing of the problem itself counts through its thread; a thread the gate
 * passed on two of the idea's words whose other words lean towards the off-topic items is
 * another field's conversation, and so are its replies (ADR 0020, eleventh round).
 */
function threadLeansAway(
  item: Evidence,
  relevance: RelevanceScorer,
  lean: CollectionLean,
): boolean {
  if (item.kind !== "comment" || !item.thread) return false;
  if (relevance({ ...item, thread: undefined }).onTopic) return false;
  const threadsLean = lean({ text: item.thread });
  return threadsLean !== null && threadsLean <= 0;
}

/**
 * A product the people with the problem name in several on-topic threads, on its own page (its
 * site, launch or store listing) that speaks to the idea's audience and is not vetoed: the field's
 * own tool, though its tagline rarely uses the idea's words ("Async check-ins and team rituals"
 * for a team habit tracker). The people's threads vouch for the field, the page for the audience.
 */
function vouchedByPeople(plan: IdeaUnderstanding, relevance: RelevanceScorer) {
  const named = new Set((plan.named ?? []).map((name) => name.toLowerCase()));
  return (item: Evidence) => {
    if (!PRODUCT_KINDS.has(item.kind)) return false;
    const name = candidateName(item)?.toLowerCase();
    if (!name || !named.has(name)) return false;
    const judgement = relevance(item);
    return !judgement.vetoed && !judgement.fromStranger && judgement.score > 0;
  };
}

/**
 * A product the word gate kept is listed as a competitor when the gate is sure of its page, or
 * when the people with the problem name it: a page that passes on two of the idea's words and
 * that nobody mentions is another field's tool as often as a rival, and a short list beats one
 * padded with them (ADR 0020, twelfth round).
 */
const LISTED_PRODUCT_SCORE = 3;

function namedByPeople(item: Evidence, discussions: AnalysedItem[]): boolean {
  const name = candidateName(item);
  return name !== null && mentionsOf(name, discussions).length > 0;
}

/** The model's label where it gave one; the lexical gate for the rest (and for everything without a model). */
async function onTopicTests(
  input: JudgeStageInput,
  relevance: RelevanceScorer,
): Promise<OnTopicTests> {
  // A borderline item also needs its other words to lean towards what the gate is sure of: the
  // look-alikes a search returns by the idea's words carry their own domain's words.
  const lean = learnCollectionLean(dedupeEvidence(input.items), relevance, input.plan.terms);
  const vouched = vouchedByPeople(input.plan, relevance);
  const lexical = (item: Evidence) => {
    const judgement = relevance(item);
    if (vouched(item)) return true;
    if (!judgement.onTopic) return false;
    const itsLean = lean(item);
    if (isStrangersProduct(item, judgement))
      return itsLean !== null && itsLean > STRANGERS_PRODUCT_LEAN;
    if (threadLeansAway(item, relevance, lean)) return false;
    if (judgement.score >= sureFrom(item, judgement)) return true;
    return itsLean === null || itsLean > BORDERLINE_LEAN;
  };
  const { run, models } = input;
  if (!models) return { combined: lexical, lexical, admittedByModel: () => false };
  // Only items that share something with the plan are worth a model's time.
  const candidates = dedupeEvidence(input.items).filter((item) => relevance(item).score > 0);
  const labels = await labelRelevance({
    model: models.fast,
    modelName: models.fastName,
    plan: input.plan,
    items: candidates,
    deadline: Math.min(run.now() + MODEL_JUDGE_MS, run.synthesisDeadline),
    now: run.now,
    signal: run.signal,
    record: (call) => run.modelCalls.push(call),
  });
  // The model may veto anything. It may admit what the lexical gate missed when the item's own
  // words name part of the problem or who has it (its "yes" to "great video!" is not evidence): a
  // model knows that "async standups for remote teams" competes with a team habit tracker, which
  // no word list does. A listing that names the problem several ways is a competitor even when a
  // model demurs.
  const combined = (item: Evidence) => {
    const label = labels.get(item.id);
    if (!label) return lexical(item);
    const product = PRODUCT_KINDS.has(item.kind);
    if (!label.onTopic)
      return product && lexical(item) && relevance(item).score >= CLEAR_PRODUCT_SCORE;
    return lexical(item) || relevance(item).score >= MODEL_ADMISSION_SCORE;
  };
  return { combined, lexical, admittedByModel: (item) => labels.get(item.id)?.onTopic === true };
}

/**
 * Conversations are scored with the idea's words weighted by how seldom each stands alone in this
 * collection (`weighByCohesion`); a product's page is judged by the idea's words as planned, since
 * it describes what it is for in few words.
 */
function judgeRelevance(plan: IdeaUnderstanding, items: Evidence[]): RelevanceScorer {
  const conversations = createLexicalScorer(weighByCohesion(plan.terms, dedupeEvidence(items)));
  const products = createLexicalScorer(plan.terms);
  return (item) => (PRODUCT_KINDS.has(item.kind) ? products(item) : conversations(item));
}

/** Keeps what is about the idea, drops duplicates and look-alikes, and ranks the rest. */
export async function judgeStage(input: JudgeStageInput): Promise<JudgeStageOutput> {
  const relevance = judgeRelevance(input.plan, input.items);
  const tests = await onTopicTests(input, relevance);
  const ranked = rankEvidence({
    items: input.items,
    understanding: input.plan,
    perPlatformLimit: input.run.preview ? 20 : 40,
    relevance,
    isOnTopic: tests.combined,
  });
  const analysis = analyseEvidence(ranked.evidence);
  const vouched = vouchedByPeople(input.plan, relevance);
  // The gate's own passes need more than two of the idea's words, people who name them, or a
  // model's word; a model's word counts only for a product that names the idea's audience.
  const isListable = (item: Evidence) =>
    (tests.admittedByModel(item) && !relevance(item).fromStranger) ||
    (tests.lexical(item) &&
      (relevance(item).score >= LISTED_PRODUCT_SCORE ||
        vouched(item) ||
        namedByPeople(item, analysis.discussions)));
  return {
    evidence: ranked.evidence,
    analysis,
    offTopic: ranked.offTopic,
    corroborated: new Set(
      ranked.evidence.filter((item) => tests.lexical(item)).map((item) => item.id),
    ),
    listable: new Set(
      ranked.evidence
        .filter((item) => PRODUCT_KINDS.has(item.kind) && isListable(item))
        .map((item) => item.id),
    ),
  };
}
