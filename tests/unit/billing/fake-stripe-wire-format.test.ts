import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPaidCheckout } from "../../../src/server/modules/billing/handle-stripe-event.ts";
import { parseStripeForm, startFakeStripe, type FakeStripe } from "../../fakes/stripe.ts";

/** Real payloads recorded from Stripe: read in place, never copied into the repository. */
const RECORDED = "/work/shared/fixtures/recorded/stripe";
const haveRecordings = existsSync(RECORDED);
if (!haveRecordings)
  console.warn(
    `Recorded Stripe payloads not found at ${RECORDED}: wire-format comparisons skipped.`,
  );
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(RECORDED, name), "utf8")) as Record<string, unknown>;

/** The keys the fake must share with the real object, and the JSON type of each. */
function shape(value: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      value[key] === null ? "null" : Array.isArray(value[key]) ? "array" : typeof value[key],
    ]),
  );
}

describe("parseStripeForm", () => {
  it("reads the SDK's bracket encoding into nested objects and arrays", () => {
    const body = new URLSearchParams({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": "6900",
      "metadata[user_id]": "u1",
      "expand[0]": "payment_intent.latest_charge",
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { unit_amount: "6900" } }],
      metadata: { user_id: "u1" },
      expand: ["payment_intent.latest_charge"],
    });
  });
});

describe.skipIf(!haveRecordings)("fake Stripe against recorded payloads", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: "whsec_unit" });
    const url = new URL(fake.url);
    stripe = new Stripe(fake.secretKey, {
      host: url.hostname,
      port: url.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("a checkout session has the recorded session's fields, with the same types where both are set", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 6900, product_data: { name: "Pack" } },
        },
      ],
      success_url: "http://localhost/ok",
      cancel_url: "http://localhost/cancel",
      metadata: { user_id: "u1", credits: "10" },
      client_reference_id: "u1",
    });
    const real = recorded("stripe_fixture_checkout_session.json");
    const event = recorded("checkout_session_completed_event.json");
    const completed = (event.data as { object: Record<string, unknown> }).object;
    const fields = [
      "id",
      "object",
      "amount_total",
      "currency",
      "client_reference_id",
      "metadata",
      "mode",
      "payment_intent",
      "payment_status",
      "status",
      "success_url",
      "cancel_url",
      "url",
      "created",
      "livemode",
    ];
    for (const key of fields) {
      expect(session).toHaveProperty(key);
      expect(real).toHaveProperty(key);
    }
    expect(
      shape(session as unknown as Record<string, unknown>, [
        "object",
        "mode",
        "payment_status",
        "status",
        "metadata",
        "created",
        "livemode",
        "success_url",
      ]),
    ).toEqual(
      shape(real, [
        "object",
        "mode",
        "payment_status",
        "status",
        "metadata",
        "created",
        "livemode",
        "success_url",
      ]),
    );
    // Every top-level field of a real completed session exists on the fake's (values may differ).
    const missing = Object.keys(completed).filter((key) => !(key in session));
    expect(missing).toEqual([]);
  });

  it("paying delivers an event shaped like the recorded checkout.session.completed, verifiable by the SDK", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 6900, product_data: { name: "Pack" } },
        },
      ],
      success_url: "http://localhost/ok",
      metadata: { user_id: "u1", credits: "10" },
    });
    const { event } = await fake.pay(session.id);
    const real = recorded("checkout_session_completed_event.json");
    expect(Object.keys(event).sort()).toEqual(Object.keys(real).sort());
    const { payload, signature } = fake.buildEvent(
      "checkout.session.completed",
      (event.data as { object: Record<string, unknown> }).object,
    );
    const verified = stripe.webhooks.constructEvent(payload, signature, "whsec_unit");
    expect(verified.type).toBe("checkout.session.completed");

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent.latest_charge"],
    });
    const paid = readPaidCheckout(retrieved);
    expect(paid).toMatchObject({ userId: "u1", amount: 6900, currency: "usd", credits: 10 });
    expect("receiptUrl" in paid && paid.receiptUrl).toContain("/receipts/ch_");
    const charge = (retrieved.payment_intent as Stripe.PaymentIntent)
      .latest_charge as Stripe.Charge;
    const realCharge = recorded("stripe_fixture_charge.json");
    for (const key of [
      "id",
      "object",
      "amount",
      "amount_refunded",
      "currency",
      "payment_intent",
      "refunded",
      "receipt_url",
      "refunds",
      "status",
      "paid",
    ]) {
      expect(charge).toHaveProperty(key);
      expect(realCharge).toHaveProperty(key);
    }
  });

  it("a refund is shaped like the recorded refund, and a second full refund fails as Stripe's does", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 6900, product_data: { name: "Pack" } },
        },
      ],
      success_url: "http://localhost/ok",
    });
    await fake.pay(session.id);
    const intent = fake.sessions.get(session.id)!.payment_intent!;
    const refund = await stripe.refunds.create({ payment_intent: intent });
    const real = recorded("stripe_fixture_refund.json");
    const missing = Object.keys(real).filter(
      (key) =>
        !(key in refund) && !["customer", "customer_account", "payment_method"].includes(key),
    );
    expect(missing).toEqual([]);
    expect(refund).toMatchObject({
      object: "refund",
      amount: 6900,
      status: "succeeded",
      payment_intent: intent,
    });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
    const realEvent = recorded("charge_refunded_event.json");
    const realCharge = (realEvent.data as { object: Record<string, unknown> }).object;
    const charge = [...fake.charges.values()].find(
      (candidate) => candidate.payment_intent === intent,
    )!;
    expect(
      shape(charge, ["object", "refunded", "amount_refunded", "payment_intent", "receipt_url"]),
    ).toEqual(
      shape(realCharge, ["object", "refunded", "amount_refunded", "payment_intent", "receipt_url"]),
    );
  });

  it("rejects a wrong API key as Stripe does", async () => {
    const url = new URL(fake.url);
    const wrong = new Stripe("sk_test_wrong", {
      host: url.hostname,
      port: url.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await expect(wrong.checkout.sessions.retrieve("cs_test_x")).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
