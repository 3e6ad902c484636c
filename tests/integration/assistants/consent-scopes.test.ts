import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { connectedAppListSchema } from "../../../src/contract/api-access.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { oauthConsents } from "../../../src/db/tables/oauth.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { readOutbox } from "../auth/auth-helpers.ts";
import { aFinishedAnalysis } from "../integrations/harness.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
  type TestUser,
} from "./harness.ts";

/** The scope claim of a JWT access token, as the MCP endpoint reads it. */
function scopeClaim(token: string | undefined): string {
  const payload = JSON.parse(Buffer.from(token!.split(".")[1]!, "base64url").toString()) as {
    scope?: string;
  };
  return payload.scope ?? "";
}

interface ConsentAnswer {
  url: string;
  init: RequestInit;
  response: Response;
}

/** The scripted consent page's answers and the provider's replies (the harness reads only their url). */
function recordConsentAnswers(): ConsentAnswer[] {
  const answers: ConsentAnswer[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = String(input);
    if (url.endsWith("/api/auth/oauth2/consent") && init)
      answers.push({ url, init, response: response.clone() });
    return response;
  });
  return answers;
}

/** The scopes the app asked for, from the signed request the consent answer carries. */
function askedFor(answer: ConsentAnswer): string | null {
  const body = JSON.parse(answer.init.body as string) as { oauth_query: string };
  return new URLSearchParams(body.oauth_query).get("scope");
}

/** An assistant that asks for `scope` alone, where the SDK would ask for everything we offer. */
class AssistantAsking extends ScriptedAssistant {
  private readonly scope: string;
  constructor(harness: AssistantHarness, user: TestUser, scope: string, approveOnly: string) {
    super(harness, user, { approveOnly });
    this.scope = scope;
  }
  override async redirectToAuthorization(url: URL) {
    url.searchParams.set("scope", this.scope);
    await super.redirectToAuthorization(url);
  }
}

describeEachDatabase("scopes ticked off on the consent page", (leg) => {
  let database: DatabaseHandle;
  let harness: AssistantHarness;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    harness = await startAssistantHarness(database);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await harness.close();
    await database.close();
  });

  const consentsOf = (userId: string) =>
    database.db
      .select({ scopes: oauthConsents.scopes })
      .from(oauthConsents)
      .where(eq(oauthConsents.userId, userId));
  const connectedApps = async (user: TestUser) =>
    connectedAppListSchema.parse(
      await (
        await fetch(`${harness.origin}/api/connected-apps`, { headers: { cookie: user.cookie } })
      ).json(),
    ).apps;
  const newAccessMails = (user: TestUser) =>
    readOutbox(harness.dataDir).filter(
      (mail) => mail.kind === "new-access" && mail.to === user.email,
    );

  test("a narrower approval grants only what stayed ticked: the token, the consent, Settings and the tools agree", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const analysisId = await aFinishedAnalysis(database, user.userId);
    const answers = recordConsentAnswers();
    // Starting analyses, the chat and staying connected ticked off.
    const assistant = new ScriptedAssistant(harness, user, {
      approveOnly: "analyses:read credits:read",
    });
    const client = await connectAssistant(harness, assistant);
    expect(answers.map(askedFor)).toEqual([
      "analyses:read analyses:write chat credits:read offline_access",
    ]);

    expect(scopeClaim(assistant.accessToken)).toBe("analyses:read credits:read");
    expect((assistant.tokens() as { refresh_token?: string }).refresh_token).toBeUndefined();
    expect(await consentsOf(user.userId)).toEqual([{ scopes: ["analyses:read", "credits:read"] }]);
    expect((await connectedApps(user)).map((app) => app.scopes)).toEqual([
      ["analyses:read", "credits:read"],
    ]);

    expect((await callTool(client, "list_analyses")).text).toContain(analysisId);
    expect((await callTool(client, "get_credits")).isError).toBe(false);
    const start = await callTool(client, "start_analysis", {
      idea: "A booking app for dog groomers that fills last-minute cancellations.",
    });
    expect(start.isError).toBe(true);
    expect(start.text).toContain("(analyses:write)");
    const ask = await callTool(client, "ask_analysis", { id: analysisId, question: "Who pays?" });
    expect(ask.isError).toBe(true);
    expect(ask.text).toContain("(chat)");
    expect(harness.queue.sent).toHaveLength(0);
    expect(newAccessMails(user)).toHaveLength(1);
    await client.close();
  });

  test("staying connected ticked: a refreshed token keeps the narrower scopes", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const assistant = new ScriptedAssistant(harness, user, {
      approveOnly: "analyses:read offline_access",
    });
    const client = await connectAssistant(harness, assistant);
    expect(scopeClaim(assistant.accessToken)).toBe("analyses:read offline_access");
    const { refresh_token: refreshToken } = assistant.tokens() as { refresh_token?: string };
    expect(refreshToken).toBeTruthy();

    const refreshed = await fetch(`${harness.origin}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken!,
        client_id: (assistant.clientInformation() as { client_id: string }).client_id,
        resource: harness.mcpUrl.href,
      }),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string; scope: string };
    expect(tokens.scope).toBe("analyses:read offline_access");
    expect(scopeClaim(tokens.access_token)).toBe("analyses:read offline_access");
    await client.close();
  });

  test("a scope the app did not ask for is refused with 400, and nothing is granted", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const answers = recordConsentAnswers();
    // A supported scope the app did not ask for, and one we do not offer at all.
    const attempts = [
      new AssistantAsking(harness, user, "analyses:read", "analyses:read analyses:write"),
      new ScriptedAssistant(harness, user, { approveOnly: "analyses:read admin" }),
    ];
    for (const assistant of attempts) {
      await expect(connectAssistant(harness, assistant)).rejects.toThrow();
      expect(assistant.callback).toBeUndefined();
    }
    expect(answers.map(askedFor)).toEqual([
      "analyses:read",
      "analyses:read analyses:write chat credits:read offline_access",
    ]);
    expect(answers.map((answer) => answer.response.status)).toEqual([400, 400]);
    expect(await consentsOf(user.userId)).toEqual([]);
    expect(await connectedApps(user)).toEqual([]);
    expect(newAccessMails(user)).toEqual([]);

    // The same signed request and session, with a scope that was asked for, is approved: the
    // scope was the one thing refused.
    vi.restoreAllMocks();
    for (const answer of answers) {
      const body = JSON.parse(answer.init.body as string) as Record<string, unknown>;
      const replay = await fetch(answer.url, {
        ...answer.init,
        body: JSON.stringify({ ...body, scope: "analyses:read" }),
      });
      expect(replay.status).toBe(200);
      const { url } = (await replay.json()) as { url: string };
      expect(new URL(url).searchParams.get("code")).toBeTruthy();
    }
    expect(await consentsOf(user.userId)).toHaveLength(2);
  });
});
