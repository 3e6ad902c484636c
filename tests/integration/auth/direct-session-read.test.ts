import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { sessions, users } from "../../../src/db/schema.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { buildAuthTestApp, call, signUpVerified, type TestApp } from "./auth-helpers.ts";

/**
 * Signed-in reads take the session and its user in one statement (ADR 0016): these are the
 * cases where that must still behave exactly as better-auth's own read does.
 */
describeEachDatabase("reading the session directly", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    app = buildAuthTestApp(database).app;
  });
  afterEach(async () => {
    await database.close();
  });

  async function signedIn() {
    const { cookie, email } = await signUpVerified(app, database);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    return { cookie, userId: user!.id };
  }

  const me = (cookie: string) => call(app, "GET", "/api/me", { cookie });

  test("a live session reads; once revoked it is refused at once", async () => {
    const { cookie, userId } = await signedIn();
    expect((await me(cookie)).status).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(401);
  });

  test("a cookie whose token is not the one the server signed is refused", async () => {
    const { cookie, userId } = await signedIn();
    const [session] = await database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    // The real token with another signature, and a signature moved onto another token.
    const [name, value] = cookie
      .split("; ")
      .find((pair) => pair.includes("session_token"))!
      .split("=") as [string, string];
    const signature = decodeURIComponent(value).split(".").at(-1)!;
    for (const forged of [
      `${session!.token}.${"A".repeat(43)}=`,
      `${"x".repeat(32)}.${signature}`,
      session!.token,
    ])
      expect((await me(`${name}=${encodeURIComponent(forged)}`)).status, forged).toBe(401);
  });

  test("an expired session is refused and one due for a refresh is refreshed, as before", async () => {
    const { cookie, userId } = await signedIn();
    const day = 24 * 60 * 60 * 1000;
    // Signed in 13 days ago: one day left, more than a day since the last refresh.
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + day) })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(200);
    const [refreshed] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(refreshed!.expiresAt.valueOf()).toBeGreaterThan(Date.now() + 13 * day);

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(401);
  });
});
