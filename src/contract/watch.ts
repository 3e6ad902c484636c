import { z } from "zod";

export const WATCH_CADENCES = ["weekly", "monthly"] as const;
export type WatchCadence = (typeof WATCH_CADENCES)[number];
export const WATCH_STATUSES = ["active", "paused"] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];
/** Paused by the founder, or because a run was due and no report was left. */
export const WATCH_PAUSE_REASONS = ["by_user", "no_reports"] as const;
export type WatchPauseReason = (typeof WATCH_PAUSE_REASONS)[number];

export const CADENCE_LABELS: Record<WatchCadence, string> = {
  weekly: "Weekly",
  monthly: "Monthly",
};
