import type { Logger } from "../logger.ts";

/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** How many of our own reverse proxies append to X-Forwarded-* (TRUSTED_PROXY_HOPS). */
    trustedProxyHops: number;
  };
}
