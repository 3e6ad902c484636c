import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as StreamableHTTPClientTransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import { createAuth } from "../../../src/server/auth/create-auth.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { engineOptionsFromConfig } from "../../../src/server/modules/analyses/engine-options.ts";
import { createChatEngine } from "../../../src/server/modules/chat/chat-engine.ts";
import { grantPack } from "../../support/grant-pack.ts";
import { recordingQueue } from "../../support/analysis-doubles.ts";
import { freePort } from "../../support/free-port.ts";
import {
  RecordingOAuthClient,
  type AssistantMetadata,
} from "../../support/recording-oauth-client.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";

/**
 * The app on a real loopback port: assistants speak HTTP to it (discovery, registration, the
 * MCP endpoint), as they would in production, and the test drives the browser's part.
 */
export async function startAssistantHarness(
  database: DatabaseHandle,
  configOverrides: Record<string, string> = {},
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "gt-mcp-test-"));
  const config = testConfig({
    APP_URL: origin,
    DATA_DIR: dataDir,
    AUTH_THROTTLE_MULTIPLIER: "100",
    ...configOverrides,
  });
  const { logger, lines } = captureLogs();
  const queue = recordingQueue();
  const auth = createAuth({
    config,
    db: database.db,
    mailer: createMailer({ config, logger }),
    logger,
  });
  const app = createApp({
    config,
    logger,
    database,
    web: null,
    auth,
    queue,
    chat: createChatEngine(engineOptionsFromConfig(config)),
  });
  const server: ServerType = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    origin,
    mcpUrl: new URL(`${origin}/mcp`),
    queue,
    auth,
    dataDir,
    logs: lines,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AssistantHarness = Awaited<ReturnType<typeof startAssistantHarness>>;

let counter = 0;
const PASSWORD = "correct horse battery";

function cookieOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const at = pair!.indexOf("=");
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A verified user signed in over HTTP; `paid` adds a pack of 10 reports. */
export async function aSignedInUser(
  harness: AssistantHarness,
  database: DatabaseHandle,
  options: { paid?: boolean } = {},
) {
  counter += 1;
  const email = `mcp-${Date.now()}-${counter}@example.com`;
  const signUp = await fetch(`${harness.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: harness.origin },
    body: JSON.stringify({ email, password: PASSWORD, name: "" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const [row] = await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const userId = row!.id;
  if (options.paid) await grantPack(database, userId);
  return { email, password: PASSWORD, userId, cookie: cookieOf(signUp) };
}

export type TestUser = Awaited<ReturnType<typeof aSignedInUser>>;

/**
 * An assistant whose person answers over HTTP, as the browser would: Groundtruth's sign-in
 * (with the flow's signed query), then the consent page's Approve (optionally narrowing the
 * scopes to `approveOnly`) or Deny.
 */
export class ScriptedAssistant extends RecordingOAuthClient {
  constructor(
    harness: AssistantHarness,
    user: TestUser,
    options: {
      approveOnly?: string;
      decision?: "approve" | "deny";
      /** It names itself by this document's address instead of registering. */
      clientMetadataUrl?: string;
      /** What it registers instead of the test assistant's usual metadata. */
      metadata?: AssistantMetadata;
    } = {},
  ) {
    super(
      "Test Assistant",
      async (url, client) => {
        const { origin } = harness;
        const authorize = await fetch(url, { redirect: "manual" });
        const location =
          authorize.headers.get("location") ?? ((await authorize.json()) as { url: string }).url;
        const login = new URL(location, origin);
        if (login.pathname !== "/auth") throw new Error(`expected the sign-in page, got ${login}`);
        const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({
            email: user.email,
            password: user.password,
            oauth_query: login.search.slice(1),
          }),
        });
        const cookie = cookieOf(signIn);
        client.browserCookie = cookie;
        const consentUrl = new URL(((await signIn.json()) as { url: string }).url, origin);
        if (consentUrl.pathname !== "/oauth/consent")
          throw new Error(`expected the consent page, got ${consentUrl}`);
        const consent = await fetch(`${origin}/api/auth/oauth2/consent`, {
          method: "POST",
          headers: { "content-type": "application/json", origin, cookie },
          body: JSON.stringify({
            accept: (options.decision ?? "approve") === "approve",
            ...(options.approveOnly ? { scope: options.approveOnly } : {}),
            oauth_query: consentUrl.search.slice(1),
          }),
        });
        client.callback = new URL(((await consent.json()) as { url: string }).url);
      },
      options,
    );
  }
}

/** Connects an MCP client through the OAuth flow (or fails as the server refuses). */
export async function connectAssistant(harness: AssistantHarness, assistant: ScriptedAssistant) {
  const client = new Client({ name: "test-assistant", version: "1.0.0" });
  try {
    await client.connect(
      new StreamableHTTPClientTransport(harness.mcpUrl, { authProvider: assistant }),
    );
    return client;
  } catch (error) {
    if (!assistant.callback?.searchParams.get("code")) throw error;
  }
  const transport = new StreamableHTTPClientTransport(harness.mcpUrl, { authProvider: assistant });
  await transport.finishAuth(assistant.callback.searchParams);
  const connected = new Client({ name: "test-assistant", version: "1.0.0" });
  await connected.connect(
    new StreamableHTTPClientTransport(harness.mcpUrl, { authProvider: assistant }),
  );
  return connected;
}

/** The 1.x client's connect, authorize, finishAuth and connect again, as its docs describe. */
export async function connectWithSdkV1(harness: AssistantHarness, assistant: ScriptedAssistant) {
  const transport = () =>
    new StreamableHTTPClientTransportV1(harness.mcpUrl, { authProvider: assistant });
  const first = new ClientV1({ name: "sdk-v1-assistant", version: "1.0.0" });
  const pending = transport();
  // Unauthorized, having sent the person to the consent page.
  await first.connect(pending).catch(() => undefined);
  const code = assistant.callback?.searchParams.get("code");
  if (!code) throw new Error("the consent page sent no code back");
  await pending.finishAuth(code);
  const client = new ClientV1({ name: "sdk-v1-assistant", version: "1.0.0" });
  await client.connect(transport());
  return client;
}

/** The text of a tool's answer, and whether it was a tool error. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text?: string }[];
    isError?: boolean;
  };
  return {
    text: result.content.map((part) => part.text ?? "").join("\n"),
    isError: Boolean(result.isError),
  };
}

/**
 * One MCP request sent by hand (tools/list), with `headers` (an Authorization, a DPoP proof):
 * for what the SDK client would not send, such as a token replayed after its app was revoked.
 */
export function listToolsByHand(harness: AssistantHarness, headers: Record<string, string> = {}) {
  return fetch(harness.mcpUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
}
