import { createRequire } from "node:module";
import type Stripe from "stripe";

const require = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;

/**
 * The Stripe SDK, loaded when payments first need it: a server without STRIPE_SECRET_KEY never
 * does, and loading it at start-up held about 5 MB of heap (ADR 0016, third round). Every use
 * goes through here, so the client and the error classes tested with `instanceof` are one copy.
 */
export function stripeSdk(): typeof Stripe {
  sdk ??= require("stripe") as typeof Stripe;
  return sdk;
}
