const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface RedirectTarget {
  /** What the user can check: a web address's host (with port), or a native app's scheme. */
  label: string;
  /** An app on this computer (a command-line or desktop client listening on a loopback port). */
  local: boolean;
}

/**
 * Where an OAuth client sends the browser back to, read from its redirect URI: the one thing a
 * look-alike app cannot choose freely, so the consent page shows it beside the client's name.
 */
export function redirectTarget(uri: string | null | undefined): RedirectTarget | null {
  if (!uri) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") {
    return { label: url.host, local: LOOPBACK_HOSTS.has(url.hostname) };
  }
  // A native app's own scheme (cursor://..., com.example.app:/callback).
  return { label: url.host ? `${url.protocol}//${url.host}` : url.protocol, local: false };
}

/**
 * Where an app's details were read from, when it names itself by the https address of its
 * metadata document (a Client ID Metadata Document): the server fetched them from there, so
 * unlike its name, that address is not the app's say-so. With its path: on a shared host
 * (a storage bucket, a code host) the host alone would name someone else.
 */
export function clientDocumentSite(clientId: string): string | null {
  try {
    const url = new URL(clientId);
    return url.protocol === "https:" ? `${url.host}${url.pathname}` : null;
  } catch {
    return null;
  }
}
