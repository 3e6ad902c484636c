import type { OAuthClientProvider } from "@modelcontextprotocol/client";

/** Where the assistant says it will receive the browser back: nothing listens there in tests. */
export const ASSISTANT_CALLBACK = "http://127.0.0.1:47999/callback";

/** What an assistant registers (RFC 7591): its redirect URIs, name and whatever else it sends. */
export type AssistantMetadata = { redirect_uris: string[] } & Record<string, unknown>;

/** The registration this test assistant sends unless told otherwise. */
function defaultMetadata(name: string): AssistantMetadata {
  return {
    client_name: name,
    redirect_uris: [ASSISTANT_CALLBACK],
    token_endpoint_auth_method: "none",
    // Named, so the SDK asks for offline_access (a refresh token) too.
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
  };
}

/**
 * An assistant's OAuth client as the MCP SDK drives it, keeping what the SDK hands it (its
 * registration, tokens, PKCE verifier). `open` plays the person in the browser: sign in and
 * answer the consent page, in Chromium or over HTTP, then set `callback` to where the browser
 * was sent back.
 */
export class RecordingOAuthClient implements OAuthClientProvider {
  callback: URL | undefined;
  /** The session the person signed in with on the way, when `open` keeps it. */
  browserCookie: string | undefined;
  private stored: Record<string, unknown> = {};
  private readonly open: (url: URL, client: RecordingOAuthClient) => Promise<void>;
  private readonly metadata: AssistantMetadata;
  /** The https address of its Client ID Metadata Document, if it publishes one. */
  readonly clientMetadataUrl: string | undefined;
  constructor(
    name: string,
    open: (url: URL, client: RecordingOAuthClient) => Promise<void>,
    options: {
      clientMetadataUrl?: string;
      /** Registers this instead (the browser comes back to its first redirect URI). */
      metadata?: AssistantMetadata;
    } = {},
  ) {
    this.open = open;
    this.clientMetadataUrl = options.clientMetadataUrl;
    this.metadata = options.metadata ?? defaultMetadata(name);
  }
  get redirectUrl() {
    return this.metadata.redirect_uris[0]!;
  }
  get clientMetadata() {
    return { ...this.metadata };
  }
  state() {
    return "state-from-the-assistant";
  }
  clientInformation() {
    return this.stored.client as never;
  }
  saveClientInformation(info: unknown) {
    this.stored.client = info;
  }
  tokens() {
    return this.stored.tokens as never;
  }
  saveTokens(tokens: unknown) {
    this.stored.tokens = tokens;
  }
  saveCodeVerifier(verifier: string) {
    this.stored.verifier = verifier;
  }
  codeVerifier() {
    return this.stored.verifier as string;
  }
  saveDiscoveryState(state: unknown) {
    this.stored.discovery = state;
  }
  discoveryState() {
    return this.stored.discovery as never;
  }
  /** The access token the assistant holds now, for tests that replay it by hand. */
  get accessToken(): string | undefined {
    return (this.stored.tokens as { access_token?: string } | undefined)?.access_token;
  }
  async redirectToAuthorization(url: URL) {
    await this.open(url, this);
  }
}
