import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { purchases, stripeEvents } from "../../../src/db/schema.ts";
import { describeEachDatabase } from "../../support/test-database.ts";
import {
  buy,
  insertUser,
  reportsByKind,
  startBillingHarness,
  type BillingHarness,
} from "./billing-harness.ts";

function post(h: BillingHarness, payload: string, signature: string | undefined) {
  return fetch(h.webhookUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    body: payload,
  });
}

describeEachDatabase("Stripe webhook", (leg) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(leg);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("refuses a forged, missing or stale signature with 400 in the app's error shape", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const session = h.fake.sessions.get(sessionId)!;
    const { payload, signature } = h.fake.buildEvent("checkout.session.completed", session);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_not_the_secret",
    });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: h.fake.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const header of [forged, stale, undefined, "t=1,v1=deadbeef"]) {
      const response = await post(h, payload, header);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: "Invalid Stripe signature." },
      });
    }
    // A body altered after signing fails too.
    const tampered = payload.replace(sessionId, "cs_test_someone_else");
    expect((await post(h, tampered, signature)).status).toBe(400);
  });

  it("credits a paid checkout once, with the purchase recorded from Stripe's own copy of the session", async () => {
    const userId = await insertUser(h.database);
    const { sessionId, status } = await buy(h, userId);
    expect(status).toBe(200);
    const [purchase] = await h.db
      .select()
      .from(purchases)
      .where(eq(purchases.stripeSessionId, sessionId));
    expect(purchase).toMatchObject({
      userId,
      amount: 6900,
      currency: "usd",
      credits: 10,
      status: "paid",
    });
    expect(purchase!.stripePaymentIntentId).toMatch(/^pi_/);
    expect(purchase!.receiptUrl).toContain("/receipts/ch_");
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
    // The webhook re-read the session rather than trusting the event body.
    expect(
      h.fake.requests.some(
        (request) =>
          request.method === "GET" && request.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);
  });

  it("grants once when the same event arrives 10 times in a row", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const { payload, signature, event } = h.fake.buildEvent(
      "checkout.session.completed",
      h.fake.sessions.get(sessionId)!,
    );
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(h, payload, signature);
      expect(response.status).toBe(200);
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    // The first delivery of this event id still finds the session already credited (by the Pay click's event).
    expect(outcomes.every((outcome) => outcome === "duplicate")).toBe(true);
    expect(
      await h.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, String(event.id))),
    ).toHaveLength(1);
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
  });

  it("grants once when 10 deliveries of one event arrive at the same time", async () => {
    const userId = await insertUser(h.database);
    h.fake.setWebhookUrl(undefined);
    const { sessionId } = await buy(h, userId);
    h.fake.setWebhookUrl(h.webhookUrl);
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });
    const { payload, signature } = h.fake.buildEvent(
      "checkout.session.completed",
      h.fake.sessions.get(sessionId)!,
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(h, payload, signature)),
    );
    const outcomes = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { outcome: string }).outcome),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(outcomes.filter((outcome) => outcome === "processed")).toHaveLength(1);
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
    expect(
      await h.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId)),
    ).toHaveLength(1);
  });

  it("grants once when different events for one session race (completed and async succeeded)", async () => {
    const userId = await insertUser(h.database);
    h.fake.setWebhookUrl(undefined);
    const { sessionId } = await buy(h, userId);
    h.fake.setWebhookUrl(h.webhookUrl);
    const session = h.fake.sessions.get(sessionId)!;
    const events = Array.from({ length: 5 }, (_, index) =>
      h.fake.buildEvent(
        index % 2 ? "checkout.session.async_payment_succeeded" : "checkout.session.completed",
        session,
      ),
    );
    const responses = await Promise.all(
      events.map(({ payload, signature }) => post(h, payload, signature)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
  });

  it("does not credit a session Stripe reports unpaid, whatever the event body claims", async () => {
    const userId = await insertUser(h.database);
    h.fake.setWebhookUrl(undefined);
    const { url } = await (
      await import("../../../src/server/modules/billing/create-checkout-session.ts")
    ).createCheckoutSession(
      { stripe: h.stripe, appUrl: "http://localhost:3000", log: h.log },
      { userId, email: "x@example.com" },
    );
    h.fake.setWebhookUrl(h.webhookUrl);
    const session = h.fake.sessions.get(url.split("/").pop()!)!;
    const lie = h.fake.buildEvent("checkout.session.completed", {
      ...session,
      payment_status: "paid",
      status: "complete",
    });
    const response = await post(h, lie.payload, lie.signature);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { outcome: string }).outcome).toBe("ignored");
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });
  });

  it("ignores, with 200, a validly signed checkout for a session Stripe does not know", async () => {
    const userId = await insertUser(h.database);
    const invented = {
      id: "cs_test_never_created",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: userId,
    };
    const { payload, signature } = h.fake.buildEvent("checkout.session.completed", invented);
    const response = await post(h, payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 0 });
  });

  it("takes a refund from what Stripe says about the charge now, not from the event body", async () => {
    const userId = await insertUser(h.database);
    const { sessionId } = await buy(h, userId);
    const [purchase] = await h.db
      .select()
      .from(purchases)
      .where(eq(purchases.stripeSessionId, sessionId));
    const charge = [...h.fake.charges.values()].find(
      (candidate) => candidate.payment_intent === purchase!.stripePaymentIntentId,
    )!;
    const lie = h.fake.buildEvent("charge.refunded", {
      ...charge,
      refunded: true,
      amount_refunded: charge.amount,
    });
    const response = await post(h, lie.payload, lie.signature);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { outcome: string }).outcome).toBe("ignored");
    expect(
      (await h.db.select().from(purchases).where(eq(purchases.id, purchase!.id)))[0]!.status,
    ).toBe("paid");
    expect(await reportsByKind(h.database, userId)).toMatchObject({ pack: 10 });
  });

  it.each([
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "charge.refunded",
  ])(
    "ignores, with 200 and not a 500 Stripe would retry for days, a signed %s without the object it names",
    async (type) => {
      const malformed: Record<string, unknown>[] = [
        { id: "evt_no_data", object: "event", type, created: 1 },
        { id: "evt_null_data", object: "event", type, created: 1, data: null },
        { id: "evt_no_object", object: "event", type, created: 1, data: {} },
        { id: "evt_no_id", object: "event", type, created: 1, data: { object: { object: "x" } } },
        { id: "evt_odd_id", object: "event", type, created: 1, data: { object: { id: 42 } } },
      ];
      for (const event of malformed) {
        const payload = JSON.stringify(event);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: h.fake.webhookSecret,
        });
        const response = await post(h, payload, signature);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
      }
    },
  );

  it("answers 200 at once for events it does not use", async () => {
    const { payload, signature } = h.fake.buildEvent("customer.created", {
      id: "cus_123",
      object: "customer",
    });
    const response = await post(h, payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
  });
});
