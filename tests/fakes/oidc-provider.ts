import { OAuth2Server, Events } from "oauth2-mock-server";

export interface OidcProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The identity the next sign-in returns (defaults to google.user@example.com). */
  setNextUser(user: { email: string; name?: string }): void;
  /** A signed ID token for the user, as Google hands one to a client-side sign-in. */
  issueIdToken(user: { email: string; name?: string }, nonce?: string): Promise<string>;
  close(): Promise<void>;
}

export const OIDC_CLIENT_ID = "groundtruth-test-client";
export const OIDC_CLIENT_SECRET = "groundtruth-test-secret";
export const DEFAULT_OIDC_EMAIL = "google.user@example.com";

/**
 * A local OpenID Connect provider standing in for Google: its authorize endpoint redirects
 * straight back with a code (no consent screen), and its tokens carry a verified e-mail.
 * A sign-in may name its user with login_hint; otherwise the one set by setNextUser is used.
 */
export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(options.port ?? 0, "127.0.0.1");
  const address = server.address();
  // The library names its issuer after "localhost"; bound to 127.0.0.1, say so exactly.
  server.issuer.url = `http://127.0.0.1:${address.port}`;

  let next = { email: DEFAULT_OIDC_EMAIL, name: "Google User" };
  const hinted = new Map<string, { email: string; name: string }>();
  const claims = (user: { email: string; name: string }) => ({
    sub: `oidc-${user.email}`,
    email: user.email,
    email_verified: true,
    name: user.name,
  });
  let current = next;

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect, req) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const hint = url.searchParams.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    if (code) hinted.set(code, hint ? { email: hint, name: hint.split("@")[0]! } : next);
  });
  server.service.on(Events.BeforeTokenSigning, (token, req) => {
    const code = (req.body as Record<string, unknown> | undefined)?.code;
    current = (typeof code === "string" && hinted.get(code)) || next;
    Object.assign(token.payload, claims(current));
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims(current);
  });

  return {
    issuerUrl: server.issuer.url,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    setNextUser(user) {
      next = { email: user.email, name: user.name ?? user.email.split("@")[0]! };
    },
    issueIdToken(user, nonce) {
      const identity = { email: user.email, name: user.name ?? user.email.split("@")[0]! };
      return server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, claims(identity), { aud: OIDC_CLIENT_ID }, nonce ? { nonce } : {});
        },
      });
    },
    close: () => server.stop(),
  };
}
