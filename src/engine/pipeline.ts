import { IDEA_MAX_LENGTH, reportSchema, STAGE_LABELS } from "../contract/report.ts";
import type { Competitor, ProgressEvent, Report, SectionName, StageName, Warning } from "../contract/report.ts";
import type { EngineOptions, RunControls } from "./types.ts";
import { understandIdea } from "./understand-idea.ts";
import { selectSources } from "./sources/registry.ts";
import { gatherEvidence } from "./sources/gather.ts";
import { rankEvidence } from "./evidence/rank-evidence.ts";
import type { RankedEvidence } from "./evidence/rank-evidence.ts";
import { analyseEvidence } from "./synthesis/analyse-evidence.ts";
import { extractCompetitors } from "./synthesis/extract-competitors.ts";
import { extractFeedback } from "./synthesis/extract-feedback.ts";
import { extractInsights, sentimentByPlatform } from "./synthesis/extract-insights.ts";
import { extractSummary } from "./synthesis/extract-summary.ts";
import { createModels } from "./llm/create-models.ts";
import type { ModelCallRecord } from "./llm/structured-call.ts";
import { createClaimCounter, createEvidenceIndex } from "./synthesis/integrity.ts";
import { aiCompetitors } from "./synthesis/ai-competitors.ts";
import { aiFeedback } from "./synthesis/ai-feedback.ts";
import { aiInsights } from "./synthesis/ai-insights.ts";
import { aiSummary } from "./synthesis/ai-summary.ts";
import type { AiSectionContext } from "./synthesis/ai-context.ts";
import { createLinkChecker } from "./http/check-link.ts";
import { warningsForEmptyPlatforms, warningForDroppedClaims } from "./report-warnings.ts";
import { summariseUsage } from "./usage.ts";

export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_PREVIEW_BUDGET_MS = 25_000;
const MAX_COMPETITORS = 12;
/**
 * Requests in flight per source. It must fit the widest step an adapter makes at once (Reddit reads
 * five comment threads together); a lower limit queues that step behind itself and adds a whole
 * round trip to the critical path, which `npm run bench:engine` shows.
 */
const SOURCE_CONCURRENCY = 6;

const SECTION_LABELS: Record<SectionName, string> = {
  competitors: "the competitor analysis",
  platformFeedback: "the choice of user feedback",
  redditInsights: "the pain points and market gaps",
  marketSummary: "the market summary",
};

/** Share of the budget gathering may use; the rest is kept for synthesis and assembly. */
function gatherShare(withModel: boolean): number {
  return withModel ? 0.5 : 0.85;
}

export class IdeaValidationError extends Error {
  override name = "IdeaValidationError";
}

/**
 * Researches an idea and returns a validated report within the time budget. Each stage receives
 * only what it needs; sources and model sections that fail or are late add warnings, never errors.
 */
