import type { z } from "zod";
import { SourceError } from "./source-error.ts";
import type { Limiter } from "./concurrency.ts";

export interface HttpSettings {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  retries: number;
  maxBackoffMs: number;
  now: () => number;
}

export interface JsonRequest<T> {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  schema: z.ZodType<T>;
  signal: AbortSignal;
  /** Absolute time (ms) after which the call must not keep waiting or retrying. */
  deadline: number;
  limiter?: Limiter;
  /**
   * Reads a refusal's JSON body, for services that say in it why they refused (a quota, a
   * throttle): its words and class replace the bare "HTTP 400". Opt-in, so no other service's
   * error body (which might echo a request) reaches a warning.
   */
  describeRefusal?: (status: number, body: unknown) => SourceError | null;
}

const RETRY_BASE_MS = 250;

export function parseRetryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * A refusal that means "slow down": 429, or GitHub's 403 for a spent quota
 * (`x-ratelimit-remaining: 0`) or a secondary limit (with Retry-After).
 */
function isRateLimited(response: Response): boolean {
  if (response.status === 429) return true;
  return (
    response.status === 403 &&
    (response.headers.get("x-ratelimit-remaining") === "0" || response.headers.has("retry-after"))
  );
}

/**
 * How long the service asked us to wait: Retry-After, or, when nothing is left, the time the
 * limit resets (Bluesky's `ratelimit-reset`, GitHub's `x-ratelimit-reset`: Unix seconds).
 */
export function askedWaitMs(headers: Headers, now: number): number | null {
  const retryAfter = parseRetryAfterMs(headers.get("retry-after"), now);
  if (retryAfter !== null) return retryAfter;
  for (const prefix of ["", "x-"]) {
    const remaining = headers.get(`${prefix}ratelimit-remaining`);
    const reset = Number(headers.get(`${prefix}ratelimit-reset`));
    if (remaining === "0" && Number.isFinite(reset) && reset > 0)
      return Math.max(0, reset * 1000 - now);
  }
  return null;
}

/**
 * Fetches JSON with a per-attempt timeout, retries on 429/5xx (and GitHub's rate-limit 403s) with
 * exponential back-off that honours Retry-After and rate-limit reset headers, and parses the body with zod. Every failure becomes a SourceError.
 */
export async function requestJson<T>(http: HttpSettings, request: JsonRequest<T>): Promise<T> {
  const run = () => attemptAll(http, request);
  return request.limiter ? request.limiter(run) : run();
}

async function attemptAll<T>(http: HttpSettings, request: JsonRequest<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const remaining = request.deadline - http.now();
    if (remaining <= 0) throw new SourceError("timeout", "no time left before the deadline");
    const signal = AbortSignal.any([
      request.signal,
      AbortSignal.timeout(Math.ceil(Math.min(http.timeoutMs, remaining))),
    ]);
    const response = await fetchOnce(http, request, signal);
    if (response.ok) return parseBody(response, request.schema, signal);
    const rateLimited = isRateLimited(response);
    if (request.describeRefusal && !isRetryable(response.status) && !rateLimited) {
      const body: unknown = await response.json().catch(() => null);
      throw (
        request.describeRefusal(response.status, body) ??
        new SourceError("failed", `HTTP ${response.status}`, response.status)
      );
    }
    await response.body?.cancel().catch(() => undefined);
    const code = rateLimited ? "rate-limited" : "failed";
    const message = `HTTP ${response.status}`;
    if (!(rateLimited || isRetryable(response.status)) || attempt >= http.retries) {
      throw new SourceError(code, message, response.status);
    }
    const retryAfter = askedWaitMs(response.headers, Date.now());
    const backoff = retryAfter ?? Math.min(http.maxBackoffMs, RETRY_BASE_MS * 2 ** attempt);
    if (http.now() + backoff >= request.deadline) {
      throw new SourceError(
        code,
        `${message}; asked to wait ${Math.round(backoff / 1000)} s, past the deadline`,
        response.status,
      );
    }
    await sleep(backoff, request.signal).catch(() => {
      throw new SourceError("timeout", "cancelled while waiting to retry");
    });
  }
}

async function fetchOnce<T>(
  http: HttpSettings,
  request: JsonRequest<T>,
  signal: AbortSignal,
): Promise<Response> {
  try {
    return await http.fetch(request.url, {
      method: request.method ?? "GET",
      headers: { accept: "application/json", ...request.headers },
      body: request.body,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new SourceError("timeout", "no answer before the time limit");
    throw new SourceError("failed", `network error: ${(error as Error).message}`);
  }
}

async function parseBody<T>(
  response: Response,
  schema: z.ZodType<T>,
  signal: AbortSignal,
): Promise<T> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    if (signal.aborted)
      throw new SourceError("timeout", "the response did not finish before the time limit");
    throw new SourceError("malformed-response", "the response was not valid JSON", response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      "malformed-response",
      `unexpected response shape at ${issue?.path.join(".") || "root"}`,
      response.status,
    );
  }
  return parsed.data;
}
