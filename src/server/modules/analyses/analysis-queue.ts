import type { QueueDefinition } from "../../jobs/job-queue.ts";

export type AnalysisJobData = {
  analysisId: string;
};

/**
 * An analysis finishes inside its budget (60 s by default); a job active for much longer than
 * that lost its worker, and pg-boss hands it out once more. Resuming does not wait for that: the
 * sweep notices the stale heartbeat within seconds (recover-stalled-analyses.ts), and the late
 * redelivery then finds the analysis finished or running and does nothing.
 */
export const ANALYSIS_QUEUE: QueueDefinition = { name: "analysis", expireInSeconds: 180, retryLimit: 1 };
