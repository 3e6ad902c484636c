import { createCimdClientDiscovery } from "@better-auth/cimd";
import {
  extendOAuthProvider,
  type ClientDiscovery,
  type ClientMetadataResourceFetch,
} from "@better-auth/oauth-provider";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, getIP } from "better-auth/api";
import { createPageFetcher } from "../../engine/index.ts";
import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { APP_RATE_LIMIT_PREFIX, countRequest } from "../modules/rate-limits/count-request.ts";
import { checkClientRegistration } from "./client-registration.ts";

/**
 * Client ID Metadata Documents (ADR 0019): an assistant names itself by an https URL, and the
 * authorization server reads who it is from that URL. The URL is the client's choice, so it is
 * fetched like any other untrusted URL, by the engine's safe fetcher (ADR 0011): public
 * addresses only, resolved once and pinned, no redirects (the address is the identity), JSON
 * only, small. What it says then meets the same rules as a self-registration.
 */

/** The plugin refuses documents over 5 KB; one byte more lets it see that one was. */
const DOCUMENT_MAX_BYTES = 5 * 1024 + 1;
/** The plugin gives up after 5 s; the fetcher stops at the same time. */
const DOCUMENT_TIMEOUT_MS = 5_000;

/**
 * The local gateway skips the address rules, and here anyone picks the URL: a production server
 * that is not the demo never sends a document request through one, whatever is configured.
 */
export function documentGatewayUrl(
  config: Pick<Config, "NODE_ENV" | "DEMO_MODE" | "SITE_FETCH_GATEWAY_URL">,
): string | undefined {
  return config.NODE_ENV !== "production" || config.DEMO_MODE
    ? config.SITE_FETCH_GATEWAY_URL
    : undefined;
}

export function clientMetadataDocumentFetch(input: {
  /** Tests and the demo: the same gateway the engine's page fetches use. */
  gatewayUrl?: string | undefined;
  logger: Logger;
}): ClientMetadataResourceFetch {
  const fetchDocument = createPageFetcher({
    ...(input.gatewayUrl ? { gatewayUrl: input.gatewayUrl } : {}),
    readableTypes: ["application/json"],
    followRedirects: false,
    maxBytes: DOCUMENT_MAX_BYTES,
  });
  const refuse = (url: string, reason: string): never => {
    input.logger.warn({ clientId: url, reason }, "client metadata document refused");
    throw new Error(reason);
  };
  return async (resource, init) => {
    const url = resource instanceof Request ? resource.url : String(resource);
    const result = await fetchDocument(url, {
      signal: init?.signal ?? new AbortController().signal,
      timeoutMs: DOCUMENT_TIMEOUT_MS,
    });
    if (!result.ok) return refuse(url, result.reason);
    const headers = { "content-type": result.contentType };
    if (result.status !== 200 || result.truncated) {
      return new Response(result.text, { status: result.status, headers });
    }
    let document: unknown;
    try {
      document = JSON.parse(result.text);
    } catch {
      return refuse(url, "not valid JSON");
    }
    if (!isPublicClient(document)) {
      return refuse(url, "only public clients (PKCE, no client authentication) are accepted");
    }
    // The self-registration rules (a short name, the allowed fields only), with its redirect
    // URIs on the document's own site: the one the consent page names.
    const check = checkClientRegistration(document, {
      ownSite: `https://${new URL(url).hostname}`,
    });
    if (!check.ok) return refuse(url, check.reason);
    // What the plugin then reads: the allowed fields alone, and the address the document
    // names itself by (the plugin checks it is this one).
    const allowed = { client_id: (document as { client_id?: unknown }).client_id, ...check.body };
    return new Response(JSON.stringify(allowed), { status: 200, headers });
  };
}

/**
 * Public clients only: a client proving itself with a key would make the server fetch a second
 * URL of the client's choosing (its `jwks_uri`) on every token request.
 */
function isPublicClient(document: unknown): boolean {
  if (typeof document !== "object" || document === null) return false;
  const method = (document as { token_endpoint_auth_method?: unknown }).token_endpoint_auth_method;
  return method === undefined || method === "none";
}

/**
 * Where a client may first show up: an authorization request, and the sign-in and consent
 * pages asking who it is. Anywhere else (revocation, token, introspection, sign-out) a client
 * the server has never seen holds nothing to act on, so its address is never read there.
 */
const FIRST_CONTACT_PATHS = new Set([
  "/oauth2/authorize",
  "/oauth2/public-client-prelogin",
  "/oauth2/public-client",
]);

/**
 * `@better-auth/cimd`'s discovery (what its `cimd()` plugin installs) with two rules in front:
 * a client id never seen before is read only where a client first shows up, and each address
 * may have `perAddressPerMinute` of them read a minute, whichever endpoint names them. The
 * plugin's own budget (120 fetches a minute) is for everyone together and is spent before the
 * fetch starts, so without these one address could spend it from the unauthenticated
 * revocation and sign-out endpoints and no one else could connect. A client already known is
 * re-read by the plugin at most hourly (the documents we hand it carry no cache headers), within
 * its own budget.
 */
export function clientMetadataDocuments(input: {
  db: Database;
  logger: Logger;
  gatewayUrl: string | undefined;
  perAddressPerMinute: number;
}): BetterAuthPlugin {
  const discovery = createCimdClientDiscovery({
    fetchClientMetadataResource: clientMetadataDocumentFetch(input),
    metadataProfile: "mcp-2026-07-28",
  });
  const resolve: ClientDiscovery["resolve"] = async (ctx, clientId, existing) => {
    if (!existing) {
      if (!FIRST_CONTACT_PATHS.has(ctx.path)) return null;
      // The address better-auth's own limits count by (ours, from the mount; IPv6 by /64).
      const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options);
      const now = Date.now();
      const { count, resetsAt } = await countRequest(input.db, {
        key: `${APP_RATE_LIMIT_PREFIX}client-documents:${address ?? "unknown"}`,
        windowMs: 60_000,
        now,
      });
      if (count > input.perAddressPerMinute)
        throw new APIError(
          "TOO_MANY_REQUESTS",
          {
            error: "temporarily_unavailable",
            error_description: "Too many unknown clients from this address. Try again in a minute.",
          },
          { "Retry-After": String(Math.max(1, Math.ceil((resetsAt - now) / 1000))) },
        );
    }
    return discovery.resolve(ctx, clientId, existing);
  };
  return {
    id: "cimd",
    init: (ctx) => {
      extendOAuthProvider(ctx, { clientDiscovery: { ...discovery, resolve } });
    },
  };
}
