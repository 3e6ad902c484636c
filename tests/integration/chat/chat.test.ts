import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { CHAT_MESSAGES, type Conversation } from "../../../src/contract/chat.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, analysisConversations, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import type { Config } from "../../../src/server/config.ts";
import { engineOptionsFromConfig } from "../../../src/server/modules/analyses/engine-options.ts";
import { createChatEngine } from "../../../src/server/modules/chat/chat-engine.ts";
import type { FakeService } from "../../fakes/fake-server.ts";
import {
  startOpenAiCompatibleFake,
  type FakeModelControl,
} from "../../fakes/openai-compatible-fake.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a streamed answer as it arrives, noting how many separate reads it took. */
async function readEvents(response: Response): Promise<{ events: SseEvent[]; reads: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    reads += 1;
    buffer += decoder.decode(value, { stream: true });
  }
  const events = buffer
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
  return { events, reads };
}

const answerText = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === "delta")
    .map((event) => event.data.text)
    .join("");

let model: FakeService;
const control: FakeModelControl = {
  mode: "valid",
  latencyByName: {},
  calls: [],
  answered: new Set(),
};

beforeAll(async () => {
  model = await startOpenAiCompatibleFake(control);
});
afterAll(async () => {
  await model.close();
});

describeEachDatabase("chat with an analysis", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let evidenceOnlyApp: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    Object.assign(control, { mode: "valid", chatFailure: "none", chatIntervalMs: 0 });
    const base = {
      APP_URL: "http://localhost:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-chat-test-")),
      TRUST_PROXY: "true",
    };
    const logger = captureLogs().logger;
    // Wired as main.ts wires it: the chat engine from the same options as the research engine.
    const appWith = (config: Config) =>
      createApp({
        config,
        logger,
        database,
        web: null,
        chat: createChatEngine(engineOptionsFromConfig(config)),
      });
    app = appWith(
      testConfig({
        ...base,
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "fake-model",
        AI_API_KEY: "fake",
        AI_BASE_URL: `${model.url}/v1`,
      }),
    );
    evidenceOnlyApp = appWith(testConfig({ ...base, AI_PROVIDER: "none" }));
  });
  afterEach(async () => {
    await database.close();
  });

  async function founderWithReport(status: "succeeded" | "running" = "succeeded") {
    const { cookie, email } = await signUpVerified(app, database);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const [analysis] = await database.db
      .insert(analyses)
      .values({
        userId: user!.id,
        ideaText: reportFixture.idea,
        status,
        results: status === "succeeded" ? reportFixture : null,
      })
      .returning({ id: analyses.id });
    return { cookie, analysisId: analysis!.id };
  }

  const ask = (
    target: TestApp,
    cookie: string,
    analysisId: string,
    message: string,
    surface: "inline" | "dialog" = "dialog",
  ) =>
    call(target, "POST", `/api/analyses/${analysisId}/chat`, {
      cookie,
      body: { message, surface },
    });

  const conversation = async (cookie: string, analysisId: string, target = app) =>
    (await (
      await call(target, "GET", `/api/analyses/${analysisId}/chat`, { cookie })
    ).json()) as Conversation;

  const setCount = (analysisId: string, messagesCount: number) =>
    database.db
      .update(analysisConversations)
      .set({ messagesCount })
      .where(eq(analysisConversations.analysisId, analysisId));

  test("an answer streams in pieces, cites the report's evidence and is kept with the conversation", async () => {
    control.chatIntervalMs = 25;
    const { cookie, analysisId } = await founderWithReport();
    const response = await ask(app, cookie, analysisId, "What do Reddit users hate most?");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const { events, reads } = await readEvents(response);
    expect(events.filter((event) => event.event === "delta").length).toBeGreaterThan(3);
    expect(reads).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({
      messagesRemaining: 49,
      messagesCount: 1,
      interrupted: false,
      removedClaims: 0,
    });

    // Citations point at the evidence the report lists under the same numbers.
    const answer = answerText(events);
    const cited = [...answer.matchAll(/\[\[(\d+)\]\]\(([^)]+)\)/g)];
    expect(cited.length).toBeGreaterThan(0);
    for (const [, number, url] of cited)
      expect(reportFixture.sources[Number(number) - 1]?.url).toBe(url);

    const stored = await conversation(cookie, analysisId);
    expect(stored.messagesCount).toBe(1);
    expect(stored.mode).toBe("ai");
    expect(stored.messages).toEqual([
      { role: "user", content: "What do Reddit users hate most?" },
      { role: "assistant", content: answer },
    ]);
  });

  test("the server builds the model's context from the stored analysis and conversation", async () => {
    const { cookie, analysisId } = await founderWithReport();
    await readEvents(await ask(app, cookie, analysisId, "Who is the cheapest competitor?"));
    const before = model.requests.length;
    await readEvents(await ask(app, cookie, analysisId, "And how would you price this?"));
    const prompt = model.requests
      .slice(before)
      .map((request) => request.body)
      .join("\n");
    expect(prompt).toContain(reportFixture.competitors[0]!.name);
    expect(prompt).toContain("Who is the cheapest competitor?");
    expect(prompt).toContain("<evidence id=");
    const stored = await database.db
      .select()
      .from(analysisConversations)
      .where(eq(analysisConversations.analysisId, analysisId));
    expect(stored[0]!.inputTokens).toBeGreaterThan(0);
    expect(stored[0]!.outputTokens).toBeGreaterThan(0);
  });

  test("the 11th inline message is refused by the server, and the dialog stops after 50", async () => {
    const { cookie, analysisId } = await founderWithReport();
    for (let sent = 1; sent <= 10; sent += 1) {
      const { events } = await readEvents(
        await ask(app, cookie, analysisId, `Question number ${sent}?`, "inline"),
      );
      expect(events.at(-1)!.data.messagesRemaining).toBe(10 - sent);
    }
    const eleventh = await ask(app, cookie, analysisId, "One more?", "inline");
    expect(eleventh.status).toBe(403);
    expect((await eleventh.json()).error.message).toBe(CHAT_MESSAGES.inlineLimit);

    // The dialog shares the count and allows 50 in all.
    const { events } = await readEvents(
      await ask(app, cookie, analysisId, "Still here in the dialog?"),
    );
    expect(events.at(-1)!.data).toMatchObject({ messagesCount: 11, messagesRemaining: 39 });
    await setCount(analysisId, 49);
    const fiftieth = await readEvents(await ask(app, cookie, analysisId, "The fiftieth?"));
    expect(fiftieth.events.at(-1)!.data.messagesRemaining).toBe(0);
    const fiftyFirst = await ask(app, cookie, analysisId, "The fifty-first?");
    expect(fiftyFirst.status).toBe(403);
    const refusal = await fiftyFirst.json();
    expect(refusal.error).toMatchObject({
      code: "chat_limit_reached",
      message: CHAT_MESSAGES.dialogLimit,
    });
    expect((await conversation(cookie, analysisId)).messagesCount).toBe(50);
  });

  test("concurrent sends at the edge of the limit never pass it", async () => {
    const { cookie, analysisId } = await founderWithReport();
    await readEvents(await ask(app, cookie, analysisId, "First?", "inline"));
    await setCount(analysisId, 8);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ask(app, cookie, analysisId, `Parallel ${index}?`, "inline"),
      ),
    );
    await Promise.all(responses.filter((response) => response.ok).map(readEvents));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.status === 403)).toHaveLength(4);
    expect((await conversation(cookie, analysisId)).messagesCount).toBe(10);
  });

  test("someone else's analysis is not found, and a visitor is refused", async () => {
    const { analysisId } = await founderWithReport();
    const stranger = await signUpVerified(app, database);
    const post = await ask(app, stranger.cookie, analysisId, "Can I read this?");
    expect(post.status).toBe(404);
    expect(
      (await call(app, "GET", `/api/analyses/${analysisId}/chat`, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect((await ask(app, "", analysisId, "Anyone?")).status).toBe(401);
    expect((await call(app, "GET", `/api/analyses/${analysisId}/chat`)).status).toBe(401);
  });

  test("an empty message, or an analysis without a report, is refused plainly", async () => {
    const { cookie, analysisId } = await founderWithReport();
    const empty = await ask(app, cookie, analysisId, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(CHAT_MESSAGES.required);
    const long = await ask(app, cookie, analysisId, "x".repeat(2001));
    expect(long.status).toBe(400);
    const running = await founderWithReport("running");
    expect((await ask(app, running.cookie, running.analysisId, "Is it done?")).status).toBe(409);
  });

  test.each([
    ["429", 429, CHAT_MESSAGES.rateLimit],
    ["402", 402, CHAT_MESSAGES.creditsDepleted],
    ["500", 502, CHAT_MESSAGES.failed],
  ] as const)(
    "a model failing with %s answers %i with the spec's message and costs no message",
    async (failure, status, message) => {
      const { cookie, analysisId } = await founderWithReport();
      control.chatFailure = failure;
      const response = await ask(app, cookie, analysisId, "Will this fail?");
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message);
      const stored = await conversation(cookie, analysisId);
      expect(stored.messagesCount).toBe(0);
      expect(stored.messages).toEqual([]);
    },
  );

  test("an answer that invents a link, a quote and a citation has all three taken out", async () => {
    control.mode = "adversarial";
    const { cookie, analysisId } = await founderWithReport();
    const { events } = await readEvents(
      await ask(app, cookie, analysisId, "Where are the full numbers?"),
    );
    const answer = answerText(events);
    expect(answer).not.toMatch(/invented-source\.example|fake-study\.example/);
    expect(answer).not.toContain("[999]");
    expect(answer).not.toContain("“this will definitely make ten million dollars next year”");
    expect(answer).toContain("this will definitely make ten million dollars next year");
    // The grounded parts survive: the verbatim quote and the real citations.
    expect(answer).toMatch(/One person wrote “[^”]+”/);
    expect(events.at(-1)!.data.removedClaims).toBeGreaterThanOrEqual(4);
  });

  test("a stream cut off half-way keeps what arrived, marked as interrupted", async () => {
    control.chatFailure = "cut";
    const { cookie, analysisId } = await founderWithReport();
    const response = await ask(app, cookie, analysisId, "Tell me everything?");
    expect(response.status).toBe(200);
    const { events } = await readEvents(response);
    const answer = answerText(events);
    expect(answer.length).toBeGreaterThan(0);
    expect(events.at(-1)!.data).toMatchObject({ interrupted: true, messagesCount: 1 });
    const stored = await conversation(cookie, analysisId);
    expect(stored.messages[1]).toEqual({ role: "assistant", content: answer, interrupted: true });
  });

  test("stopping an answer half-way keeps what arrived, marked as interrupted and counted", async () => {
    control.chatIntervalMs = 80;
    const { cookie, analysisId } = await founderWithReport();
    const stop = new AbortController();
    const response = await app.request(`/api/analyses/${analysisId}/chat`, {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        cookie,
        "content-type": "application/json",
        "x-forwarded-for": "10.200.9.9",
      },
      body: JSON.stringify({ message: "Stop me half-way?", surface: "dialog" }),
      signal: stop.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    stop.abort();
    await reader.cancel().catch(() => {});
    let stored: Conversation | null = null;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      stored = await conversation(cookie, analysisId);
      if (stored.messages.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored!.messagesCount).toBe(1);
    expect(stored!.messages[0]).toEqual({ role: "user", content: "Stop me half-way?" });
    expect(stored!.messages[1]).toMatchObject({ role: "assistant", interrupted: true });
    expect(stored!.messages[1]!.content.length).toBeGreaterThan(0);
  });

  test("without a model the chat quotes the most relevant evidence and says AI answers need one", async () => {
    const { cookie, analysisId } = await founderWithReport();
    expect((await conversation(cookie, analysisId, evidenceOnlyApp)).mode).toBe("evidence-only");
    const { events } = await readEvents(
      await ask(evidenceOnlyApp, cookie, analysisId, "What do people say about late payments?"),
    );
    const answer = answerText(events);
    expect(answer).toContain("AI answers need a language model");
    const quoted = [...answer.matchAll(/“([^”]+)”/g)].map((match) =>
      match[1]!.replace(/^…|…$/g, ""),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const quote of quoted)
      expect(reportFixture.sources.some((source) => source.text.includes(quote))).toBe(true);
    expect(answer).toMatch(/\[\[\d+\]\]\(https?:\/\/[^)]+\)/);
    expect(events.at(-1)!.data).toMatchObject({ messagesRemaining: 49, removedClaims: 0 });
  });
});
