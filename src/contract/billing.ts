import { z } from "./zod.ts";
import { PRICING } from "./site.ts";

/** Spec section 8, verbatim. */
export const CHECKOUT_FAILED_MESSAGE = "Failed to start checkout. Please try again.";
export const PAYMENT_SUCCESS_MESSAGE = "Payment successful! Your credits have been added.";
export const PAYMENTS_NOT_SET_UP_MESSAGE =
  "Payments are not set up on this server yet, so packs cannot be bought right now.";
export const REFUND_WINDOW_CLOSED_MESSAGE = `The refund window closed ${PRICING.refundWindowDays} days after purchase.`;
export const REFUND_REPORTS_USED_MESSAGE = `Refunds end once ${PRICING.refundMaxReportsUsed} reports from the pack are used.`;
export const REFUND_ALREADY_DONE_MESSAGE = "This purchase has already been refunded.";
export const REFUND_REFERRAL_REWARD_USED_MESSAGE =
  "Refunds end once the friend who referred you has used the reports this purchase earned them.";
export const PURCHASE_NOT_FOUND_MESSAGE = "No such purchase.";

/** The pack price in Stripe's minor units. */
export const PACK_PRICE_CENTS = PRICING.packPriceUsd * 100;
export const PACK_CURRENCY = "usd";

/** POST /api/checkout. Only the one pack exists; the literal keeps the price server-side. */
export const checkoutBodySchema = z.object({
  credits: z.literal(
    PRICING.packReports,
    `Only packs of ${PRICING.packReports} reports can be bought.`,
  ),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export interface CheckoutResponse {
  url: string;
}

export const purchaseIdParamSchema = z.object({ id: z.uuid("No such purchase.") });

export type RefundEligibility =
  { eligible: true; closesAt: string; reportsUsed: number } | { eligible: false; reason: string };

export interface PurchaseView {
  id: string;
  createdAt: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  credits: number;
  expiresAt: string;
  status: "paid" | "refunded";
  refundedAt: string | null;
  /** Stripe's receipt page when it gave one; else show the purchase id. */
  receiptUrl: string | null;
  refund: RefundEligibility;
}

/** GET /api/billing: whether checkout works here, and the newest purchase (for the success poll). */
export interface BillingOverview {
  paymentsEnabled: boolean;
  latestPurchase: { id: string; createdAt: string; status: "paid" | "refunded" } | null;
}

/** GET /api/billing/purchases */
export interface PurchaseList {
  purchases: PurchaseView[];
}

/** POST /api/billing/purchases/{id}/refund */
export interface RefundResponse {
  purchase: PurchaseView;
  reportsRevoked: number;
}

/** GET /api/referrals */
export interface ReferralOverview {
  code: string;
  link: string;
  friendsJoined: number;
  friendsPurchased: number;
  reportsEarned: number;
}

export const REFERRAL_LINK_COPIED_MESSAGE = "Referral link copied to clipboard!";
export const REFERRAL_CODE_COPIED_MESSAGE = "Referral code copied!";
