import type { Client } from "@modelcontextprotocol/client";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createdApiKeySchema } from "../../../src/contract/api-access.ts";
import { AUTH_MESSAGES } from "../../../src/contract/auth.ts";
import { shareLinkSchema } from "../../../src/contract/integrations.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { waitForMail } from "../auth/auth-helpers.ts";
import { aFinishedAnalysis } from "../integrations/harness.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  aSignedInUser,
  callTool,
  connectAssistant,
  ScriptedAssistant,
  startAssistantHarness,
  type AssistantHarness,
  type TestUser,
} from "./harness.ts";

/**
 * The "New access" e-mail tells the owner of a stolen session to change their password: the
 * change (or a reset) must end what that session could have made to outlast it.
 */
describeEachDatabase("a new password ends access made with the old one", (leg) => {
  let database: DatabaseHandle;
  let harness: AssistantHarness;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    harness = await startAssistantHarness(database);
  });
  afterEach(async () => {
    await harness.close();
    await database.close();
  });

  const send = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
    fetch(`${harness.origin}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: harness.origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** What someone holding the session could make: a key, a share link, an approved assistant. */
  async function accessMadeBy(user: TestUser) {
    const analysisId = await aFinishedAnalysis(database, user.userId);
    const created = await send("/api/api-keys", {
      method: "POST",
      cookie: user.cookie,
      body: { name: "Exfiltration", scopes: ["analyses:read"] },
    });
    expect(created.status).toBe(201);
    const { key } = createdApiKeySchema.parse(await created.json());
    const shared = await send(`/api/analyses/${analysisId}/shares`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(shared.status).toBe(201);
    const shareToken = new URL(shareLinkSchema.parse(await shared.json()).url!).pathname.split(
      "/",
    )[2]!;
    const assistant = await connectAssistant(harness, new ScriptedAssistant(harness, user));

    const works = await reach({ key, shareToken, assistant });
    expect(works).toEqual({ key: 200, share: 200, assistant: "answers" });
    return { key, shareToken, assistant };
  }

  async function reach(access: { key: string; shareToken: string; assistant: Client }) {
    const withKey = await fetch(`${harness.origin}/api/analyses`, {
      headers: { authorization: `Bearer ${access.key}` },
    });
    const share = await fetch(`${harness.origin}/api/shared/${access.shareToken}`);
    const tool = await callTool(access.assistant, "list_analyses").catch(() => null);
    return {
      key: withKey.status,
      share: share.status,
      assistant: tool && !tool.isError ? "answers" : "refused",
    };
  }

  const ended = { key: 401, share: 404, assistant: "refused" };

  test("changing the password in Settings ends API keys, connected apps and share links", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const access = await accessMadeBy(user);
    const changed = await send("/api/auth/change-password", {
      method: "POST",
      cookie: user.cookie,
      body: {
        currentPassword: user.password,
        newPassword: "a brand new password",
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(await reach(access)).toEqual(ended);
    await access.assistant.close();
  });

  test("a wrong current password changes nothing and ends nothing", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const access = await accessMadeBy(user);
    const refused = await send("/api/auth/change-password", {
      method: "POST",
      cookie: user.cookie,
      body: { currentPassword: "not the password", newPassword: "a brand new password" },
    });
    expect(refused.status).toBe(400);
    expect(await reach(access)).toEqual({ key: 200, share: 200, assistant: "answers" });
    await access.assistant.close();
  });

  test("resetting the password by e-mail ends them too", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    const access = await accessMadeBy(user);
    const asked = await send("/api/auth/request-password-reset", {
      method: "POST",
      body: { email: user.email, redirectTo: "/auth?reset=1" },
    });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(
      harness.dataDir,
      (entry) => entry.to === user.email && entry.kind === "reset-password",
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const landing = await fetch(`${harness.origin}${link.pathname}${link.search}`, {
      redirect: "manual",
    });
    const token = new URL(landing.headers.get("location")!, harness.origin).searchParams.get(
      "token",
    );
    const reset = await send("/api/auth/reset-password", {
      method: "POST",
      body: { newPassword: "a brand new password", token },
    });
    expect(reset.status).toBe(200);
    expect(await reach(access)).toEqual(ended);
    await access.assistant.close();
  });

  test("the New access e-mail promises what a password change does", async () => {
    const user = await aSignedInUser(harness, database, { paid: true });
    await send("/api/api-keys", {
      method: "POST",
      cookie: user.cookie,
      body: { name: "Nightly export", scopes: ["analyses:read"] },
    });
    const told = await waitForMail(
      harness.dataDir,
      (mail) => mail.to === user.email && mail.kind === "new-access",
    );
    expect(told?.text).toContain(AUTH_MESSAGES.newPasswordEndsAccess);
  });
});
