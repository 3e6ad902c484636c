import { reportSchema } from "../../contract/report.ts";
import type { Report, SourceRef, Warning } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { warningForDroppedClaims, warningsForEmptyPlatforms } from "../report-warnings.ts";
import { sentimentByPlatform } from "../synthesis/extract-insights.ts";
import type { EvidenceAnalysis } from "../synthesis/analyse-evidence.ts";
import type { ClaimCounter } from "../synthesis/integrity.ts";
import type { IdeaUnderstanding } from "../types.ts";
import { summariseUsage } from "../usage.ts";
import { buildVerdict } from "../verdict/build-verdict.ts";
import { buildInterviewKit } from "../verdict/build-interview-kit.ts";
import { buildSpendEvidence } from "../spend/build-spend-evidence.ts";
import type { RunContext } from "./run-context.ts";
import type { SynthesisOutput } from "./synthesis-stage.ts";

export interface AssembleInput {
  run: RunContext;
  plan: IdeaUnderstanding;
  withModel: boolean;
  evidence: RankedEvidence[];
  analysis: EvidenceAnalysis;
  /** Items the word gate keeps on its own (judge-stage): the only ones that move the verdict. */
  corroborated: ReadonlySet<string>;
  synthesis: SynthesisOutput;
  sourceWarnings: Warning[];
  otherWarnings: Warning[];
  claims: ClaimCounter;
}

/** The published part of an item: exactly the contract's fields, so nothing internal leaks. */
function toSourceRef(item: RankedEvidence): SourceRef {
  const { id, platform, source, kind, url, title, text, author, createdAt, score } = item;
  return { id, platform, source, kind, url, title, text, author, createdAt, score };
}

/** Arrival order of warnings depends on network timing; the report must not. */
function sortWarnings(warnings: Warning[]): Warning[] {
  return [...warnings].sort(
    (a, b) =>
      (a.source ?? "").localeCompare(b.source ?? "") ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}

function counts(
  sections: SynthesisOutput["sections"],
  evidence: RankedEvidence[],
): Report["metadata"] {
  const insights = sections.redditInsights;
  return {
    totalCompetitors: sections.competitors.length,
    totalPlatformFeedback: Object.values(sections.platformFeedback).reduce(
      (sum, list) => sum + list.length,
      0,
    ),
    totalInsights: [
      insights.topPainPoints,
      insights.featureOpportunities,
      insights.marketGaps,
      insights.actionableInsights,
    ].reduce((sum, list) => sum + list.length, 0),
    totalEvidence: evidence.length,
  };
}

/** Puts the report together and validates it against the contract: a malformed report never leaves the engine. */
export function assembleReport(input: AssembleInput): Report {
  const { run, plan, synthesis } = input;
  const dropped = warningForDroppedClaims(input.claims);
  const warnings = [
    ...input.sourceWarnings,
    ...input.otherWarnings,
    ...synthesis.warnings,
    ...warningsForEmptyPlatforms(
      synthesis.sections.platformFeedback,
      input.sourceWarnings,
      run.preview,
    ),
    ...(dropped ? [dropped] : []),
  ];
  const generatedAt = run.today();
  const sources = input.evidence.map(toSourceRef);
  // The second line of relevance: only what the word gate also keeps moves a conclusion.
  const discussions = input.analysis.discussions.filter((entry) =>
    input.corroborated.has(entry.item.id),
  );
  const spendEvidence = buildSpendEvidence(
    discussions.map((entry) => entry.item),
    synthesis.sections.competitors,
  );
  const report: Report = {
    idea: run.idea,
    generatedAt: generatedAt.toISOString(),
    mode: input.withModel ? "ai" : "evidence-only",
    preview: run.preview,
    understanding: {
      keywords: plan.keywords,
      queries: plan.queries,
      category: plan.topics[0] ?? "productivity",
      audience: plan.audience,
    },
    ...synthesis.sections,
    sentimentByPlatform: sentimentByPlatform(input.analysis),
    verdict: buildVerdict({
      idea: run.idea,
      audience: plan.audience,
      discussions,
      spendEvidence,
      competitors: synthesis.sections.competitors,
      marketGaps: synthesis.sections.redditInsights.marketGaps.filter((gap) =>
        gap.evidenceIds.every((id) => input.corroborated.has(id)),
      ),
      modelLabels: synthesis.verdictLabels,
      now: generatedAt,
    }),
    interviewKit: buildInterviewKit({
      audience: plan.audience,
      topPainPoints: synthesis.sections.redditInsights.topPainPoints,
      platformFeedback: synthesis.sections.platformFeedback,
      sources,
      modelQuestions: synthesis.kitQuestions,
    }),
    spendEvidence,
    sections: synthesis.info,
    sources,
    warnings: sortWarnings(warnings),
    timings: {
      stages: run.timings,
      totalMs: Math.round(run.now() - run.started),
      budgetMs: run.budgetMs,
    },
    usage: summariseUsage(run.modelCalls),
    metadata: {
      ...counts(synthesis.sections, input.evidence),
      refused: {
        quotes: input.claims.droppedQuotes,
        links: input.claims.droppedLinks,
        figures: input.claims.droppedFigures,
        ids: input.claims.droppedIds,
        items: input.claims.droppedItems,
      },
    },
  };
  return reportSchema.parse(report);
}
