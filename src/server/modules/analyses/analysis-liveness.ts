import { sql } from "drizzle-orm";
import { analyses } from "../../../db/tables/analyses.ts";

/** How often a running analysis saves its progress and heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 400;

/**
 * A running analysis whose heartbeat is older than this has lost its worker (a killed or hung
 * process) and may be taken over. The worker writes every 400 ms; 15 s is far beyond a slow
 * database write or a garbage-collection pause, yet short enough that a restarted process picks
 * its runs up within seconds instead of waiting out the job queue's 3-minute expiry.
 */
export const HEARTBEAT_STALE_MS = 15_000;

/**
 * A queued analysis with no sign of life for this long may have lost its job (a crash between
 * storing it and queueing it); it is sent again. A duplicate job is harmless (the runner claims
 * an analysis only once), so this only needs to be longer than a sweep.
 */
export const RESEND_QUEUED_AFTER_MS = 60_000;

/**
 * An unfinished analysis this old, with no live worker, is failed and its report given back
 * instead of being resumed again: a run that keeps killing its process, or a queue that never
 * drains, must not keep the user waiting (or their report reserved) for ever. The engine's
 * budget is at most 5 minutes, so this leaves room for a wait in the queue and a resume or two.
 */
export const GIVE_UP_AFTER_MS = 15 * 60_000;

/** When the analysis was last heard of: its heartbeat, its start, or its creation. */
export const lastSignOfLife = sql<Date>`coalesce(${analyses.heartbeatAt}, ${analyses.startedAt}, ${analyses.createdAt})`;
