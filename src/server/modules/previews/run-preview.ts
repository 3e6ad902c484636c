import { ANALYSIS_FAILED_MESSAGE } from "../../../contract/analysis.ts";
import {
  PREVIEW_NO_EVIDENCE_FOUND_MESSAGE,
  PREVIEW_NO_SOURCES_ANSWERED_MESSAGE,
} from "../../../contract/analysis-messages.ts";
import type { PreviewTeaser } from "../../../contract/preview.ts";
import type { Report } from "../../../contract/report.ts";
import type { Database } from "../../../db/client.ts";
import { emptyReportCause, type EmptyReportCause } from "../../../engine/index.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import type { ResearchEngine } from "../analyses/research-engine.ts";
import { recordEmptyRun } from "../rate-limits/empty-run-budget.ts";
import { claimPreviewSlot, releasePreviewSlot } from "./claim-preview-slot.ts";
import { toPreviewTeaser } from "./to-preview-teaser.ts";

/** Nobody reads it (the visitor has gone); it keeps the access log honest. */
const PREVIEW_ABANDONED_MESSAGE = "The preview was cancelled.";

const EMPTY_PREVIEW_ERRORS: Record<EmptyReportCause, () => AppError> = {
  "sources-unavailable": () => new AppError("upstream_failed", PREVIEW_NO_SOURCES_ANSWERED_MESSAGE),
  "nothing-found": () => new AppError("no_evidence", PREVIEW_NO_EVIDENCE_FOUND_MESSAGE),
};

/**
 * Runs a visitor's free preview in this client's slot for the hour. A preview that failed on our
 * side, or found no evidence at all, gives the slot back: the visitor got nothing for it. One that
 * found nothing still ran the planner and the paid searches, so it counts against the client's
 * budget of such runs (empty-run-budget.ts), before the slot is free again. One the
 * visitor walked away from keeps it: the engine stops (nobody will read the answer), but the
 * sources it already asked are paid for, and leaving early must not be a way to run previews
 * without limit.
 */
export async function runPreview(
  deps: { db: Database; engine: ResearchEngine; log: Logger },
  input: { idea: string; clientKey: string; signal: AbortSignal },
): Promise<PreviewTeaser> {
  const { slotId } = await claimPreviewSlot(deps.db, {
    clientKey: input.clientKey,
    now: new Date(),
  });
  let report: Report;
  try {
    report = await deps.engine.run(input.idea, "preview", { signal: input.signal });
  } catch (error) {
    if (input.signal.aborted) {
      deps.log.info("preview abandoned by the visitor; its slot stays used");
      throw new AppError("bad_request", PREVIEW_ABANDONED_MESSAGE);
    }
    await releasePreviewSlot(deps.db, slotId);
    deps.log.error({ err: error }, "preview failed");
    throw new AppError("service_unavailable", ANALYSIS_FAILED_MESSAGE);
  }
  const empty = emptyReportCause(report);
  if (empty) {
    await recordEmptyRun(deps.db, {
      client: { previewClientKey: input.clientKey },
      now: new Date(),
    });
    await releasePreviewSlot(deps.db, slotId);
    deps.log.warn({ cause: empty }, "preview gathered no evidence; its slot is given back");
    throw EMPTY_PREVIEW_ERRORS[empty]();
  }
  return toPreviewTeaser(report);
}
