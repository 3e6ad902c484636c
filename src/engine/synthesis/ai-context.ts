import type { LanguageModel } from "ai";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { ModelCallRecord } from "../llm/structured-call.ts";
import type { ClaimCounter, EvidenceIndex } from "./integrity.ts";
import type { EvidenceAnalysis } from "./analyse-evidence.ts";

/** The narrow context an AI section needs; sections never see options, sources or the cache. */
export interface AiSectionContext {
  model: LanguageModel;
  modelName: string;
  understanding: IdeaUnderstanding;
  evidence: RankedEvidence[];
  analysis: EvidenceAnalysis;
  index: EvidenceIndex;
  claims: ClaimCounter;
  deadline: number;
  now: () => number;
  signal: AbortSignal;
  record: (call: ModelCallRecord) => void;
}
