import { Hono, type Context } from "hono";
import {
  checkoutBodySchema,
  PAYMENTS_NOT_SET_UP_MESSAGE,
  purchaseIdParamSchema,
} from "../../contract/billing.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requestBodyLimit } from "../http/request-body-limit.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import type { Config } from "../config.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import { createCheckoutSession } from "../modules/billing/create-checkout-session.ts";
import { getBillingOverview } from "../modules/billing/get-billing-overview.ts";
import { handleStripeEvent } from "../modules/billing/handle-stripe-event.ts";
import { listPurchases } from "../modules/billing/list-purchases.ts";
import { requestRefund } from "../modules/billing/request-refund.ts";
import { constructStripeEvent } from "../stripe/construct-stripe-event.ts";
import { paymentsEnabled, type StripeClient } from "../stripe/create-stripe-client.ts";

interface BillingDeps {
  auth: Auth;
  db: Database;
  stripe: StripeClient | null;
  config: Config;
  now?: () => Date;
}

/** Limits per signed-in user (not per address): money endpoints are cheap to spam otherwise. */
const perUser = (c: Context<AuthedEnv>) => `user:${c.var.user.id}`;

/** Checkout, purchase history and refunds: the signed-in user's own, nobody else's. */
export function billingRoutes(deps: BillingDeps) {
  const now = deps.now ?? (() => new Date());
  const signedIn = requireSession(deps.auth);
  const enabled = paymentsEnabled(deps.config);
  return new Hono<AuthedEnv>()
    .get("/billing", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(
        await getBillingOverview(deps.db, { userId: c.var.user.id, paymentsEnabled: enabled }),
      );
    })
    .get("/billing/purchases", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listPurchases(deps.db, { userId: c.var.user.id, now: now() }));
    })
    .post(
      "/billing/purchases/:id/refund",
      signedIn,
      rateLimit({ db: deps.db, name: "refund", limit: 5, windowMs: 60_000, key: perUser }),
      validate("param", purchaseIdParamSchema),
      async (c) => {
        const result = await requestRefund(
          { db: deps.db, stripe: deps.stripe, log: c.get("log") },
          { userId: c.var.user.id, purchaseId: c.req.valid("param").id, now: now() },
        );
        return c.json(result);
      },
    )
    .post(
      "/checkout",
      signedIn,
      rateLimit({ db: deps.db, name: "checkout", limit: 10, windowMs: 60_000, key: perUser }),
      validate("json", checkoutBodySchema),
      async (c) => {
        if (!deps.stripe || !enabled)
          throw new AppError("service_unavailable", PAYMENTS_NOT_SET_UP_MESSAGE);
        const session = await createCheckoutSession(
          { stripe: deps.stripe, appUrl: deps.config.APP_URL, log: c.get("log") },
          { userId: c.var.user.id, email: c.var.user.email },
        );
        return c.json(session);
      },
    );
}

/**
 * POST /api/webhooks/stripe: public, authenticated by Stripe's signature over the raw body.
 * Mounted outside /api's JSON middleware so the bytes reach the check untouched.
 */
export function stripeWebhookRoutes(deps: Omit<BillingDeps, "auth">) {
  const now = deps.now ?? (() => new Date());
  return new Hono<AppEnv>().post("/", requestBodyLimit(512 * 1024), async (c) => {
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!deps.stripe || !secret)
      throw new AppError("service_unavailable", PAYMENTS_NOT_SET_UP_MESSAGE);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const event = constructStripeEvent(raw, c.req.header("stripe-signature"), secret);
    const outcome = await handleStripeEvent(
      { db: deps.db, stripe: deps.stripe, log: c.get("log"), now },
      event,
    );
    return c.json({ received: true, outcome });
  });
}
