/** better-auth's OAuth provider lists the names it signed under this parameter. */
const SIGNED_NAMES_PARAM = "ba_param";

/** The authorization request the consent page was opened with (better-auth signs its query). */
export interface OAuthRequest {
  clientId: string;
  /** Requested scopes, in the order asked, without repeats. */
  scopes: string[];
  redirectUri: string | null;
  /**
   * The signed part of the query, sent back as `oauth_query` so the provider can check that
   * nothing was changed: the signature and the parameters it names, as the provider's own
   * client plugin sends it (parameters added to the address later are left out).
   */
  signedQuery: string;
}

function signedPart(params: URLSearchParams): string {
  const names = new Set(params.getAll(SIGNED_NAMES_PARAM));
  if (names.size === 0) return params.toString();
  const signed = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === "sig" || key === SIGNED_NAMES_PARAM || names.has(key)) signed.append(key, value);
  }
  return signed.toString();
}

/** Null when the page was opened without a signed request (typed in, or a broken link). */
export function readOAuthRequest(params: URLSearchParams): OAuthRequest | null {
  const clientId = params.get("client_id");
  if (!clientId || !params.has("sig")) return null;
  const scopes = [...new Set((params.get("scope") ?? "").split(" ").filter(Boolean))];
  return {
    clientId,
    scopes,
    redirectUri: params.get("redirect_uri"),
    signedQuery: signedPart(params),
  };
}
