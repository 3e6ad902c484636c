import { LIMITS } from "./site.ts";
import { z } from "./zod.ts";

/**
 * Every API error has this one shape. Codes are stable: clients branch on `code`,
 * people read `message`. The HTTP status for each code lives in the server's AppError.
 */
export const API_ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "insufficient_credits",
  "credits_expired",
  "email_not_verified",
  "payment_required",
  "chat_limit_reached",
  "ai_credits_depleted",
  "upstream_failed",
  /** A connected integration (Notion) no longer accepts our token: reconnect in Settings. */
  "integration_revoked",
  "no_evidence",
  /** Too many runs found nothing this hour (they cost nothing, so they are capped): wait. */
  "empty_runs_exhausted",
  "service_unavailable",
  "internal_error",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * `empty_runs_exhausted`'s words. The spec has no message for it; its early-retry wording
 * ("Please wait {N} minutes before trying again") ends this one.
 */
export function emptyRunsExhaustedMessage(minutesLeft: number): string {
  const wait = minutesLeft === 1 ? "1 minute" : `${minutesLeft} minutes`;
  return `${LIMITS.emptyRunsPerHour} of your ideas found nothing to report this hour. Runs that find nothing are free, so they are limited to ${LIMITS.emptyRunsPerHour} an hour. Please wait ${wait} before trying again.`;
}

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
