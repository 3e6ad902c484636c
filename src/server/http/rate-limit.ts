import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../app-error.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress } from "./client-address.ts";

/**
 * A fixed-window limiter kept in this process's memory. Good enough to blunt abuse of one
 * endpoint by one client; limits that guard money or quotas are enforced in the database.
 */
export function rateLimit(options: {
  name: string;
  limit: number;
  windowMs: number;
  key?: (c: Context<AppEnv>) => string;
  message?: string;
}): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = options.key?.(c) ?? clientAddress(c);
    const current = windows.get(key);
    const window =
      current && now - current.start < options.windowMs ? current : { start: now, count: 0 };
    window.count += 1;
    windows.set(key, window);
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
    }
    if (window.count > options.limit) {
      const retryAfter = Math.ceil((window.start + options.windowMs - now) / 1000);
      throw new AppError(
        "rate_limited",
        options.message ?? "Too many requests. Please try again in a minute.",
        {
          headers: { "Retry-After": String(retryAfter) },
        },
      );
    }
    await next();
  };
}
