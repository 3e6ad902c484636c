import { z } from "zod";
import type { QueueDefinition } from "../../jobs/job-queue.ts";

const analysisJobSchema = z.object({ analysisId: z.guid() });
export type AnalysisJobData = z.infer<typeof analysisJobSchema>;

/**
 * An analysis finishes inside its budget (60 s by default); a job active for much longer than
 * that lost its worker, and pg-boss hands it out once more. Resuming does not wait for that: the
 * sweep notices the stale heartbeat within seconds (recover-stalled-analyses.ts), and the late
 * redelivery then finds the analysis finished or running and does nothing.
 */
export const ANALYSIS_QUEUE: QueueDefinition<AnalysisJobData> = {
  name: "analysis",
  expireInSeconds: 180,
  retryLimit: 1,
  payload: analysisJobSchema,
};
