import { plainName } from "./plain-text.ts";
import { z } from "./zod.ts";

/**
 * What an assistant (OAuth client over MCP) or a personal API key may do for its user (issue 16).
 * The scopes are the same for both; each is said in plain words on the consent page and in
 * Settings.
 */
export const API_SCOPES = [
  { id: "analyses:read", label: "Read your analyses and their reports" },
  { id: "analyses:write", label: "Start new analyses (each uses one of your reports)" },
  { id: "chat", label: "Ask questions about your analyses (uses your chat messages)" },
  { id: "credits:read", label: "See how many reports you have left" },
] as const;
export type ApiScope = (typeof API_SCOPES)[number]["id"];
export const API_SCOPE_IDS = API_SCOPES.map((scope) => scope.id) as [ApiScope, ...ApiScope[]];
export const apiScopeSchema = z.enum(API_SCOPE_IDS);

/** OAuth scopes a client may also ask for: staying connected (a refresh token). */
export const OFFLINE_ACCESS_SCOPE = "offline_access";

/** Personal API keys start with this, so a leaked one is recognisable (and greppable). */
export const API_KEY_PREFIX = "gt_";

/** The MCP endpoint's path under APP_URL; its URL is the resource tokens are bound to. */
export const MCP_PATH = "/mcp";

/**
 * Endpoints (all under /api, signed in with the browser session):
 * - GET    /connected-apps             → ConnectedAppList (assistants the user approved)
 * - DELETE /connected-apps/:clientId   → 204; its tokens stop working at once
 * - GET    /api-keys                   → ApiKeyList
 * - POST   /api-keys                   → CreatedApiKey (the key itself, shown once), body CreateApiKeyBody
 * - DELETE /api-keys/:id               → 204
 * The consent page talks to better-auth's OAuth provider directly:
 * - GET  /api/auth/oauth2/public-client?client_id=   → { client_id, client_name, redirect_uris, ... }
 * - POST /api/auth/oauth2/consent { accept, oauth_query }   → { url } to send the browser to
 */

export const connectedAppSchema = z.object({
  clientId: z.string(),
  /** As the client named itself: untrusted text, shown escaped and beside its redirect host. */
  name: z.string(),
  /** Where it sends you back (the host of its redirect URI): what a look-alike cannot fake. */
  redirectHost: z.string().nullable(),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  /** When it last used a token (ISO); null when never. */
  lastUsedAt: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
export const connectedAppListSchema = z.object({ apps: z.array(connectedAppSchema) });
export type ConnectedAppList = z.infer<typeof connectedAppListSchema>;

export const API_KEY_NAME_MAX = 60;
export const createApiKeyBodySchema = z.object({
  // Written into the owner's security e-mail and listed in Settings: one plain line.
  name: plainName(
    z
      .string()
      .trim()
      .min(1, "Name your key, e.g. the script that will use it")
      .max(API_KEY_NAME_MAX, `Keep the name to ${API_KEY_NAME_MAX} characters or fewer`),
  ),
  scopes: z.array(apiScopeSchema).min(1, "Choose at least one permission"),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is never shown again. */
  start: z.string().nullable(),
  scopes: z.array(apiScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const API_ACCESS_MESSAGES = {
  keyCreated: "API key created. Copy it now: it will not be shown again.",
  keyRevoked: "API key revoked",
  appRevoked: "Access revoked",
  consentDenied: "Access denied",
} as const;

/**
 * How long an assistant's access token lives. Minutes: a revoked client is refused at once by
 * the MCP endpoint anyway, and the consent page tells the person what not staying connected means.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/**
 * Algorithms an assistant may sign its DPoP proofs with (RFC 9449): the authorization server
 * advertises them and the MCP endpoint accepts exactly these.
 */
export const DPOP_ALGORITHMS = ["EdDSA", "ES256", "ES512", "PS256", "RS256"] as const;
