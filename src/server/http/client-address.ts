import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "../config.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * How many reverse proxies of our own stand in front of the server. TRUST_PROXY=true is the
 * older spelling of "one", so it counts as at least one hop.
 */
export function trustedProxyHops(
  config: Pick<Config, "TRUST_PROXY" | "TRUSTED_PROXY_HOPS">,
): number {
  return Math.max(config.TRUSTED_PROXY_HOPS, config.TRUST_PROXY ? 1 : 0);
}

/**
 * The value our own proxies vouch for in a header they append to (X-Forwarded-For,
 * X-Forwarded-Proto). Each proxy appends what it saw, so the entries to the left of the last
 * `hops` ones were written by the client and prove nothing: the entry `hops` from the right is
 * the one our outermost proxy wrote. A shorter list means fewer proxies appended than
 * configured, and every entry in it came from them, so the leftmost one is the best we have.
 */
export function pickForwarded(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The caller's address: the socket's, or the one our trusted proxies forwarded. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = pickForwarded(c.req.header("x-forwarded-for"), c.get("trustedProxyHops"));
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
