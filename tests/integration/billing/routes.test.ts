import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type {
  BillingOverview,
  CheckoutResponse,
  PurchaseList,
  ReferralOverview,
  RefundResponse,
} from "../../../src/contract/billing.ts";
import { users } from "../../../src/db/schema.ts";
import { buildTestApp, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, signUp } from "../auth/auth-helpers.ts";
import { startBillingHarness, type BillingHarness } from "./billing-harness.ts";

describeEachDatabase("billing and referral routes", (leg) => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness(leg);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function signedUp() {
    const { cookie, email } = await signUp(h.app);
    const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { cookie, userId: user!.id };
  }

  it("requires a session", async () => {
    for (const [method, path] of [
      ["GET", "/api/billing"],
      ["GET", "/api/billing/purchases"],
      ["POST", "/api/checkout"],
      ["POST", "/api/billing/purchases/00000000-0000-4000-8000-000000000000/refund"],
      ["GET", "/api/referrals"],
    ] as const) {
      expect(
        (await call(h.app, method, path, { body: method === "POST" ? { credits: 10 } : undefined }))
          .status,
      ).toBe(401);
    }
  });

  it("checkout: creates a $69 payment session for the signed-in user and returns its url", async () => {
    const { cookie, userId } = await signedUp();
    const response = await call(h.app, "POST", "/api/checkout", { cookie, body: { credits: 10 } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as CheckoutResponse;
    expect(url).toMatch(new RegExp(`^${h.fake.url}/pay/cs_test_`));
    const created = h.fake.requests.findLast(
      (request) => request.path === "/v1/checkout/sessions",
    )!;
    expect(created.params).toMatchObject({
      mode: "payment",
      client_reference_id: userId,
      metadata: { user_id: userId, credits: "10" },
      success_url: "http://localhost:3000/dashboard?payment=success",
      cancel_url: "http://localhost:3000/pricing",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "6900" } }],
    });
    expect(await (await call(h.app, "GET", "/api/billing", { cookie })).json()).toEqual({
      paymentsEnabled: true,
      latestPurchase: null,
    });
  });

  it("checkout refuses anything but the 10-report pack", async () => {
    const { cookie } = await signedUp();
    const response = await call(h.app, "POST", "/api/checkout", {
      cookie,
      body: { credits: 1000 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "validation_failed",
    );
  });

  it("checkout failure at Stripe is a 503 with the spec's message, and no secret in the logs", async () => {
    const { cookie } = await signedUp();
    h.fake.failNextRequest(400, "/v1/checkout/sessions");
    const response = await call(h.app, "POST", "/api/checkout", { cookie, body: { credits: 10 } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Failed to start checkout. Please try again.",
    );
    expect(h.logs.join("\n")).not.toContain(h.fake.secretKey);
    expect(h.logs.join("\n")).not.toContain(h.fake.webhookSecret);
  });

  it("purchases: listed for the owner with refund eligibility; refund via the route; 404 for another user", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const { url } = (await (
      await call(h.app, "POST", "/api/checkout", { cookie: owner.cookie, body: { credits: 10 } })
    ).json()) as CheckoutResponse;
    await h.fake.pay(url.split("/").pop()!);

    const overview = (await (
      await call(h.app, "GET", "/api/billing", { cookie: owner.cookie })
    ).json()) as BillingOverview;
    expect(overview.latestPurchase).toMatchObject({ status: "paid" });
    const list = (await (
      await call(h.app, "GET", "/api/billing/purchases", { cookie: owner.cookie })
    ).json()) as PurchaseList;
    expect(list.purchases).toHaveLength(1);
    const [purchase] = list.purchases;
    expect(purchase).toMatchObject({
      amount: 6900,
      currency: "usd",
      credits: 10,
      status: "paid",
      refund: { eligible: true, reportsUsed: 0 },
    });
    expect(purchase!.receiptUrl).toContain("/receipts/");
    expect(
      (
        (await (
          await call(h.app, "GET", "/api/billing/purchases", { cookie: other.cookie })
        ).json()) as PurchaseList
      ).purchases,
    ).toEqual([]);

    const stolen = await call(h.app, "POST", `/api/billing/purchases/${purchase!.id}/refund`, {
      cookie: other.cookie,
    });
    expect(stolen.status).toBe(404);
    const badId = await call(h.app, "POST", "/api/billing/purchases/not-a-uuid/refund", {
      cookie: owner.cookie,
    });
    expect(badId.status).toBe(400);

    const refunded = await call(h.app, "POST", `/api/billing/purchases/${purchase!.id}/refund`, {
      cookie: owner.cookie,
    });
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as RefundResponse).purchase.status).toBe("refunded");
    const again = await call(h.app, "POST", `/api/billing/purchases/${purchase!.id}/refund`, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      "This purchase has already been refunded.",
    );
  });

  it("referrals: code GT- + first 8 of the id, upper case, created on first visit; link to /auth?ref=", async () => {
    const { cookie, userId } = await signedUp();
    const first = (await (
      await call(h.app, "GET", "/api/referrals", { cookie })
    ).json()) as ReferralOverview;
    const code = `GT-${userId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
    expect(first).toEqual({
      code,
      link: `http://localhost:3000/auth?ref=${code}`,
      friendsJoined: 0,
      friendsPurchased: 0,
      reportsEarned: 0,
    });
    expect(await (await call(h.app, "GET", "/api/referrals", { cookie })).json()).toEqual(first);
  });
});

describeEachDatabase("billing without Stripe configured", (leg) => {
  it("says payments are off, refuses checkout with 503 and the webhook with 503", async () => {
    const database = await createTestDatabase(leg);
    try {
      const { app } = buildTestApp(database, {
        config: testConfig({ APP_URL: "http://localhost:3000", TRUST_PROXY: "true" }),
      });
      const { cookie } = await signUp(app);
      expect(await (await call(app, "GET", "/api/billing", { cookie })).json()).toEqual({
        paymentsEnabled: false,
        latestPurchase: null,
      });
      expect(
        (await call(app, "POST", "/api/checkout", { cookie, body: { credits: 10 } })).status,
      ).toBe(503);
      const webhook = await app.request("/api/webhooks/stripe", {
        method: "POST",
        body: "{}",
        headers: { "stripe-signature": "t=1,v1=x" },
      });
      expect(webhook.status).toBe(503);
    } finally {
      await database.close();
    }
  });
});
