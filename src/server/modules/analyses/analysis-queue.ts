import type { QueueDefinition } from "../../jobs/job-queue.ts";

export type AnalysisJobData = {
  analysisId: string;
};

/**
 * An analysis finishes inside its budget (60 s by default); a job active for much longer than
 * that lost its worker. pg-boss then hands it out again once; the runner resumes or fails it.
 */
export const ANALYSIS_QUEUE: QueueDefinition = { name: "analysis", expireInSeconds: 180, retryLimit: 1 };

/** A running analysis whose heartbeat is older than this is given up on and its credit released. */
export const STALLED_AFTER_MS = 3 * 60_000;
