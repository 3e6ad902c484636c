import type Stripe from "stripe";
import type { Config } from "../config.ts";
import { stripeSdk } from "./stripe-sdk.ts";

export type StripeClient = Stripe;

/**
 * The Stripe client, or null when STRIPE_SECRET_KEY is not set (checkout is then switched off
 * and the pricing page says so). STRIPE_API_URL points the SDK at another host: the local
 * fake in tests and demo mode.
 */
export function createStripeClient(
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">,
): StripeClient | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = target?.protocol === "http:" ? "http" : "https";
  const StripeSdk = stripeSdk();
  return new StripeSdk(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target
      ? { host: target.hostname, port: target.port || (protocol === "http" ? 80 : 443), protocol }
      : {}),
  });
}

/** Checkout needs both halves: the key to create sessions, the secret to trust the webhook. */
export function paymentsEnabled(
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">,
): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}
