import { afterAll, beforeAll, expect, it } from "vitest";
import {
  FREE_REPORT_ALREADY_USED_MESSAGE,
  FREE_REPORT_VERIFY_EMAIL_MESSAGE,
} from "../../../src/contract/credits.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  buildAuthTestApp,
  call,
  freshEmail,
  linkIn,
  readOutbox,
  signUp,
  signUpVerified,
  type TestApp,
} from "./auth-helpers.ts";

/** Issue 12, item 9: the free report is for a confirmed mailbox, once a month, whatever its accounts. */
describeEachDatabase("the free monthly report", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(leg);
    ({ app, dataDir } = buildAuthTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  const credits = async (cookie: string) =>
    (await (await call(app, "GET", "/api/credits", { cookie })).json()) as {
      remaining: number;
      freeReportBlocked: string | null;
    };
  const start = (cookie: string) =>
    call(app, "POST", "/api/analyses", {
      cookie,
      body: { idea: "A booking tool for independent physiotherapists" },
    });

  it("waits for a confirmed e-mail: none before the link is opened, one after", async () => {
    const { email, cookie } = await signUp(app);
    expect(await credits(cookie)).toMatchObject({
      remaining: 0,
      freeReportBlocked: "verify_email",
    });
    const refused = await start(cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "email_not_verified", message: FREE_REPORT_VERIFY_EMAIL_MESSAGE },
    });

    const mail = readOutbox(dataDir).find(
      (entry) => entry.to === email && entry.kind === "verify-email",
    )!;
    const link = new URL(linkIn(mail));
    expect([200, 302]).toContain((await app.request(`${link.pathname}${link.search}`)).status);
    expect(await credits(cookie)).toMatchObject({ remaining: 1, freeReportBlocked: null });
  });

  it("is not given again to a mailbox whose account was deleted, however the address is spelled", async () => {
    const base = freshEmail("farmer").replace("@example.com", "");
    const first = await signUpVerified(app, database, { email: `${base}@gmail.com` });
    expect(await credits(first.cookie)).toMatchObject({ remaining: 1 });
    expect(
      (await call(app, "DELETE", "/api/account", { cookie: first.cookie, body: { confirm: true } }))
        .status,
    ).toBe(204);

    for (const spelling of [
      `${base}@gmail.com`,
      `${base.slice(0, 3)}.${base.slice(3)}+again@googlemail.com`,
    ]) {
      const again = await signUpVerified(app, database, { email: spelling.toUpperCase() });
      expect(await credits(again.cookie), spelling).toMatchObject({
        remaining: 0,
        freeReportBlocked: "already_used",
      });
      const refused = await start(again.cookie);
      expect(refused.status).toBe(402);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        FREE_REPORT_ALREADY_USED_MESSAGE,
      );
      await call(app, "DELETE", "/api/account", { cookie: again.cookie, body: { confirm: true } });
    }
  });

  it("leaves other mailboxes alone", async () => {
    const { cookie } = await signUpVerified(app, database, { email: freshEmail("neighbour") });
    expect(await credits(cookie)).toMatchObject({ remaining: 1, freeReportBlocked: null });
  });
});
