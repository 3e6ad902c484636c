import type { Report } from "../contract/report.ts";
import type { EngineOptions, RunControls } from "./types.ts";
import { selectSources } from "./sources/registry.ts";
import { createModels } from "./llm/create-models.ts";
import { createClaimCounter } from "./synthesis/integrity.ts";
import { createRunContext } from "./stages/run-context.ts";
import type { RunContext } from "./stages/run-context.ts";
import { planStage } from "./stages/plan-stage.ts";
import { gatherStage } from "./stages/gather-stage.ts";
import { judgeStage } from "./stages/judge-stage.ts";
import { PRODUCT_KINDS } from "./evidence/lexical-relevance.ts";
import { createProfileStage } from "./stages/profile-stage.ts";
import { synthesisStage } from "./stages/synthesis-stage.ts";
import { assembleReport } from "./stages/assemble-report.ts";
import { LIMITS } from "../contract/site.ts";

export {
  DEFAULT_BUDGET_MS,
  DEFAULT_PREVIEW_BUDGET_MS,
  IdeaValidationError,
} from "./stages/run-context.ts";

const MAX_COMPETITORS = LIMITS.maxCompetitors;

/** Share of the budget gathering may use; the rest is kept for judging, profiles and synthesis. */
function gatherDeadline(run: RunContext, withModel: boolean): number {
  return run.at(withModel ? 0.5 : 0.8);
}

/**
 * Researches an idea like an analyst and returns a validated report within the time budget:
 * plan the questions in users' words, search every source, read the competitors' own pages while
 * the slower sources answer, keep only what is on topic, then write the report, with a model or
 * straight from the evidence. Sources and model calls that fail or are late add warnings, never errors.
 */
export async function runAnalysis(
  idea: string,
  options: EngineOptions,
  controls: RunControls = {},
): Promise<Report> {
  const run = createRunContext(idea, options, controls);
  const modelSetup = await createModels(options);
  const models = modelSetup.ok ? modelSetup.models : null;
  const { plan, laterPlan } = await run.stage("understanding", () => planStage({ run, models }));
  const profiles = createProfileStage({
    run,
    options,
    models,
    plan,
    deadline: run.at(models ? 0.6 : 0.9),
  });
  const gathered = await run.stage("gathering", () =>
    gatherStage({
      run,
      options,
      selection: selectSources(options.sources),
      plan,
      laterPlan,
      deadline: gatherDeadline(run, models !== null),
      onItems: profiles.consider,
    }),
  );
  run.throwIfCancelled();
  // Sites still being read finish while the evidence is judged, not after.
  const pagesRead = profiles.settle();
  const judged = await run.stage("ranking", () =>
    judgeStage({ run, plan: gathered.plan, items: gathered.evidence, models }),
  );
  await pagesRead;
  const profiled = profiles.competitors(
    judged.evidence.filter((item) => !PRODUCT_KINDS.has(item.kind) || judged.listable.has(item.id)),
    judged.analysis,
    MAX_COMPETITORS,
  );
  if (profiled.length > 0) run.emit({ type: "competitors-partial", competitors: profiled });
  const claims = createClaimCounter();
  const synthesis = await synthesisStage({
    run,
    plan: gathered.plan,
    evidence: judged.evidence,
    analysis: judged.analysis,
    profiled,
    models,
    claims,
    checkLink: options.verifyLinks === false ? null : profiles.checkLink,
    feedbackPerPlatform: run.preview ? 4 : 8,
    maxCompetitors: MAX_COMPETITORS,
  });
  const modelWarning = modelSetup.ok
    ? []
    : [
        {
          code: "model-not-configured" as const,
          source: null,
          message:
            "This report was built directly from the evidence (counts, phrases and quotes), without AI reasoning.",
        },
      ];
  return run.stage("assembling", () =>
    assembleReport({
      run,
      plan: gathered.plan,
      withModel: models !== null,
      evidence: judged.evidence,
      analysis: judged.analysis,
      corroborated: judged.corroborated,
      synthesis,
      sourceWarnings: gathered.warnings,
      otherWarnings: modelWarning,
      claims,
    }),
  );
}
