import type { ApiErrorBody, ApiErrorCode } from "../../contract/api-error.ts";

/**
 * /api/auth errors in the app's one error shape, plus better-auth's own top-level `code` and
 * `message`, which its browser client reads (it spreads the JSON body into `error`): one body
 * serves both kinds of caller.
 */
export type AuthErrorBody = ApiErrorBody & { code: string; message: string };

export function authErrorBody(
  code: ApiErrorCode,
  message: string,
  authCode: string,
): AuthErrorBody {
  return { error: { code, message }, code: authCode, message };
}

export function authErrorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  authCode: string,
  headers: HeadersInit = {},
): Response {
  const merged = new Headers(headers);
  merged.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(authErrorBody(code, message, authCode)), {
    status,
    headers: merged,
  });
}

function appCodeFor(status: number, authCode: string): ApiErrorCode {
  if (status === 400) return authCode === "VALIDATION_ERROR" ? "validation_failed" : "bad_request";
  if (status === 401) return "unauthorized";
  if (status === 402) return "payment_required";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 422) return authCode.includes("ALREADY_EXISTS") ? "conflict" : "validation_failed";
  if (status === 429) return "rate_limited";
  if (status === 503) return "service_unavailable";
  if (status >= 500) return "internal_error";
  return "bad_request";
}

/** For better-auth answers that carry no code or message of their own (its router's 404, its limiter's 429). */
const STATUS_DEFAULTS: Record<number, { code: string; message: string }> = {
  400: { code: "BAD_REQUEST", message: "Bad request" },
  401: { code: "UNAUTHORIZED", message: "Please sign in." },
  403: { code: "FORBIDDEN", message: "This request was refused." },
  404: { code: "NOT_FOUND", message: "No such auth endpoint." },
  429: { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
};

/**
 * better-auth's error answer rewritten into the superset shape, with its status and headers
 * (Retry-After, Set-Cookie) kept. Redirects and successes pass untouched. A 5xx gets our generic
 * words: whatever failed inside is for the log, not the caller.
 */
export async function toAuthErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status alone says what went wrong.
  }
  const fields =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const fallback = STATUS_DEFAULTS[response.status] ?? {
    code: `HTTP_${response.status}`,
    message: "Bad request",
  };
  // The OAuth provider's plugins answer in RFC 6749's words (`error`, `error_description`),
  // e.g. `invalid_signature` for an expired sign-in request: kept, so the page can say so.
  const oauthError = typeof fields.error === "string" && fields.error ? fields.error : null;
  const oauthDescription =
    typeof fields.error_description === "string" && fields.error_description
      ? fields.error_description
      : null;
  const authCode =
    typeof fields.code === "string" && fields.code ? fields.code : (oauthError ?? fallback.code);
  const message =
    response.status >= 500
      ? "Something went wrong on our side. Please try again."
      : typeof fields.message === "string" && fields.message
        ? fields.message
        : (oauthDescription ?? fallback.message);
  return authErrorResponse(
    response.status,
    appCodeFor(response.status, authCode),
    message,
    authCode,
    headers,
  );
}
