const REFUSED_SCHEMES = new Set(["javascript:", "data:", "vbscript:"]);

/**
 * Sends the browser on to the OAuth provider's answer: the app's redirect URI with a code or an
 * error, often another site or a native app's scheme, hence a full navigation. A script URL is
 * never followed; false then.
 */
export function leaveFor(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (REFUSED_SCHEMES.has(target.protocol)) return false;
  window.location.assign(target.href);
  return true;
}
