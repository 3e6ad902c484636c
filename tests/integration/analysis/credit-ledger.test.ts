import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, creditGrants, creditSpends, users } from "../../../src/db/schema.ts";
import { getCreditSummary } from "../../../src/server/modules/credits/get-credit-summary.ts";
import { grantCredits } from "../../../src/server/modules/credits/grant-credits.ts";
import { lockUserLedger } from "../../../src/server/modules/credits/lock-user-ledger.ts";
import { reserveCredit } from "../../../src/server/modules/credits/reserve-credit.ts";
import { settleCredit } from "../../../src/server/modules/credits/settle-credit.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";

const day = 24 * 60 * 60 * 1000;

describeEachDatabase("the credit ledger", (leg) => {
  let database: DatabaseHandle;
  let userId: string;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, email: `${userId}@example.com`, emailVerified: true });
  });
  afterEach(async () => {
    await database.close();
  });

  /** Starts an analysis the way the route does: the row and its reserved report in one transaction. */
  async function spend(now: Date): Promise<string> {
    const analysisId = randomUUID();
    await database.db.transaction(async (tx) => {
      await tx
        .insert(analyses)
        .values({ id: analysisId, userId, ideaText: "an idea", createdAt: now });
      await reserveCredit(tx, { userId, analysisId, now });
    });
    return analysisId;
  }
  const userRow = async () =>
    (await database.db.select().from(users).where(eq(users.id, userId)))[0]!;

  test("one free report per calendar month (UTC), granted on first use, with no rollover", async () => {
    const november = new Date("2026-11-03T10:00:00Z");
    expect((await getCreditSummary(database.db, userId, november)).remaining).toBe(1);
    // Reading twice in the month does not grant twice.
    expect(
      (await getCreditSummary(database.db, userId, new Date("2026-11-20T10:00:00Z"))).remaining,
    ).toBe(1);
    // December: November's unused report expired at the month's end; only December's remains.
    const december = await getCreditSummary(database.db, userId, new Date("2026-12-01T00:00:01Z"));
    expect(december.remaining).toBe(1);
    expect(december.expiresAt).toBe("2027-01-01T00:00:00.000Z");
    expect(december.freeReportResetsOn).toBe("2027-01-01T00:00:00.000Z");
  });

  test("spending uses the grant that expires first; the user's row follows the ledger", async () => {
    const now = new Date("2026-11-10T12:00:00Z");
    await getCreditSummary(database.db, userId, now); // grants November's free report
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId,
        kind: "pack",
        amount: 10,
        expiresAt: new Date(now.getTime() + 365 * day),
        sourceRef: "purchase-1",
        now,
      }),
    );
    let summary = await getCreditSummary(database.db, userId, now);
    expect(summary).toMatchObject({
      remaining: 11,
      plan: "professional",
      expiresAt: "2026-12-01T00:00:00.000Z",
      paidExpiresAt: new Date(now.getTime() + 365 * day).toISOString(),
      // The free report ends with November, but only a pack's expiry warns.
      expiringSoon: false,
    });
    expect(await userRow()).toMatchObject({ creditsRemaining: 11 });

    const first = await spend(now);
    const [firstSpend] = await database.db
      .select()
      .from(creditSpends)
      .where(eq(creditSpends.analysisId, first));
    const [freeGrant] = await database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.kind, "free_monthly"));
    expect(firstSpend!.grantId).toBe(freeGrant!.id);

    await settleCredit(database.db, { analysisId: first, outcome: "consumed", now });
    summary = await getCreditSummary(database.db, userId, now);
    expect(summary.remaining).toBe(10);
    expect(summary.expiringSoon).toBe(false);
    expect((await userRow()).creditsRemaining).toBe(10);
    expect((await userRow()).creditsExpireAt?.toISOString()).toBe(
      new Date(now.getTime() + 365 * day).toISOString(),
    );
    // Eleven months on, the same pack is inside the 30-day warning.
    const late = new Date(now.getTime() + 340 * day);
    expect((await getCreditSummary(database.db, userId, late)).expiringSoon).toBe(true);
  });

  test("a released report goes back to its grant; settling twice changes nothing", async () => {
    const now = new Date("2026-11-10T12:00:00Z");
    const analysisId = await spend(now);
    expect((await getCreditSummary(database.db, userId, now)).remaining).toBe(0);
    await settleCredit(database.db, { analysisId, outcome: "released", now });
    await settleCredit(database.db, { analysisId, outcome: "released", now });
    await settleCredit(database.db, { analysisId, outcome: "consumed", now });
    expect((await getCreditSummary(database.db, userId, now)).remaining).toBe(1);
  });

  test("at zero the start is refused with the spec's message; expired packs say so", async () => {
    const now = new Date("2026-11-10T12:00:00Z");
    await spend(now);
    await expect(spend(now)).rejects.toMatchObject({
      code: "insufficient_credits",
      message: "No credits remaining. Please purchase more.",
    });
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId,
        kind: "pack",
        amount: 10,
        expiresAt: new Date(now.getTime() - day),
        sourceRef: "old-purchase",
        now: new Date(now.getTime() - 400 * day),
      }),
    );
    await expect(spend(now)).rejects.toMatchObject({
      code: "credits_expired",
      message: "Your credits have expired. Please purchase a new pack.",
    });
    expect((await getCreditSummary(database.db, userId, now)).plan).toBe("free");
  });

  /** A row's xmin changes with every update, even one that writes the same values. */
  const rowVersions = async () => ({
    user: (
      await database.db
        .select({ version: sql<string>`xmin::text` })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!.version,
    grants: (
      await database.db
        .select({ version: sql<string>`xmin::text` })
        .from(creditGrants)
        .where(eq(creditGrants.userId, userId))
    ).map((row) => row.version),
  });

  test("reading the balance once the month's report is granted writes nothing", async () => {
    const now = new Date("2026-11-10T12:00:00Z");
    const first = await getCreditSummary(database.db, userId, now);
    const before = await rowVersions();
    expect(await getCreditSummary(database.db, userId, new Date("2026-11-11T12:00:00Z"))).toEqual(
      first,
    );
    expect(await rowVersions()).toEqual(before);
  });

  test("a report that expired since the last read leaves the user's row on the next read", async () => {
    const now = new Date("2026-11-10T12:00:00Z");
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId,
        kind: "referral",
        amount: 1,
        expiresAt: new Date(now.getTime() + day),
        sourceRef: "referral-1",
        now,
      }),
    );
    expect((await getCreditSummary(database.db, userId, now)).remaining).toBe(2);
    expect((await userRow()).creditsRemaining).toBe(2);
    // Later the same month: the grant exists, but the referral report expired in between.
    const later = new Date(now.getTime() + 2 * day);
    expect((await getCreditSummary(database.db, userId, later)).remaining).toBe(1);
    expect(await userRow()).toMatchObject({
      creditsRemaining: 1,
      creditsExpireAt: new Date("2026-12-01T00:00:00Z"),
    });
  });

  test.runIf(leg === "postgres")(
    "the balance reads while another request holds the user's ledger",
    async () => {
      const now = new Date("2026-11-10T12:00:00Z");
      await getCreditSummary(database.db, userId, now);
      // A purchase or a start in progress holds the ledger lock; the dashboard must not wait for
      // it (on the embedded database every query waits for an open transaction anyway).
      const summary = await database.db.transaction(async (tx) => {
        await lockUserLedger(tx, userId);
        return getCreditSummary(database.db, userId, now);
      });
      expect(summary.remaining).toBe(1);
    },
  );
});
