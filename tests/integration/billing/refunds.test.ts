import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { REFUND_REPORTS_USED_MESSAGE, REFUND_WINDOW_CLOSED_MESSAGE } from "../../../src/contract/billing.ts";
import { purchases } from "../../../src/db/schema.ts";
import { requestRefund } from "../../../src/server/modules/billing/request-refund.ts";
import { AppError } from "../../../src/server/app-error.ts";
import { describeEachDatabase } from "../../support/test-database.ts";
import { buy, insertUser, reportsByKind, startAnalyses, startBillingHarness, waitFor, type BillingHarness } from "./billing-harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase("refunds", (leg) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(leg);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function purchaseOf(sessionId: string) {
    return (await h.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId)))[0]!;
  }
  const refund = (userId: string, purchaseId: string, now = new Date()) =>
    requestRefund({ db: h.db, stripe: h.stripe, log: h.log }, { userId, purchaseId, now });

  it("refunds within the window: Stripe refunds the payment and the pack's reports are revoked", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const purchase = await purchaseOf(sessionId);
    await startAnalyses(h.database, userId, 1);
    const before = h.fake.refunds.size;

    const result = await refund(userId, purchase.id);
    expect(result.purchase.status).toBe("refunded");
    expect(result.purchase.refund).toEqual({ eligible: false, reason: "This purchase has already been refunded." });
    expect(result.reportsRevoked).toBe(10);
    expect(h.fake.refunds.size).toBe(before + 1);
    const call = h.fake.requests.findLast((request) => request.path === "/v1/refunds")!;
    expect(call.params).toMatchObject({ payment_intent: purchase.stripePaymentIntentId, reason: "requested_by_customer" });
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });

    // Stripe's charge.refunded follows; it finds the purchase already refunded and changes nothing.
    await waitFor(() => h.fake.deliveries.some((delivery) => delivery.type === "charge.refunded" && delivery.status === 200));
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
    const error = await refund(userId, purchase.id, new Date(purchase.createdAt.getTime() + 7 * DAY_MS)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "conflict", message: REFUND_WINDOW_CLOSED_MESSAGE });
    // One second earlier it was still open.
    await expect(refund(userId, purchase.id, new Date(purchase.createdAt.getTime() + 7 * DAY_MS - 1000))).resolves.toMatchObject({
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
});
