import type { ProgressEvent, Report } from "../../../contract/report.ts";

/** The research engine as the app uses it: a full report, or the shorter preview. */
export interface ResearchEngine {
  run(
    idea: string,
    mode: "full" | "preview",
    controls: { onProgress?: (event: ProgressEvent) => void; signal?: AbortSignal },
  ): Promise<Report>;
}
