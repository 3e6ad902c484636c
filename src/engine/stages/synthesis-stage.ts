import type { Competitor, Report, SectionName, Warning } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import type { Models } from "../llm/create-models.ts";
import type { StructuredCallResult } from "../llm/structured-call.ts";
import type { EvidenceAnalysis } from "../synthesis/analyse-evidence.ts";
import type { AiSectionContext } from "../synthesis/ai-context.ts";
import { aiCompetitors } from "../synthesis/ai-competitors.ts";
import type { LinkChecker } from "../synthesis/ai-competitors.ts";
import { aiFeedback } from "../synthesis/ai-feedback.ts";
import { aiInsights } from "../synthesis/ai-insights.ts";
import { aiSummary } from "../synthesis/ai-summary.ts";
import { labelWithModel, type ModelLabels } from "../verdict/label-with-model.ts";
import { kitPainsOf, type ModelKitQuestions } from "../verdict/build-interview-kit.ts";
import { writeKitQuestions } from "../verdict/write-kit-questions.ts";
import { extractFeedback } from "../synthesis/extract-feedback.ts";
import { extractInsights } from "../synthesis/extract-insights.ts";
import { extractSummary } from "../synthesis/extract-summary.ts";
import type { ClaimCounter } from "../synthesis/integrity.ts";
import { createEvidenceIndex } from "../synthesis/integrity.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { RunContext } from "./run-context.ts";

export interface Sections {
  competitors: Competitor[];
  platformFeedback: Report["platformFeedback"];
  redditInsights: Report["redditInsights"];
  marketSummary: Report["marketSummary"];
}

/** A section's content and how it was made: by the model, or from the evidence (and why). */
export interface SectionOutcome<T> {
  value: T;
  info: Report["sections"][SectionName];
  warning: Warning | null;
}

export interface SynthesisOutput {
  sections: Sections;
  /** The model's labels for the verdict's evidence; null without a model or when it failed. */
  verdictLabels: ModelLabels | null;
  /** The model's checked interview questions per kit pain; null without a model, when it failed or was late. */
  kitQuestions: ModelKitQuestions | null;
  info: Report["sections"];
  warnings: Warning[];
}

const SECTION_LABELS: Record<SectionName, string> = {
  competitors: "the competitor analysis",
  platformFeedback: "the choice of user feedback",
  redditInsights: "the pain points and market gaps",
  marketSummary: "the market summary",
};

const NO_MODEL_NOTE =
  "Built without AI reasoning, from counts, phrases and quotes in the evidence.";

export interface SynthesisInput {
  run: RunContext;
  plan: IdeaUnderstanding;
  evidence: RankedEvidence[];
  analysis: EvidenceAnalysis;
  /** Competitors built from the evidence and their own pages: the model's fallback, and what it refines. */
  profiled: Competitor[];
  models: Models | null;
  claims: ClaimCounter;
  checkLink: LinkChecker | null;
  feedbackPerPlatform: number;
  maxCompetitors: number;
}

function fromModel<T>(
  name: SectionName,
  result: StructuredCallResult<T> | null,
  fallback: T,
): SectionOutcome<T> {
  if (result?.ok)
    return { value: result.value, info: { generatedBy: "ai", note: null }, warning: null };
  if (!result)
    return {
      value: fallback,
      info: { generatedBy: "evidence-only", note: NO_MODEL_NOTE },
      warning: null,
    };
  return {
    value: fallback,
    info: {
      generatedBy: "evidence-only",
      note: `The model could not write this section (${result.reason}); it was built from the evidence instead.`,
    },
    warning: {
      code: "model-fallback",
      source: null,
      message: `The model could not write ${SECTION_LABELS[name]} (${result.reason}), so that section was built directly from the evidence instead.`,
    },
  };
}

function evidenceOnlySections(input: SynthesisInput): Sections {
  const redditInsights = extractInsights(input.analysis, input.profiled);
  return {
    competitors: input.profiled,
    platformFeedback: extractFeedback(input.analysis, input.feedbackPerPlatform),
    redditInsights,
    marketSummary: extractSummary({
      understanding: input.plan,
      analysis: input.analysis,
      competitors: input.profiled,
      insights: redditInsights,
    }),
  };
}

/**
 * Past the other model work, the interview kit's questions are awaited this long at most: they
 * start only once the insights name the pains, and the templates are there if they are late.
 */
const KIT_GRACE_MS = 2_000;

