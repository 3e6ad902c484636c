import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import { APP_RATE_LIMIT_PREFIX, countRequest } from "../modules/rate-limits/count-request.ts";
import { pruneRateLimits } from "../modules/rate-limits/prune-rate-limits.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress } from "./client-address.ts";

/** About one request in this many also deletes finished windows: cheap, and the table stays small. */
const PRUNE_ONE_IN = 100;

export interface RateLimitOptions<E extends AppEnv> {
  db: Database;
  /** Part of every key (`app:<name>:<client>`), so two limits never share a count. */
  name: string;
  limit: number;
  windowMs: number;
  /** Whom to count; the client's address when omitted. */
  key?: (c: Context<E>) => string;
  message?: string;
  /** Epoch milliseconds; tests move it instead of waiting out a window. */
  now?: () => number;
  /** Chance in [0, 1) that this request prunes; tests pin it. */
  random?: () => number;
}

/**
 * A fixed-window limit counted in the database, so every app process sharing it enforces one
 * total (issue 12): `limit` requests per `windowMs` per client, then 429 with Retry-After until
 * the window ends. Generic over the route's environment, so `key` can read `c.var.user`.
 */
export function rateLimit<E extends AppEnv = AppEnv>(
  options: RateLimitOptions<E>,
): MiddlewareHandler<E> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  return async (c, next) => {
    const at = now();
    // Every E extends AppEnv, but TypeScript cannot see through Context's generic methods.
    const client = options.key?.(c) ?? clientAddress(c as Context);
    const key = `${APP_RATE_LIMIT_PREFIX}${options.name}:${client}`;
    const { count, resetsAt } = await countRequest(options.db, {
      key,
      windowMs: options.windowMs,
      now: at,
    });
    if (random() * PRUNE_ONE_IN < 1) {
      // Housekeeping must never cost the caller their request.
      await pruneRateLimits(options.db, at).catch((error: unknown) => {
        c.get("log").warn({ err: error }, "pruning finished rate-limit windows failed");
      });
    }
    if (count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetsAt - at) / 1000));
      throw new AppError(
        "rate_limited",
        options.message ?? "Too many requests. Please try again in a minute.",
        { headers: { "Retry-After": String(retryAfter) } },
      );
    }
    await next();
  };
}