export async function runAnalysis(idea: string, options: EngineOptions, controls: RunControls = {}): Promise<Report> {
  const trimmedIdea = idea.trim();
  if (!trimmedIdea) throw new IdeaValidationError("The idea is empty.");
  if (trimmedIdea.length > IDEA_MAX_LENGTH) throw new IdeaValidationError(`The idea is longer than ${IDEA_MAX_LENGTH} characters.`);

  const now = options.now ?? (() => performance.now());
  const started = now();
  const preview = options.preview ?? false;
  const budgetMs = preview ? (options.previewBudgetMs ?? DEFAULT_PREVIEW_BUDGET_MS) : (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const endOfBudget = started + budgetMs;
  // Assembly and validation take milliseconds; the margin covers event-loop delays under load.
  const synthesisDeadline = endOfBudget - Math.max(250, budgetMs * 0.04);
  const signal = controls.signal ?? new AbortController().signal;
  const emit = (event: ProgressEvent) => controls.onProgress?.(event);
  const timings: Report["timings"]["stages"] = [];
  const warnings: Warning[] = [];
  const modelCalls: ModelCallRecord[] = [];

  const stage = async <T>(name: StageName, work: () => Promise<T> | T): Promise<T> => {
    const stageStart = now();
    emit({ type: "stage-started", stage: name, label: STAGE_LABELS[name] });
    const result = await work();
    const ms = Math.round(now() - stageStart);
    timings.push({ stage: name, ms });
    emit({ type: "stage-finished", stage: name, label: STAGE_LABELS[name], ms });
    return result;
  };
  const throwIfCancelled = () => {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("The analysis was cancelled.");
  };

  const modelSetup = createModels(options);
  if (!modelSetup.ok) {
    warnings.push({
      code: "model-not-configured",
      source: null,
      message: `${modelSetup.reason} The report was built directly from the evidence (counts, phrases and quotes). Set AI_PROVIDER, AI_MODEL and AI_API_KEY to add reasoned analysis.`,
    });
  }

  const understanding = await stage("understanding", () => understandIdea(trimmedIdea));
  const gathered = await stage("gathering", () =>
    gatherEvidence({
      understanding,
      selection: selectSources(options.sources),
      preview,
      deadline: started + budgetMs * gatherShare(modelSetup.ok),
      signal,
      http: {
        fetch: options.fetch ?? globalThis.fetch,
        timeoutMs: options.http?.timeoutMs ?? 10_000,
        retries: options.http?.retries ?? 2,
        maxBackoffMs: options.http?.maxBackoffMs ?? 4_000,
        now,
      },
      concurrency: options.http?.concurrency ?? SOURCE_CONCURRENCY,
      cache: options.cache,
      cacheTtlSeconds: options.cacheTtlSeconds ?? 0,
      onProgress: emit,
    }),
  );
  throwIfCancelled();
  warnings.push(...gathered.warnings);

  const { evidence, analysis } = await stage("ranking", () => {
    const ranked = rankEvidence(gathered.evidence, understanding, preview ? 20 : 40);
    return { evidence: ranked, analysis: analyseEvidence(ranked) };
  });

  // The evidence-only sections are cheap, exist before any model call and are the fallbacks.
  const extracted = {
    competitors: extractCompetitors(evidence, analysis.discussions, MAX_COMPETITORS),
    feedback: extractFeedback(analysis, preview ? 4 : 8),
  };
  const extractedInsights = extractInsights(analysis, extracted.competitors);
  const extractedSummary = extractSummary({ understanding, analysis, competitors: extracted.competitors, insights: extractedInsights });
  if (extracted.competitors.length > 0) emit({ type: "competitors-partial", competitors: extracted.competitors });

  // Each of the four sections is set exactly once by useSection below.
  const sections = {} as Report["sections"];
  const noModelNote = modelSetup.ok ? null : "Built without a language model from counts, phrases and quotes in the evidence. Add a model (AI_PROVIDER, AI_MODEL, AI_API_KEY) for reasoned analysis and labelled estimates.";
  const claims = createClaimCounter();
  const useSection = <T>(name: SectionName, result: { ok: true; value: T } | { ok: false; reason: string } | null, fallback: T): T => {
    if (result?.ok) {
      sections[name] = { generatedBy: "ai", note: null };
      return result.value;
    }
    sections[name] = { generatedBy: "evidence-only", note: result ? `The model could not write this section (${result.reason}); it was built from the evidence instead.` : noModelNote };
    if (result) {
      warnings.push({ code: "model-fallback", source: null, message: `The model could not write ${SECTION_LABELS[name]} (${result.reason}), so that section was built directly from the evidence instead.` });
    }
    return fallback;
  };

  let competitors: Competitor[];
  let platformFeedback: Report["platformFeedback"];
  let redditInsights: Report["redditInsights"];
  let marketSummary: Report["marketSummary"];
  if (modelSetup.ok && evidence.length > 0) {
    const { models } = modelSetup;
    const base: AiSectionContext = {
      model: models.main,
      modelName: models.mainName,
      understanding,
      evidence,
      analysis,
      index: createEvidenceIndex(evidence),
      claims,
      deadline: synthesisDeadline,
      now,
      signal,
      record: (call) => modelCalls.push(call),
    };
    const checkLink = options.verifyLinks === false ? null : createLinkChecker(options.fetch ?? globalThis.fetch, () => Math.min(2_000, synthesisDeadline - now()), signal);
    const [aiCompetitorResult, aiFeedbackResult, aiInsightResult, aiSummaryResult] = await Promise.all([
      stage("competitors", async () => {
        const result = await aiCompetitors(base, MAX_COMPETITORS, checkLink);
        if (result.ok && result.value.length > 0) emit({ type: "competitors-partial", competitors: result.value });
        return result;
      }),
      stage("feedback", () => aiFeedback({ ...base, model: models.fast, modelName: models.fastName }, preview ? 4 : 8)),
      stage("insights", () => aiInsights(base)),
      stage("summary", () => aiSummary(base, extracted.competitors)),
    ]);
    throwIfCancelled();
    competitors = useSection("competitors", aiCompetitorResult.ok && aiCompetitorResult.value.length === 0 ? { ok: false, reason: "none of its competitors were backed by the evidence" } : aiCompetitorResult, extracted.competitors);
    platformFeedback = useSection("platformFeedback", aiFeedbackResult, extracted.feedback);
    redditInsights = useSection("redditInsights", aiInsightResult, extractedInsights);
    marketSummary = useSection("marketSummary", aiSummaryResult, extractedSummary);
  } else {
    const result = modelSetup.ok ? { ok: false as const, reason: "there was no evidence to reason over" } : null;
    competitors = useSection("competitors", result, extracted.competitors);
    platformFeedback = useSection("platformFeedback", result, extracted.feedback);
    redditInsights = useSection("redditInsights", result, extractedInsights);
    marketSummary = useSection("marketSummary", result, extractedSummary);
  }

  return stage("assembling", () => {
    warnings.push(...warningsForEmptyPlatforms(platformFeedback, gathered.warnings, preview));
    const dropped = warningForDroppedClaims(claims);
    if (dropped) warnings.push(dropped);
    const totalPlatformFeedback = Object.values(platformFeedback).reduce((sum, list) => sum + list.length, 0);
    const totalInsights = [redditInsights.topPainPoints, redditInsights.featureOpportunities, redditInsights.marketGaps, redditInsights.actionableInsights].reduce((sum, list) => sum + list.length, 0);
    const report: Report = {
      idea: trimmedIdea,
      generatedAt: new Date().toISOString(),
      mode: modelSetup.ok ? "ai" : "evidence-only",
      preview,
      understanding: { keywords: understanding.keywords, queries: understanding.queries, category: understanding.category, audience: understanding.audience },
      competitors,
      platformFeedback,
      redditInsights,
      sentimentByPlatform: sentimentByPlatform(analysis),
      marketSummary,
      sections,
      sources: evidence.map(toSourceRef),
      warnings: sortWarnings(warnings),
      timings: { stages: timings, totalMs: Math.round(now() - started), budgetMs },
      usage: summariseUsage(modelCalls),
      metadata: { totalCompetitors: competitors.length, totalPlatformFeedback, totalInsights, totalEvidence: evidence.length },
    };
    return reportSchema.parse(report);
  });
}

function toSourceRef(item: RankedEvidence): Report["sources"][number] {
  return {
    id: item.id,
    platform: item.platform,
    source: item.source,
    kind: item.kind,
    url: item.url,
    title: item.title,
    text: item.text,
    author: item.author,
    createdAt: item.createdAt,
    score: item.score,
  };
}

/** Arrival order of warnings depends on network timing; the report must not. */
function sortWarnings(warnings: Warning[]): Warning[] {
  return [...warnings].sort((a, b) => (a.source ?? "").localeCompare(b.source ?? "") || a.code.localeCompare(b.code) || a.message.localeCompare(b.message));
}