async function modelResults(input: SynthesisInput, models: Models, fallback: Sections) {
  const { run } = input;
  const base: AiSectionContext = {
    model: models.main,
    modelName: models.mainName,
    understanding: input.plan,
    evidence: input.evidence,
    analysis: input.analysis,
    index: createEvidenceIndex(input.evidence),
    claims: input.claims,
    deadline: run.synthesisDeadline,
    now: run.now,
    signal: run.signal,
    record: (call) => run.modelCalls.push(call),
  };
  const competitorsDone = run.stage("competitors", async () => {
    const result = await aiCompetitors(base, input.maxCompetitors, input.checkLink, input.profiled);
    if (result.ok && result.value.length > 0)
      run.emit({ type: "competitors-partial", competitors: result.value });
    return result.ok && result.value.length === 0
      ? { ok: false as const, reason: "none of its competitors were backed by the evidence" }
      : result;
  });
  const feedbackDone = run.stage("feedback", () =>
    aiFeedback(
      { ...base, model: models.fast, modelName: models.fastName },
      input.feedbackPerPlatform,
    ),
  );
  const insightsDone = run.stage("insights", () => aiInsights(base));
  // The kit asks about the pains the report will show: the model's when its insights hold, else the
  // evidence's. The fast model writes the questions while the slower sections are still out.
  const stopKit = new AbortController();
  const kitDone = run.preview
    ? Promise.resolve(null)
    : insightsDone
        .then((insights) =>
          writeKitQuestions(
            {
              ...base,
              model: models.fast,
              modelName: models.fastName,
              signal: AbortSignal.any([run.signal, stopKit.signal]),
            },
            kitPainsOf(
              insights.ok ? insights.value.topPainPoints : fallback.redditInsights.topPainPoints,
              new Set(base.index.byId.keys()),
            ),
          ),
        )
        .catch(() => null); // Awaited only after the other sections: a failure here must not go unhandled.
  const [competitors, feedback, insights, summary, verdictLabels] = await Promise.all([
    competitorsDone,
    feedbackDone,
    insightsDone,
    run.stage("summary", () => aiSummary(base, input.profiled)),
    // Labelling is short work: the fast model does it, beside the sections.
    run.stage("verdict", () =>
      labelWithModel({ ...base, model: models.fast, modelName: models.fastName }),
    ),
  ]);
  const grace = setTimeout(() => stopKit.abort(), KIT_GRACE_MS);
  const kit = await kitDone;
  clearTimeout(grace);
  return {
    competitors,
    feedback,
    insights,
    summary,
    verdictLabels,
    kitQuestions: kit?.ok ? kit.value : null,
  };
}

/**
 * Writes the four sections: with a model when one is configured and there is evidence, each
 * falling back on its own to what the evidence says directly.
 */
export async function synthesisStage(input: SynthesisInput): Promise<SynthesisOutput> {
  const fallback = evidenceOnlySections(input);
  const results =
    input.models && input.evidence.length > 0
      ? await modelResults(input, input.models, fallback)
      : null;
  input.run.throwIfCancelled();
  const noEvidence = input.models
    ? { ok: false as const, reason: "there was no evidence to reason over" }
    : null;
  const outcomes = {
    competitors: fromModel("competitors", results?.competitors ?? noEvidence, fallback.competitors),
    platformFeedback: fromModel(
      "platformFeedback",
      results?.feedback ?? noEvidence,
      fallback.platformFeedback,
    ),
    redditInsights: fromModel(
      "redditInsights",
      results?.insights ?? noEvidence,
      fallback.redditInsights,
    ),
    marketSummary: fromModel(
      "marketSummary",
      results?.summary ?? noEvidence,
      fallback.marketSummary,
    ),
  };
  return {
    verdictLabels: results?.verdictLabels.ok ? results.verdictLabels.value : null,
    kitQuestions: results?.kitQuestions ?? null,
    sections: {
      competitors: outcomes.competitors.value,
      platformFeedback: outcomes.platformFeedback.value,
      redditInsights: outcomes.redditInsights.value,
      marketSummary: outcomes.marketSummary.value,
    },
    info: Object.fromEntries(
      Object.entries(outcomes).map(([name, outcome]) => [name, outcome.info]),
    ) as Report["sections"],
    warnings: Object.values(outcomes).flatMap((outcome) =>
      outcome.warning ? [outcome.warning] : [],
    ),
  };
}
