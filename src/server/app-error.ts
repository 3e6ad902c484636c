import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "../contract/api-error.ts";

/**
 * The one error type handlers and modules throw. Its code decides the HTTP status; its message
 * is safe to show to the person who made the request. Anything else thrown becomes a 500 with a
 * generic message, and its details go only to the log.
 */
export const STATUS_BY_CODE: Record<ApiErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  insufficient_credits: 402,
  credits_expired: 402,
  email_not_verified: 403,
  rate_limited: 429,
  chat_limit_reached: 403,
  ai_credits_depleted: 402,
  upstream_failed: 502,
  // Our request was fine; the user must reconnect the integration before it can succeed.
  integration_revoked: 409,
  // The request was fine; the public web has nothing on it, so sending it again as is will not help.
  no_evidence: 422,
  // Like any limit: the request may succeed once the hour's budget comes back (Retry-After).
  empty_runs_exhausted: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export class AppError extends Error {
  override name = "AppError";
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ApiErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: extra.cause });
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}
