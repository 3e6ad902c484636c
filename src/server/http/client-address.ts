import { isIPv4, isIPv6 } from "node:net";
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

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail read), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0]!.toLowerCase();
  if (!isIPv6(text)) return null;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const before = head ? head.split(":") : [];
  const after = rest === undefined ? null : rest ? rest.split(":") : [];
  const groups =
    after === null
      ? before
      : [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Whom per-address budgets count: an IPv4 address as it is, an IPv6 one by its /64. A
 * subscriber's router or a cheap server gets a whole /64 (2^64 addresses), so counting each
 * IPv6 address apart would let anyone be a new visitor at every request.
 */
export function clientAddressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket: counted as that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
