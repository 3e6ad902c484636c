import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { creditGrants, purchases, userReferrals, users } from "../../../src/db/schema.ts";
import { createCheckoutSession } from "../../../src/server/modules/billing/create-checkout-session.ts";
import { handleStripeEvent } from "../../../src/server/modules/billing/handle-stripe-event.ts";
import { getReferralOverview } from "../../../src/server/modules/referrals/get-referral-overview.ts";
import { requestRefund } from "../../../src/server/modules/billing/request-refund.ts";
import { describeEachDatabase } from "../../support/test-database.ts";
import {
  buy,
  insertUser,
  ORIGIN,
  reportsByKind,
  startBillingHarness,
  type BillingHarness,
} from "./billing-harness.ts";

describeEachDatabase("pack expiry and referral rewards", (leg) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(leg);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Pays on the fake without delivering, then handles the event as of `now`. */
  async function buyAt(userId: string, now: Date) {
    h.fake.setWebhookUrl(undefined);
    const { url } = await createCheckoutSession(
      { stripe: h.stripe, appUrl: ORIGIN, log: h.log },
      { userId, email: "a@example.com" },
    );
    const { event } = await h.fake.pay(url.split("/").pop()!);
    h.fake.setWebhookUrl(h.webhookUrl);
    return handleStripeEvent(
      { db: h.db, stripe: h.stripe, log: h.log, now: () => now },
      event as unknown as Stripe.Event,
    );
  }
  const packGrants = (userId: string) =>
    h.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, userId), eq(creditGrants.kind, "pack")))
      .orderBy(creditGrants.createdAt);

  it("a pack lasts 12 months, and each purchase moves every unexpired pack to the new expiry", async () => {
    const userId = await insertUser(h.database, { createdAt: new Date("2024-01-01T00:00:00Z") });
    // A pack that already expired stays expired.
    await h.db.insert(creditGrants).values({
      userId,
      kind: "pack",
      amount: 10,
      remaining: 4,
      expiresAt: new Date("2025-12-31T00:00:00Z"),
      sourceRef: "purchase:old",
      createdAt: new Date("2024-12-31T00:00:00Z"),
    });
    // A referral reward keeps its own 90 days.
    await h.db.insert(creditGrants).values({
      userId,
      kind: "referral",
      amount: 3,
      remaining: 3,
      expiresAt: new Date("2026-03-01T00:00:00Z"),
      sourceRef: "referral:x:friend",
    });

    expect(await buyAt(userId, new Date("2026-01-15T10:00:00Z"))).toBe("processed");
    let grants = await packGrants(userId);
    expect(grants.map((grant) => grant.expiresAt.toISOString())).toEqual([
      "2025-12-31T00:00:00.000Z",
      "2027-01-15T10:00:00.000Z",
    ]);

    expect(await buyAt(userId, new Date("2026-03-10T08:30:00Z"))).toBe("processed");
    grants = await packGrants(userId);
    expect(grants.map((grant) => grant.expiresAt.toISOString())).toEqual([
      "2025-12-31T00:00:00.000Z",
      "2027-03-10T08:30:00.000Z",
      "2027-03-10T08:30:00.000Z",
    ]);
    const [referral] = await h.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, userId), eq(creditGrants.kind, "referral")));
    expect(referral!.expiresAt.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    const bought = await h.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(purchases.createdAt);
    expect(bought.map((purchase) => purchase.expiresAt.toISOString())).toEqual([
      "2027-01-15T10:00:00.000Z",
      "2027-03-10T08:30:00.000Z",
    ]);
  });

  it("month-end purchases land on the same day a year later (leap day to Feb 28/Mar 1)", async () => {
    const userId = await insertUser(h.database, { createdAt: new Date("2027-01-01T00:00:00Z") });
    await buyAt(userId, new Date("2028-02-29T12:00:00Z"));
    const [grant] = await packGrants(userId);
    // Date.UTC rolls Feb 29 + 12 months to Mar 1 2029: never earlier than a full year.
    expect(grant!.expiresAt.toISOString()).toBe("2029-03-01T12:00:00.000Z");
  });

  it("a referred friend's first purchase gives both 3 reports for 90 days; the second gives nothing more", async () => {
    const referrer = await insertUser(h.database, { createdAt: new Date(Date.now() - 60_000) });
    const friend = await insertUser(h.database, { referredBy: referrer });
    const before = await getReferralOverview(h.db, { userId: referrer, appUrl: ORIGIN });
    expect(before).toMatchObject({ friendsJoined: 1, friendsPurchased: 0, reportsEarned: 0 });
    expect(before.code).toBe(`GT-${referrer.slice(0, 8).toUpperCase()}`);
    expect(before.link).toBe(`${ORIGIN}/auth?ref=${before.code}`);

    await buy(h, friend);
    expect(await reportsByKind(h.database, friend)).toMatchObject({ pack: 10, referral: 3 });
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ pack: 0, referral: 3 });
    const [reward] = await h.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, referrer), eq(creditGrants.kind, "referral")));
    expect(reward!.expiresAt.getTime() - reward!.createdAt.getTime()).toBeGreaterThan(
      89.9 * 24 * 3600 * 1000,
    );
    expect(reward!.expiresAt.getTime() - reward!.createdAt.getTime()).toBeLessThan(
      90.1 * 24 * 3600 * 1000,
    );

    await buy(h, friend);
    expect(await reportsByKind(h.database, friend)).toMatchObject({ pack: 20, referral: 3 });
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 3 });
    expect(await getReferralOverview(h.db, { userId: referrer, appUrl: ORIGIN })).toMatchObject({
      friendsJoined: 1,
      friendsPurchased: 1,
      reportsEarned: 3,
    });
  });

  it("no cap: every friend's first purchase rewards the referrer", async () => {
    const referrer = await insertUser(h.database, { createdAt: new Date(Date.now() - 60_000) });
    for (let index = 0; index < 3; index += 1)
      await buy(h, await insertUser(h.database, { referredBy: referrer }));
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 9 });
    expect(await getReferralOverview(h.db, { userId: referrer, appUrl: ORIGIN })).toMatchObject({
      friendsJoined: 3,
      friendsPurchased: 3,
      reportsEarned: 9,
    });
  });

  it("a self-referral gives nothing", async () => {
    const id = crypto.randomUUID();
    await insertUser(h.database, { id, referredBy: id });
    await buy(h, id);
    expect(await reportsByKind(h.database, id)).toMatchObject({ pack: 10, referral: 0 });
    expect(
      await h.db.select().from(userReferrals).where(eq(userReferrals.referredUserId, id)),
    ).toHaveLength(0);
    expect(await getReferralOverview(h.db, { userId: id, appUrl: ORIGIN })).toMatchObject({
      friendsJoined: 0,
      friendsPurchased: 0,
    });
  });

  it("only new accounts count: a 'friend' older than the referrer earns nothing", async () => {
    const older = await insertUser(h.database, { createdAt: new Date(Date.now() - 3_600_000) });
    const referrer = await insertUser(h.database);
    await h.db.update(users).set({ referredByUserId: referrer }).where(eq(users.id, older));
    await buy(h, older);
    expect(await reportsByKind(h.database, older)).toMatchObject({ referral: 0 });
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 0 });
  });

  it("refunding the purchase that earned a referral takes both rewards back", async () => {
    const referrer = await insertUser(h.database, { createdAt: new Date(Date.now() - 60_000) });
    const friend = await insertUser(h.database, { referredBy: referrer });
    const { sessionId } = await buy(h, friend);
    const [purchase] = await h.db
      .select()
      .from(purchases)
      .where(eq(purchases.stripeSessionId, sessionId));
    await requestRefund(
      { db: h.db, stripe: h.stripe, log: h.log },
      { userId: friend, purchaseId: purchase!.id, now: new Date() },
    );
    expect(await reportsByKind(h.database, friend)).toMatchObject({ pack: 0, referral: 0 });
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 0 });
  });
});
