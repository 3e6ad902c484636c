import { IDEA_MAX_LENGTH, STAGE_LABELS } from "../../contract/report.ts";
import type { ProgressEvent, Report, StageName } from "../../contract/report.ts";
import { countCharacters } from "../../contract/site.ts";
import type { ModelCallRecord } from "../llm/structured-call.ts";
import type { EngineOptions, RunControls } from "../types.ts";

export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_PREVIEW_BUDGET_MS = 25_000;

export class IdeaValidationError extends Error {
  override name = "IdeaValidationError";
}

/** What every stage shares: the clock, the deadlines, cancellation and the run's records. */
export interface RunContext {
  idea: string;
  preview: boolean;
  budgetMs: number;
  started: number;
  now: () => number;
  /** The calendar date the report is made on. */
  today: () => Date;
  /** Model sections must be in by then; assembly and validation fit in the rest. */
  synthesisDeadline: number;
  signal: AbortSignal;
  emit: (event: ProgressEvent) => void;
  timings: Report["timings"]["stages"];
  modelCalls: ModelCallRecord[];
  /** Runs one named stage, timing it and telling the progress listener when it starts and ends. */
  stage<T>(name: StageName, work: () => Promise<T> | T): Promise<T>;
  throwIfCancelled(): void;
  /** An absolute time that is `share` of the budget after the start. */
  at(share: number): number;
}

export function validateIdea(idea: string): string {
  const trimmed = idea.trim();
  if (!trimmed) throw new IdeaValidationError("The idea is empty.");
  if (countCharacters(trimmed) > IDEA_MAX_LENGTH)
    throw new IdeaValidationError(`The idea is longer than ${IDEA_MAX_LENGTH} characters.`);
  return trimmed;
}

export function createRunContext(
  idea: string,
  options: EngineOptions,
  controls: RunControls,
): RunContext {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const preview = options.preview ?? false;
  const budgetMs = preview
    ? (options.previewBudgetMs ?? DEFAULT_PREVIEW_BUDGET_MS)
    : (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const signal = controls.signal ?? new AbortController().signal;
  const emit = (event: ProgressEvent) => controls.onProgress?.(event);
  const timings: Report["timings"]["stages"] = [];
  return {
    idea: validateIdea(idea),
    preview,
    budgetMs,
    started,
    now,
    today: options.today ?? (() => new Date()),
    // The margin covers event-loop delays under load.
    synthesisDeadline: started + budgetMs - Math.max(250, budgetMs * 0.04),
    signal,
    emit,
    timings,
    modelCalls: [],
    async stage(name, work) {
      const stageStart = now();
      emit({ type: "stage-started", stage: name, label: STAGE_LABELS[name] });
      const result = await work();
      const ms = Math.round(now() - stageStart);
      timings.push({ stage: name, ms });
      emit({ type: "stage-finished", stage: name, label: STAGE_LABELS[name], ms });
      return result;
    },
    throwIfCancelled() {
      if (signal.aborted)
        throw signal.reason instanceof Error
          ? signal.reason
          : new Error("The analysis was cancelled.");
    },
    at(share) {
      return started + budgetMs * share;
    },
  };
}
