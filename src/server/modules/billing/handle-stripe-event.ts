import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { PRICING } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/tables/auth.ts";
import { purchases, stripeEvents } from "../../../db/tables/billing.ts";
import type { Logger } from "../../logger.ts";
import type { StripeClient } from "../../stripe/create-stripe-client.ts";
import { stripeSdk } from "../../stripe/stripe-sdk.ts";
import { lockUserLedger, type Transaction } from "../credits/lock-user-ledger.ts";
import { fulfillCheckoutSession, type PaidCheckout } from "./fulfill-checkout-session.ts";
import { markPurchaseRefunded } from "./mark-purchase-refunded.ts";

export type StripeEventOutcome = "processed" | "duplicate" | "ignored";

interface Deps {
  db: Database;
  stripe: StripeClient;
  log: Logger;
  now: () => Date;
}

/** Claims an event id inside the transaction; false when another delivery already has it. */
async function claimEvent(tx: Transaction, event: Stripe.Event): Promise<boolean> {
  const claimed = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** What a retrieved session says was paid for, or why it does not qualify. */
export function readPaidCheckout(
  session: Stripe.Checkout.Session,
): PaidCheckout | { skip: string } {
  if (session.mode !== "payment") return { skip: "not a payment session" };
  if (session.payment_status !== "paid")
    return { skip: `payment_status is ${session.payment_status}` };
  const metadataUser = session.metadata?.user_id ?? null;
  const userId = metadataUser ?? session.client_reference_id;
  if (
    !userId ||
    (metadataUser && session.client_reference_id && metadataUser !== session.client_reference_id)
  ) {
    return { skip: "no consistent user on the session" };
  }
  const credits = Number(session.metadata?.credits ?? PRICING.packReports);
  if (credits !== PRICING.packReports)
    return { skip: `unexpected credits ${session.metadata?.credits}` };
  if (session.amount_total == null || !session.currency)
    return { skip: "no amount on the session" };
  const intent = session.payment_intent;
  const charge = intent && typeof intent !== "string" ? intent.latest_charge : null;
  return {
    sessionId: session.id,
    userId,
    paymentIntentId: idOf(intent),
    amount: session.amount_total,
    currency: session.currency,
    credits,
    receiptUrl: charge && typeof charge !== "string" ? (charge.receipt_url ?? null) : null,
  };
}

/** The Stripe object the event names, as Stripe holds it now; null when Stripe has no such object. */
async function retrieveCurrent<T>(
  deps: Deps,
  event: Stripe.Event,
  retrieve: () => Promise<T>,
): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    // A validly signed event for an object Stripe does not know (another account's, or a test
    // fixture) cannot be acted on; answering 2xx stops Stripe retrying it for days.
    if (
      error instanceof stripeSdk().errors.StripeInvalidRequestError &&
      error.code === "resource_missing"
    ) {
      deps.log.warn(
        { eventId: event.id, type: event.type },
        "Stripe event for an object Stripe does not know; ignored",
      );
      return null;
    }
    throw error;
  }
}

async function handleCheckoutPaid(
  deps: Deps,
  event: Stripe.Event,
  sessionId: string,
): Promise<StripeEventOutcome> {
  // The event body is only a hint: what counts is what Stripe says about the session now.
  const session = await retrieveCurrent(deps, event, () =>
    deps.stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge"] }),
  );
  if (!session) return "ignored";
  const checkout = readPaidCheckout(session);
  if ("skip" in checkout) {
    // An unpaid (asynchronous) checkout completes later with its own event; do not claim this one.
    deps.log.info({ eventId: event.id, sessionId, reason: checkout.skip }, "checkout not credited");
    return "ignored";
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return "duplicate";
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, checkout.userId))
      .limit(1);
    if (!user) {
      deps.log.error(
        { eventId: event.id, sessionId },
        "paid checkout for an unknown user; needs a manual refund",
      );
      return "ignored";
    }
    const fulfilled = await fulfillCheckoutSession(tx, { checkout, now });
    if (!fulfilled) return "duplicate";
    deps.log.info(
      { eventId: event.id, purchaseId: fulfilled.purchaseId, userId: checkout.userId },
      "pack purchased",
    );
    return "processed";
  });
}

async function handleChargeRefunded(
  deps: Deps,
  event: Stripe.Event,
  chargeId: string,
): Promise<StripeEventOutcome> {
  // As with checkout, the body is a hint: the charge is read back from Stripe.
  const charge = await retrieveCurrent(deps, event, () =>
    deps.stripe.charges.retrieve(chargeId, { expand: ["refunds"] }),
  );
  // Only a full refund returns the pack; a partial one is a support decision, not ours.
  if (!charge?.refunded) return "ignored";
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return "ignored";
  const refundId = charge.refunds?.data[0]?.id ?? null;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return "duplicate";
    const [purchase] = await tx
      .select({ id: purchases.id, userId: purchases.userId })
      .from(purchases)
      .where(eq(purchases.stripePaymentIntentId, paymentIntentId))
      .limit(1);
    if (!purchase) return "ignored";
    await lockUserLedger(tx, purchase.userId);
    const refunded = await markPurchaseRefunded(tx, { purchaseId: purchase.id, refundId, now });
    if (refunded) {
      deps.log.info(
        { eventId: event.id, purchaseId: purchase.id, reportsRevoked: refunded.reportsRevoked },
        "purchase refunded",
      );
      return "processed";
    }
    // Already taken back by the owner's request: record Stripe's refund, so a request whose
    // answer from Stripe was lost can never reinstate a pack Stripe did refund.
    if (refundId) {
      await tx
        .update(purchases)
        .set({ stripeRefundId: refundId })
        .where(and(eq(purchases.id, purchase.id), isNull(purchases.stripeRefundId)));
    }
    return "duplicate";
  });
}

/** The one part of an event's body we use: the id of the object it names. */
const namedObjectSchema = z.object({
  data: z.object({ object: z.object({ id: z.string().min(1) }) }),
});

/**
 * The id of the object a verified event names, or null when the body has none. The signature
 * proves Stripe (or whoever holds the secret) sent the bytes, not that they have the shape the
 * SDK's types promise: a body without `data` would otherwise be a 500.
 */
function namedObjectId(deps: Deps, event: Stripe.Event): string | null {
  const parsed = namedObjectSchema.safeParse(event);
  if (parsed.success) return parsed.data.data.object.id;
  deps.log.warn(
    { eventId: event.id, type: event.type },
    "signed Stripe event names no object; ignored",
  );
  return null;
}

/** Acts on a verified Stripe event; events the app does not use are answered and forgotten. */
export async function handleStripeEvent(
  deps: Deps,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  const handler =
    event.type === "checkout.session.completed" ||
    event.type === "checkout.session.async_payment_succeeded"
      ? handleCheckoutPaid
      : event.type === "charge.refunded"
        ? handleChargeRefunded
        : null;
  if (!handler) return "ignored";
  // A malformed but signed event is answered 2xx ("ignored"), not 400: Stripe retries every
  // non-2xx answer, a 400 included, for up to three days, and the same bytes would fail the
  // same way each time, and an endpoint that keeps failing may be disabled, real payments
  // with it. The warning in the log is where a person looks into it.
  const objectId = namedObjectId(deps, event);
  return objectId ? handler(deps, event, objectId) : "ignored";
}
