import type { Logger } from "../logger.ts";

/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Whether X-Forwarded-* headers come from our own reverse proxy (TRUST_PROXY). */
    trustProxy: boolean;
  };
}
