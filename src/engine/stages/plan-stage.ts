import type { Models } from "../llm/create-models.ts";
import { planResearch } from "../plan/plan-research.ts";
import { planWithModel } from "../plan/plan-with-model.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { RunContext } from "./run-context.ts";

/** A plan is worth waiting for this long; after that the rules' plan is searched alone. */
const MODEL_PLAN_MS = 2_500;

export interface PlanStageOutput {
  /** Searched at once. */
  plan: IdeaUnderstanding;
  /** The model's plan, merged with the rules' one; null without a model or when it fails or is late. */
  laterPlan: Promise<IdeaUnderstanding | null> | null;
}

export function planStage({
  run,
  models,
}: {
  run: RunContext;
  models: Models | null;
}): PlanStageOutput {
  const plan = planResearch(run.idea);
  if (!models) return { plan, laterPlan: null };
  const deadline = Math.min(run.now() + MODEL_PLAN_MS, run.synthesisDeadline);
  return {
    plan,
    laterPlan: planWithModel({
      run,
      model: models.fast,
      modelName: models.fastName,
      rulesPlan: plan,
      deadline,
    }),
  };
}
