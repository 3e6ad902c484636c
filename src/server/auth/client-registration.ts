import { z } from "zod";

/**
 * What we accept from an assistant registering itself (RFC 7591, open to anyone): every
 * redirect URI on one site, so an approval shown as "sends you back to claude.ai" can never
 * send a code anywhere else (better-auth remembers consent per client, not per redirect URI);
 * https, or http on this computer (native apps); a short name; nothing else but what the
 * protocol needs (see `registrationSchema`).
 */
export const CLIENT_NAME_MAX = 80;
const MAX_REDIRECT_URIS = 5;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function siteOf(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.hash || url.username || url.password) return null;
  if (url.protocol === "https:") return `https://${url.hostname}`;
  // A native app listens on a port of its own choosing on this computer: any port, one host.
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return `http://${url.hostname}`;
  return null;
}

/**
 * The only fields a registration passes on; the rest are dropped, as RFC 7591 lets a server do
 * with metadata it does not use. The provider acts on more than we want a stranger to set: a
 * `backchannel_logout_uri` has the server POST to an address of the client's choosing whenever
 * a person holding its tokens signs out (any port, with plain fetch), and other fields are kept
 * and shown or fetched later. Logo and links are among the dropped: the consent page shows the
 * name as text and the site the client sends people back to, which a look-alike cannot fake.
 */
const registrationSchema = z.object({
  redirect_uris: z.array(z.string()).min(1).max(MAX_REDIRECT_URIS),
  client_name: z.string().trim().min(1).max(CLIENT_NAME_MAX).optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.string().optional(),
  scope: z.string().optional(),
  application_type: z.string().optional(),
});

export type ClientRegistration = z.infer<typeof registrationSchema>;

export type RegistrationCheck =
  { ok: true; body: ClientRegistration } | { ok: false; reason: string };

/**
 * `ownSite`: the https origin a client's redirect URIs must be on (loopback aside). A client
 * named by its metadata document's address can change that document at any time, and an
 * approval outlives the change; on its own site, the one the consent page names, a change
 * cannot send codes to someone else.
 */
export function checkClientRegistration(
  body: unknown,
  options: { ownSite?: string } = {},
): RegistrationCheck {
  const parsed = registrationSchema.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return {
      ok: false,
      reason:
        field === "redirect_uris" || field === "client_name" || field === ""
          ? `redirect_uris (1 to ${MAX_REDIRECT_URIS}) and a client_name of at most ${CLIENT_NAME_MAX} characters are required`
          : `${field} is not valid`,
    };
  }
  const sites = new Set(parsed.data.redirect_uris.map(siteOf));
  if (sites.has(null))
    return { ok: false, reason: "each redirect URI must be https, or http on a loopback address" };
  if (sites.size > 1) return { ok: false, reason: "all redirect URIs must be on one site" };
  const [site] = sites;
  if (options.ownSite && site !== options.ownSite && !site?.startsWith("http://"))
    return {
      ok: false,
      reason: `redirect URIs must be on ${options.ownSite}, or on this computer`,
    };
  // A client on this computer is a native app (RFC 8252) whether or not it says so: the MCP
  // SDK 1.x and the Inspector name no type, and the provider takes a client without one for a
  // web app, which may not use http.
  const native = site?.startsWith("http://") && parsed.data.application_type === undefined;
  return {
    ok: true,
    body: native ? { ...parsed.data, application_type: "native" } : parsed.data,
  };
}
