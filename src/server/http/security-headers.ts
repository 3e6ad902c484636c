import type { MiddlewareHandler } from "hono";
import { pickForwarded } from "./client-address.ts";

export interface SecurityHeaderOptions {
  /** Hashes of the inline scripts the built pages carry; no other inline script may run. */
  inlineScriptHashes: string[];
  /** Our own reverse proxies in front (TRUSTED_PROXY_HOPS), whose X-Forwarded-Proto we trust. */
  trustedProxyHops: number;
}

export function isHttps(
  url: string,
  forwardedProto: string | undefined,
  trustedProxyHops: number,
): boolean {
  const proto = pickForwarded(forwardedProto, trustedProxyHops);
  if (proto) return proto.toLowerCase() === "https";
  return url.startsWith("https:");
}

export function contentSecurityPolicy(inlineScriptHashes: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(" ")}`.trim(),
    // React and Radix set style properties through the DOM (allowed); prerendered markup may
    // carry style attributes, which need 'unsafe-inline' for styles only, never for scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * A policy governs the document it arrives with, so only documents carry it: HTML pages, and SVG,
 * which runs scripts when opened on its own. Scripts, styles, fonts and JSON would each carry
 * ~1.2 KB the browser ignores.
 */
function isDocument(contentType: string | null): boolean {
  return /^\s*(text\/html|image\/svg\+xml)\b/i.test(contentType ?? "");
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = isHttps(c.req.url, c.req.header("x-forwarded-proto"), options.trustedProxyHops);
    const headers = c.res.headers;
    if (isDocument(headers.get("content-type"))) {
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy(options.inlineScriptHashes, https),
      );
    }
    headers.set("X-Content-Type-Options", "nosniff");
    // A page that must not pass its URL on at all (a shared report's token) sets its own.
    if (!headers.has("Referrer-Policy"))
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
