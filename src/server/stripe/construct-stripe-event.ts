import type Stripe from "stripe";
import { AppError } from "../app-error.ts";
import { stripeSdk } from "./stripe-sdk.ts";

export const INVALID_SIGNATURE_MESSAGE = "Invalid Stripe signature.";

/**
 * Verifies the Stripe-Signature header against the exact bytes received. Anything that does
 * not verify (no header, wrong secret, stale timestamp, altered body) is a 400.
 */
export function constructStripeEvent(
  rawBody: Uint8Array,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new AppError("bad_request", INVALID_SIGNATURE_MESSAGE);
  try {
    return stripeSdk().webhooks.constructEvent(Buffer.from(rawBody), signature, secret);
  } catch (error) {
    throw new AppError("bad_request", INVALID_SIGNATURE_MESSAGE, { cause: error });
  }
}
