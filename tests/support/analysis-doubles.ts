import type { ProgressEvent, Report } from "../../src/contract/report.ts";
import type { JobQueue } from "../../src/server/jobs/job-queue.ts";
import {
  ANALYSIS_QUEUE,
  type AnalysisJobData,
} from "../../src/server/modules/analyses/analysis-queue.ts";
import type { ResearchEngine } from "../../src/server/modules/analyses/research-engine.ts";
import { reportFixture } from "../unit/report/fixtures.ts";

export type EngineBehaviour = "succeed" | "fail" | "hang";

/** An engine the test steers: answers, fails, or hangs until it is aborted. */
export function scriptedEngine(behaviour: {
  current: EngineBehaviour;
}): ResearchEngine & { runs: number } {
  const engine = {
    runs: 0,
    async run(
      idea: string,
      _mode: "full" | "preview",
      controls: { onProgress?: (event: ProgressEvent) => void; signal?: AbortSignal },
    ) {
      engine.runs += 1;
      controls.onProgress?.({
        type: "stage-started",
        stage: "gathering",
        label: "Gathering evidence",
      });
      if (behaviour.current === "fail") throw new Error("every source failed");
      if (behaviour.current === "hang") {
        await new Promise((_resolve, reject) =>
          controls.signal?.addEventListener("abort", () => reject(new Error("aborted")), {
            once: true,
          }),
        );
      }
      return { ...reportFixture, idea } satisfies Report;
    },
  };
  return engine;
}

/** Records what was queued without running it, so a test decides when and how the job runs. */
export function recordingQueue(): JobQueue & { sent: AnalysisJobData[] } {
  const sent: AnalysisJobData[] = [];
  return {
    sent,
    send: async (queue, data) => {
      // Other queues' jobs (a watch's run) are the test's to run itself.
      if (queue.name !== ANALYSIS_QUEUE.name) return `job-${queue.name}`;
      sent.push(ANALYSIS_QUEUE.payload.parse(data));
      return `job-${sent.length}`;
    },
    work: async () => {},
    schedule: async () => {},
    stop: async () => {},
  };
}
