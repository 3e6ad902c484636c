import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Conversation } from "../../../src/contract/chat.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "../../../src/contract/plain-text.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, analysisConversations, users } from "../../../src/db/schema.ts";
import { reserveChatMessage } from "../../../src/server/modules/chat/reserve-chat-message.ts";
import { saveChatExchange } from "../../../src/server/modules/chat/save-chat-exchange.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import {
  buildAuthTestApp,
  call,
  freshEmail,
  freshIp,
  ORIGIN,
  signUp,
  type TestApp,
} from "../auth/auth-helpers.ts";

/**
 * Issue 12, item 5: inputs that used to fail inside the database (a 500) are refused up front
 * with a 400 that says why, on PGlite and PostgreSQL alike.
 */

const NUL = "\u0000";

async function errorOf(response: Response) {
  return (await response.json()) as {
    error: { code: string; message: string };
    code?: string;
    message?: string;
  };
}

async function expectControlCharacterRefusal(response: Response) {
  expect(response.status).toBe(400);
  const body = await errorOf(response);
  expect(body.error).toMatchObject({
    code: "validation_failed",
    message: CONTROL_CHARACTERS_MESSAGE,
  });
  return body;
}

describeEachDatabase("control characters and malformed input", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(leg);
    app = buildAuthTestApp(database).app;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function userId(email: string): Promise<string> {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return user!.id;
  }

  test("an idea with a NUL byte is refused, for an analysis and for the free preview", async () => {
    const { cookie } = await signUp(app);
    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/analyses", {
        cookie,
        body: { idea: `A marketplace${NUL} for tutors` },
      }),
    );
    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/preview", {
        ip: freshIp(),
        body: { idea: `A marketplace${NUL} for tutors` },
      }),
    );
  });

  test("the contact form refuses a NUL byte in any field but keeps line breaks in the message", async () => {
    const valid = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Hello",
      message: "Line one\nLine two\tend",
    };
    for (const field of ["name", "email", "subject", "message"] as const) {
      const body = { ...valid, [field]: `${valid[field]}${NUL}` };
      await expectControlCharacterRefusal(
        await call(app, "POST", "/api/contact", { ip: freshIp(), body }),
      );
    }
    expect((await call(app, "POST", "/api/contact", { ip: freshIp(), body: valid })).status).toBe(
      201,
    );
  });

  test("sign-in refuses a NUL byte in the e-mail, as JSON and as a form, in both error shapes", async () => {
    const asJson = await call(app, "POST", "/api/auth/sign-in/email", {
      ip: freshIp(),
      body: { email: `ada${NUL}@example.com`, password: "correct horse" },
    });
    const body = await expectControlCharacterRefusal(asJson);
    // better-auth's client reads the top-level fields.
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", message: CONTROL_CHARACTERS_MESSAGE });

    const asForm = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "x-forwarded-for": freshIp(),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        email: `ada${NUL}@example.com`,
        password: "correct horse",
      }).toString(),
    });
    await expectControlCharacterRefusal(asForm);
  });

  test("sign-up refuses a NUL byte in the name and a lone surrogate in the e-mail", async () => {
    const email = freshEmail();
    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/auth/sign-up/email", {
        ip: freshIp(),
        body: { email, password: "correct horse", name: `Ada${NUL}` },
      }),
    );
    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/auth/sign-up/email", {
        ip: freshIp(),
        body: { email: `ada\ud800${email}`, password: "correct horse", name: "Ada" },
      }),
    );
    const [created] = await database.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
  });

  test("a reset token with a NUL byte is refused, in the body and in the link", async () => {
    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/auth/reset-password", {
        ip: freshIp(),
        body: { token: `abc${NUL}def`, newPassword: "a new password" },
      }),
    );
    await expectControlCharacterRefusal(
      await call(
        app,
        "GET",
        `/api/auth/reset-password/abc%00def?callbackURL=${encodeURIComponent(`${ORIGIN}/auth`)}`,
        {
          ip: freshIp(),
        },
      ),
    );
  });

  test("update-user refuses a NUL byte or a null as the name, and the name stays", async () => {
    const { cookie } = await signUp(app);
    const nameNow = async () =>
      (
        (await (await call(app, "GET", "/api/auth/get-session", { cookie })).json()) as {
          user: { name: string };
        }
      ).user.name;
    const before = await nameNow();

    await expectControlCharacterRefusal(
      await call(app, "POST", "/api/auth/update-user", { cookie, body: { name: `Ada${NUL}` } }),
    );
    for (const name of [null, "", "   ", 42]) {
      const response = await call(app, "POST", "/api/auth/update-user", { cookie, body: { name } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error.code).toBe("validation_failed");
    }
    expect(await nameNow()).toBe(before);

    expect(
      (await call(app, "POST", "/api/auth/update-user", { cookie, body: { name: "Ada Lovelace" } }))
        .status,
    ).toBe(200);
    expect(await nameNow()).toBe("Ada Lovelace");
  });

  test("a malformed history cursor is a 400, never a database error", async () => {
    const { cookie } = await signUp(app);
    const encode = (text: string) => Buffer.from(text).toString("base64url");
    const cursors = [
      "!!!not-base64!!!",
      encode("not a date|00000000-0000-0000-0000-000000000000"),
      encode("2026-01-01T00:00:00.000Z|not-a-uuid"),
      encode(`2026-01-01T00:00:00.000Z|${NUL}`),
      encode("2026-01-01T00:00:00.000Z"),
      encode("0000-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000"),
      encode("+275760-09-13T00:00:00.000Z|00000000-0000-0000-0000-000000000000"),
      encode("2026-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000|extra"),
    ];
    for (const cursor of cursors) {
      const response = await call(
        app,
        "GET",
        `/api/analyses?cursor=${encodeURIComponent(cursor)}`,
        { cookie },
      );
      expect(response.status, cursor).toBe(400);
      expect(await errorOf(response)).toEqual({
        error: { code: "bad_request", message: "Invalid page cursor." },
      });
    }
    const wellFormed = encode("2026-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000");
    expect((await call(app, "GET", `/api/analyses?cursor=${wellFormed}`, { cookie })).status).toBe(
      200,
    );
  });

  test("a chat message with a NUL byte is refused before it uses up a message", async () => {
    const { cookie, email } = await signUp(app);
    const [analysis] = await database.db
      .insert(analyses)
      .values({
        userId: await userId(email),
        ideaText: reportFixture.idea,
        status: "succeeded",
        results: reportFixture,
      })
      .returning({ id: analyses.id });
    const chatPath = `/api/analyses/${analysis!.id}/chat`;
    const count = async () =>
      ((await (await call(app, "GET", chatPath, { cookie })).json()) as Conversation).messagesCount;

    await expectControlCharacterRefusal(
      await call(app, "POST", chatPath, { cookie, body: { message: `What${NUL} else?` } }),
    );
    expect(await count()).toBe(0);

    // A line break is ordinary in a message: it is answered and counted.
    const answered = await call(app, "POST", chatPath, {
      cookie,
      body: { message: "Who competes?\nAnd how?" },
    });
    expect(answered.status).toBe(200);
    await answered.text();
    expect(await count()).toBe(1);
  });

  test("a model answer with a NUL byte or half a surrogate pair is still saved", async () => {
    const { email } = await signUp(app);
    const owner = await userId(email);
    const [analysis] = await database.db
      .insert(analyses)
      .values({
        userId: owner,
        ideaText: reportFixture.idea,
        status: "succeeded",
        results: reportFixture,
      })
      .returning({ id: analyses.id });
    const analysisId = analysis!.id;
    await reserveChatMessage(database.db, { analysisId, userId: owner, surface: "dialog" });
    await saveChatExchange(database.db, {
      analysisId,
      question: "Who competes?",
      answer: `Tutorly${NUL} and \ud83d Acme`,
      interrupted: false,
      inputTokens: 1,
      outputTokens: 1,
    });
    const [row] = await database.db
      .select()
      .from(analysisConversations)
      .where(eq(analysisConversations.analysisId, analysisId));
    expect(row!.messages.map((message) => message.content)).toEqual([
      "Who competes?",
      "Tutorly and \ufffd Acme",
    ]);
  });

  test("an analysis id that is not a uuid is not found, not a database error", async () => {
    const { cookie } = await signUp(app);
    for (const path of [
      "/api/analyses/not-a-uuid",
      "/api/analyses/not-a-uuid/chat",
      "/api/analyses/%00/events",
    ]) {
      const response = await call(app, "GET", path, { cookie });
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).error.code).toBe("not_found");
    }
  });

  test("better-auth's own errors carry the app's error shape and keep its fields for its client", async () => {
    const { email } = await signUp(app);
    const response = await call(app, "POST", "/api/auth/sign-in/email", {
      ip: freshIp(),
      body: { email, password: "not the password" },
    });
    expect(response.status).toBe(401);
    const body = await errorOf(response);
    expect(body.error.code).toBe("unauthorized");
    expect(body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(body.message).toBe(body.error.message);
    expect(body.error.message).toBeTruthy();

    const missing = await call(app, "GET", "/api/auth/no-such-endpoint");
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe("not_found");
  });
});
