import {
  CHECKOUT_FAILED_MESSAGE,
  PACK_CURRENCY,
  PACK_PRICE_CENTS,
  type CheckoutResponse,
} from "../../../contract/billing.ts";
import { BRAND, PRICING } from "../../../contract/site.ts";
import { AppError } from "../../app-error.ts";
import type { Logger } from "../../logger.ts";
import type { StripeClient } from "../../stripe/create-stripe-client.ts";

/**
 * A Stripe Checkout Session for one pack. The price is set here, never taken from the
 * browser; the user id travels as client_reference_id and metadata so the webhook knows whom
 * to credit without trusting anything the browser says.
 */
export async function createCheckoutSession(
  deps: { stripe: StripeClient; appUrl: string; log: Logger },
  input: { userId: string; email: string },
): Promise<CheckoutResponse> {
  const metadata = { user_id: input.userId, credits: String(PRICING.packReports) };
  try {
    const session = await deps.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: PACK_CURRENCY,
            unit_amount: PACK_PRICE_CENTS,
            product_data: {
              name: `${BRAND.name} Professional: ${PRICING.packReports} reports`,
              description: `${PRICING.packReports} full idea reports, valid ${PRICING.packValidityMonths} months.`,
            },
          },
        },
      ],
      client_reference_id: input.userId,
      customer_email: input.email,
      metadata,
      payment_intent_data: { metadata },
      success_url: `${deps.appUrl}/dashboard?payment=success`,
      cancel_url: `${deps.appUrl}/pricing`,
    });
    if (!session.url) throw new Error("Stripe returned a session without a url");
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error, userId: input.userId }, "creating the checkout session failed");
    throw new AppError("service_unavailable", CHECKOUT_FAILED_MESSAGE, { cause: error });
  }
}
