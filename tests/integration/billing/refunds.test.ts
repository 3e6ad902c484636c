import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  REFUND_ALREADY_DONE_MESSAGE,
  REFUND_REFERRAL_REWARD_USED_MESSAGE,
  REFUND_REPORTS_USED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
} from "../../../src/contract/billing.ts";
import { PRICING } from "../../../src/contract/site.ts";
import { creditSpends, purchases } from "../../../src/db/schema.ts";
import type { JobQueue } from "../../../src/server/jobs/job-queue.ts";
import { startAnalysis } from "../../../src/server/modules/analyses/start-analysis.ts";
import { listPurchases } from "../../../src/server/modules/billing/list-purchases.ts";
import { requestRefund } from "../../../src/server/modules/billing/request-refund.ts";
import { AppError } from "../../../src/server/app-error.ts";
import { describeEachDatabase } from "../../support/test-database.ts";
import {
  buy,
  insertUser,
  reportsByKind,
  startAnalyses,
  startBillingHarness,
  waitFor,
  type BillingHarness,
} from "./billing-harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const acceptingQueue: JobQueue = {
  send: async () => "job",
  work: async () => {},
  schedule: async () => {},
  stop: async () => {},
};

describeEachDatabase("refunds", (leg) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(leg);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function purchaseOf(sessionId: string) {
    return (
      await h.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId))
    )[0]!;
  }
  const refund = (userId: string, purchaseId: string, now = new Date()) =>
    requestRefund({ db: h.db, stripe: h.stripe, log: h.log }, { userId, purchaseId, now });
  const start = (userId: string) =>
    startAnalysis(
      { db: h.db, queue: acceptingQueue, log: h.log },
      { userId, idea: "A refund race", now: new Date() },
    );
  /** Reports taken from a grant and not given back (reserved or consumed). */
  async function spentFrom(grantId: string | null): Promise<number> {
    if (!grantId) return 0;
    const rows = await h.db
      .select({ id: creditSpends.id })
      .from(creditSpends)
      .where(
        and(
          eq(creditSpends.grantId, grantId),
          inArray(creditSpends.status, ["reserved", "consumed"]),
        ),
      );
    return rows.length;
  }
  async function referredBuyer() {
    const referrer = await insertUser(h.database, { createdAt: new Date(Date.now() - DAY_MS) });
    const buyer = await insertUser(h.database, { referredBy: referrer });
    const { sessionId } = await buy(h, buyer);
    return { referrer, buyer, purchase: await purchaseOf(sessionId) };
  }

  it("refunds within the window: Stripe refunds the payment and the pack's reports are revoked", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    await startAnalyses(h.database, userId, 1);
    const before = h.fake.refunds.size;

    const result = await refund(userId, purchase.id);
    expect(result.purchase.status).toBe("refunded");
    expect(result.purchase.refund).toEqual({
      eligible: false,
      reason: "This purchase has already been refunded.",
    });
    expect(result.reportsRevoked).toBe(10);
    expect(h.fake.refunds.size).toBe(before + 1);
    const call = h.fake.requests.findLast((request) => request.path === "/v1/refunds")!;
    expect(call.params).toMatchObject({
      payment_intent: purchase.stripePaymentIntentId,
      reason: "requested_by_customer",
    });
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });

    // Stripe's charge.refunded follows; it finds the purchase already refunded and changes nothing.
    await waitFor(() =>
      h.fake.deliveries.some(
        (delivery) => delivery.type === "charge.refunded" && delivery.status === 200,
      ),
    );
    expect((await purchaseOf(sessionId)).status).toBe("refunded");
  });

  it("refuses once 2 reports from the pack are used, with the reason", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    await startAnalyses(h.database, userId, 2, new Date(Date.now() + 1000));
    const error = await refund(userId, purchase.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "conflict", message: REFUND_REPORTS_USED_MESSAGE });
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
    expect((await purchaseOf(sessionId)).status).toBe("paid");
  });

  it("refuses 7 days after purchase", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    const error = await refund(
      userId,
      purchase.id,
      new Date(purchase.createdAt.getTime() + 7 * DAY_MS),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "conflict", message: REFUND_WINDOW_CLOSED_MESSAGE });
    // One second earlier it was still open.
    await expect(
      refund(userId, purchase.id, new Date(purchase.createdAt.getTime() + 7 * DAY_MS - 1000)),
    ).resolves.toMatchObject({
      reportsRevoked: 10,
    });
  });

  it("answers 404 for someone else's purchase", async () => {
    const owner = await insertUser(h.database);
    const stranger = await insertUser(h.database);
    const { sessionId } = await buy(h, owner);
    const purchase = await purchaseOf(sessionId);
    await expect(refund(stranger, purchase.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await purchaseOf(sessionId)).status).toBe("paid");
  });

  it("revokes the pack when Stripe reports a refund made elsewhere (dashboard)", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    await h.stripe.refunds.create({ payment_intent: purchase.stripePaymentIntentId! });
    await waitFor(async () => (await purchaseOf(sessionId)).status === "refunded");
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });
  });

  it("a refund sent together with 10 analyses leaves nothing of the pack to spend", async () => {
    for (let round = 0; round < 3; round += 1) {
      const userId = await insertUser(h.database);
      const { sessionId } = await buy(h, userId);
      const purchase = await purchaseOf(sessionId);
      const [refunded, ...starts] = await Promise.allSettled([
        refund(userId, purchase.id),
        ...Array.from({ length: 10 }, () => start(userId)),
      ]);
      const after = await purchaseOf(sessionId);
      const packSpent = await spentFrom(purchase.grantId);
      if (refunded!.status === "fulfilled") {
        // Only what the rules allow before a refund (fewer than 2 of the pack's reports) was delivered.
        expect(after.status).toBe("refunded");
        expect(packSpent).toBeLessThan(PRICING.refundMaxReportsUsed);
        expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });
      } else {
        expect(refunded!.reason).toMatchObject({
          code: "conflict",
          message: REFUND_REPORTS_USED_MESSAGE,
        });
        expect(after.status).toBe("paid");
        expect(packSpent).toBeGreaterThanOrEqual(PRICING.refundMaxReportsUsed);
      }
      // Every analysis that started holds a report; none holds one the refund took back.
      const startedCount = starts.filter((result) => result.status === "fulfilled").length;
      const spends = await h.db.select().from(creditSpends).where(eq(creditSpends.userId, userId));
      expect(spends).toHaveLength(startedCount);
    }
  });

  it("nothing of the pack can be spent while Stripe is making the refund", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    h.fake.delayNextRequest(400, "/v1/refunds");
    const refunding = refund(userId, purchase.id);
    await waitFor(() =>
      h.fake.requests.some(
        (request) =>
          request.path === "/v1/refunds" && JSON.stringify(request.params).includes(purchase.id),
      ),
    );
    const starts = await Promise.allSettled(Array.from({ length: 10 }, () => start(userId)));
    await expect(refunding).resolves.toMatchObject({ reportsRevoked: 10 });
    expect(await spentFrom(purchase.grantId)).toBe(0);
    // The free monthly report is still there to use; the refunded pack is not.
    expect(starts.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(starts.find((result) => result.status === "rejected")).toMatchObject({
      reason: { code: "insufficient_credits" },
    });
  });

  it("two refund requests at once refund once", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    const before = h.fake.refunds.size;
    const results = await Promise.allSettled([
      refund(userId, purchase.id),
      refund(userId, purchase.id),
      refund(userId, purchase.id),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((candidate) => candidate.status === "rejected")) {
      expect(result.reason).toMatchObject({
        code: "conflict",
        message: REFUND_ALREADY_DONE_MESSAGE,
      });
    }
    expect(h.fake.refunds.size).toBe(before + 1);
    expect((await purchaseOf(sessionId)).stripeRefundId).toMatch(/^re_/);
  });

  it("gives the pack back untouched when Stripe refuses the refund", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    h.fake.failNextRequest(400, "/v1/refunds");
    await expect(refund(userId, purchase.id)).rejects.toMatchObject({
      code: "service_unavailable",
    });
    expect((await purchaseOf(sessionId)).status).toBe("paid");
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
    // The founder can use the pack, or ask again.
    await expect(refund(userId, purchase.id)).resolves.toMatchObject({ reportsRevoked: 10 });
  });

  it("takes back both referral rewards with the purchase while neither is used", async () => {
    const { referrer, buyer, purchase } = await referredBuyer();
    expect(await reportsByKind(h.database, referrer)).toMatchObject({
      referral: PRICING.referralRewardReports,
    });
    await expect(refund(buyer, purchase.id)).resolves.toMatchObject({ reportsRevoked: 10 });
    expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 0 });
    expect(await reportsByKind(h.database, buyer)).toMatchObject({ referral: 0, pack: 0 });
  });

  it("refuses the refund once the referrer has used a report the purchase earned them, and says why", async () => {
    const { referrer, buyer, purchase } = await referredBuyer();
    // The free monthly report goes first (it expires first), the reward second.
    await start(referrer);
    await start(referrer);
    const error = await refund(buyer, purchase.id).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "conflict", message: REFUND_REFERRAL_REWARD_USED_MESSAGE });
    expect((await purchaseOf(purchase.stripeSessionId)).status).toBe("paid");
    expect(await reportsByKind(h.database, buyer)).toMatchObject({ pack: 10 });
    const listed = await listPurchases(h.db, { userId: buyer, now: new Date() });
    expect(listed.purchases[0]!.refund).toEqual({
      eligible: false,
      reason: REFUND_REFERRAL_REWARD_USED_MESSAGE,
    });
  });

  it("a refund racing the referrer's analyses never leaves them a report from a refunded purchase", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { referrer, buyer, purchase } = await referredBuyer();
      await start(referrer); // the free monthly report
      const [refunded] = await Promise.allSettled([
        refund(buyer, purchase.id),
        start(referrer),
        start(referrer),
      ]);
      const rewardSpends = await h.db
        .select({ id: creditSpends.id })
        .from(creditSpends)
        .where(
          and(
            eq(creditSpends.userId, referrer),
            inArray(creditSpends.status, ["reserved", "consumed"]),
          ),
        );
      if (refunded!.status === "fulfilled") {
        expect(rewardSpends).toHaveLength(1); // the free report only
        expect(await reportsByKind(h.database, referrer)).toMatchObject({ referral: 0 });
      } else {
        expect(refunded!.reason).toMatchObject({ message: REFUND_REFERRAL_REWARD_USED_MESSAGE });
      }
    }
  });
});
