import type { Competitor, Insight } from "../../contract/report.ts";
import type { SpendEvidence } from "../../contract/spend-evidence.ts";
import type { Confidence, Verdict, VerdictSignal } from "../../contract/verdict.ts";
import type { AnalysedItem } from "../synthesis/analyse-evidence.ts";
import { labelItem, labelItemFromModel, type LabelledItem } from "./label-evidence.ts";
import type { ModelLabels } from "./label-with-model.ts";
import { planNextWeek } from "./plan-next-week.ts";
import { confidenceOf, scoreSignals, weightedScore } from "./score-signals.ts";
import { suggestPivots } from "./suggest-pivots.ts";
import { evidenceAgainst, evidenceFor, risksFrom } from "./weigh-evidence.ts";

export interface VerdictInput {
  idea: string;
  audience: string;
  /** On-topic discussions, already judged and analysed. */
  discussions: AnalysedItem[];
  competitors: Competitor[];
  marketGaps: Insight[];
  /** Labels the configured model gave by id; null without a model, or when its answer failed. */
  modelLabels: ModelLabels | null;
  /** The report's spend evidence: the willingness-to-pay signal reads from it alone (ADR 0030). */
  spendEvidence: SpendEvidence;
  now: Date;
}

/** The model's labels for items it was shown; phrase rules for the rest. */
function labelAll(discussions: AnalysedItem[], modelLabels: ModelLabels | null): LabelledItem[] {
  return discussions.map((entry) => {
    const given = modelLabels?.get(entry.item.id);
    return given ? labelItemFromModel(entry, given) : labelItem(entry);
  });
}

function band(score: number): string {
  if (score >= 70)
    return "Strong signal: people describe this pain often and strongly, and talk about paying to fix it";
  if (score >= 50) return "Promising: the pain is real, but some signals are weak; test them first";
  if (score >= 30)
    return "Weak signal: some pain shows, but little sign that people would pay or switch";
  return "Little evidence that people want this yet";
}

function summarise(score: number, confidence: Confidence, signals: VerdictSignal[]): string {
  const ranked = [...signals].sort((a, b) => b.value - a.value);
  const strongest = ranked[0]!;
  const weakest = ranked[ranked.length - 1]!;
  const caveat =
    confidence === "low" ? " On thin evidence, so talk to users before trusting it." : "";
  return `${band(score)}. Strongest: ${strongest.label.toLowerCase()} (${strongest.value}/100); weakest: ${weakest.label.toLowerCase()} (${weakest.value}/100).${caveat}`;
}

/**
 * The verdict, computed in code from counted evidence: the same evidence always gives the same
 * score, and every number, quote, pivot and plan step cites items in the report's sources.
 */
export function buildVerdict(input: VerdictInput): Verdict {
  const items = labelAll(input.discussions, input.modelLabels);
  const signals = scoreSignals({
    items,
    competitors: input.competitors,
    spendEvidence: input.spendEvidence,
    now: input.now,
  });
  const score = weightedScore(signals);
  const confidence = confidenceOf(items);
  return {
    score,
    labelledBy: input.modelLabels ? "model" : "rules",
    confidence: confidence.level,
    confidenceBasis: confidence.basis,
    summary: summarise(score, confidence.level, signals),
    signals,
    evidenceFor: evidenceFor(items),
    evidenceAgainst: evidenceAgainst(items, input.competitors),
    risks: risksFrom(items, input.competitors, input.now),
    pivots: suggestPivots({ items, competitors: input.competitors, marketGaps: input.marketGaps }),
    nextSevenDays: planNextWeek({
      idea: input.idea,
      audience: input.audience,
      items,
      competitors: input.competitors,
    }),
  };
}
