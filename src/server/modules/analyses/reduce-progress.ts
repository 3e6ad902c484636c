import {
  PROGRESS_STEPS,
  type AnalysisProgress,
  type ProgressStepId,
} from "../../../contract/analysis.ts";
import { SOURCE_LABELS } from "../../../contract/report-labels.ts";
import type { ProgressEvent, StageName } from "../../../contract/report.ts";

/** The engine's stages, grouped into the three lines the spec shows. */
const STEP_OF_STAGE: Record<StageName, ProgressStepId> = {
  understanding: "competitors",
  gathering: "competitors",
  ranking: "competitors",
  competitors: "competitors",
  feedback: "gaps",
  insights: "gaps",
  summary: "insights",
  verdict: "insights",
  assembling: "insights",
};

export function initialProgress(): AnalysisProgress {
  return {
    steps: PROGRESS_STEPS.map((step, index) => ({
      ...step,
      status: index === 0 ? "active" : "pending",
    })),
    sources: [],
    competitors: [],
  };
}

/** Folds one engine event into the progress the page streams. Pure: returns a new object. */
export function reduceProgress(
  previous: AnalysisProgress | null,
  event: ProgressEvent,
): AnalysisProgress {
  const progress = structuredClone(previous ?? initialProgress());
  switch (event.type) {
    case "stage-started": {
      const current = PROGRESS_STEPS.findIndex((step) => step.id === STEP_OF_STAGE[event.stage]);
      progress.steps = progress.steps.map((step, index) => ({
        ...step,
        status:
          index < current
            ? "done"
            : index === current
              ? "active"
              : step.status === "done"
                ? "done"
                : "pending",
      }));
      break;
    }
    case "stage-finished": {
      if (event.stage === "assembling")
        progress.steps = progress.steps.map((step) => ({ ...step, status: "done" }));
      break;
    }
    case "source-finished":
    case "source-failed": {
      const entry = {
        id: event.source,
        label: SOURCE_LABELS[event.source],
        status:
          event.type === "source-finished"
            ? "ok"
            : event.code === "not-configured"
              ? "skipped"
              : "failed",
        count: event.type === "source-finished" ? event.count : 0,
        ...(event.type === "source-failed"
          ? {
              message:
                event.code === "not-configured"
                  ? "not searched"
                  : event.code === "timeout"
                    ? "timed out"
                    : "no answer",
            }
          : {}),
      } satisfies AnalysisProgress["sources"][number];
      progress.sources = [
        ...progress.sources.filter((source) => source.id !== event.source),
        entry,
      ];
      break;
    }
    case "competitors-partial": {
      progress.competitors = event.competitors.map((competitor) => ({
        name: competitor.name,
        link: competitor.link,
      }));
      break;
    }
  }
  return progress;
}
