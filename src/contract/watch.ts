import { z } from "./zod.ts";

/**
 * Watching an idea (issue 26, ADR 0026): it is run again every week or month, and the founder
 * hears by e-mail only when something changed.
 */
export const WATCH_CADENCES = ["weekly", "monthly"] as const;
export type WatchCadence = (typeof WATCH_CADENCES)[number];
export const WATCH_STATUSES = ["active", "paused"] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];
/** Paused by the founder, or because a run was due and no report was left. */
export const WATCH_PAUSE_REASONS = ["by_user", "no_reports"] as const;
export type WatchPauseReason = (typeof WATCH_PAUSE_REASONS)[number];

export const CADENCE_LABELS: Record<WatchCadence, string> = {
  weekly: "Every week",
  monthly: "Every month",
};

export const WATCH_NOT_FOUND_MESSAGE = "That watch no longer exists.";
export const WATCH_REPORT_NOT_FOUND_MESSAGE =
  "That report no longer exists, so its idea cannot be watched.";
export const WATCH_REPORT_NOT_FINISHED_MESSAGE =
  "This report has not finished, so its idea cannot be watched yet.";
export const WATCH_RESUME_NO_REPORTS_MESSAGE =
  "You have no reports left, and each watched run uses one. Buy a pack or wait for next month's free report, then resume the watch.";
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  "This unsubscribe link is not valid. Open Settings to manage your watched ideas.";

/** When the run after `from` is due: the same time a week or a calendar month later (UTC). */
export function nextRunAfter(from: Date, cadence: WatchCadence): Date {
  const next = new Date(from);
  if (cadence === "weekly") {
    next.setUTCDate(next.getUTCDate() + 7);
    return next;
  }
  // January 31 + one month is February's last day, not March 3.
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const watchSchema = z.object({
  id: z.string(),
  idea: z.string(),
  cadence: z.enum(WATCH_CADENCES),
  status: z.enum(WATCH_STATUSES),
  pausedReason: z.enum(WATCH_PAUSE_REASONS).nullable(),
  /** When the next run is due; while paused, when it would have been. */
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** The latest report of the idea the watch compares with: where "Open report" goes. */
  latestAnalysisId: z.string(),
  createdAt: z.string(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchListSchema = z.object({ items: z.array(watchSchema) });
export type WatchList = z.infer<typeof watchListSchema>;

/** The watch shown on one report's page: null when its idea is not watched. */
export const reportWatchSchema = z.object({ watch: watchSchema.nullable() });
export type ReportWatch = z.infer<typeof reportWatchSchema>;

export const startWatchBodySchema = z.object({
  analysisId: z.uuid(WATCH_REPORT_NOT_FOUND_MESSAGE),
  cadence: z.enum(WATCH_CADENCES, { error: "Choose every week or every month." }),
});
export type StartWatchBody = z.infer<typeof startWatchBodySchema>;

export const updateWatchBodySchema = z
  .object({
    cadence: z.enum(WATCH_CADENCES, { error: "Choose every week or every month." }).optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => body.cadence !== undefined || body.paused !== undefined, {
    error: "Say what to change: the cadence, or whether the watch is paused.",
  });
export type UpdateWatchBody = z.infer<typeof updateWatchBodySchema>;

/** What the unsubscribe page shows before the founder confirms, with no sign-in. */
export const unsubscribeWatchInfoSchema = z.object({
  idea: z.string(),
  cadence: z.enum(WATCH_CADENCES),
});
export type UnsubscribeWatchInfo = z.infer<typeof unsubscribeWatchInfoSchema>;
/** `watch` is null once the watch is stopped: the link has nothing left to stop. */
export const unsubscribeInfoResponseSchema = z.object({
  watch: unsubscribeWatchInfoSchema.nullable(),
});

export const unsubscribeQuerySchema = z.object({
  watch: z.uuid(UNSUBSCRIBE_LINK_INVALID_MESSAGE),
  signature: z
    .string()
    .min(20, UNSUBSCRIBE_LINK_INVALID_MESSAGE)
    .max(200, UNSUBSCRIBE_LINK_INVALID_MESSAGE),
});
