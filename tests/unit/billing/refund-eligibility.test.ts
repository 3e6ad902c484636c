import { describe, expect, it } from "vitest";
import {
  REFUND_REFERRAL_REWARD_USED_MESSAGE,
  REFUND_REPORTS_USED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
} from "../../../src/contract/billing.ts";
import { decideRefundEligibility } from "../../../src/server/modules/billing/get-refund-eligibility.ts";

const bought = new Date("2026-11-01T12:00:00Z");
const paid = { status: "paid" as const, createdAt: bought };
const at = (iso: string) => new Date(iso);
const used = (reportsUsed: number, referrerRewardUsed = false) => ({
  reportsUsed,
  referrerRewardUsed,
});

describe("refund eligibility: 7 days or 2 reports used, whichever comes first", () => {
  it("is open right after purchase and after one report", () => {
    expect(decideRefundEligibility(paid, used(0), at("2026-11-01T12:00:01Z"))).toEqual({
      eligible: true,
      closesAt: "2026-11-08T12:00:00.000Z",
      reportsUsed: 0,
    });
    expect(decideRefundEligibility(paid, used(1), at("2026-11-08T11:59:59Z"))).toMatchObject({
      eligible: true,
      reportsUsed: 1,
    });
  });
  it("closes exactly 7 days after purchase", () => {
    expect(decideRefundEligibility(paid, used(0), at("2026-11-08T12:00:00Z"))).toEqual({
      eligible: false,
      reason: REFUND_WINDOW_CLOSED_MESSAGE,
    });
  });
  it("closes once 2 reports are used, even on day one", () => {
    expect(decideRefundEligibility(paid, used(2), at("2026-11-01T13:00:00Z"))).toEqual({
      eligible: false,
      reason: REFUND_REPORTS_USED_MESSAGE,
    });
  });
  it("closes once the referrer has used the reward this purchase earned them", () => {
    expect(decideRefundEligibility(paid, used(0, true), at("2026-11-01T13:00:00Z"))).toEqual({
      eligible: false,
      reason: REFUND_REFERRAL_REWARD_USED_MESSAGE,
    });
  });
  it("states the spec's reasons", () => {
    expect(REFUND_WINDOW_CLOSED_MESSAGE).toBe("The refund window closed 7 days after purchase.");
    expect(REFUND_REPORTS_USED_MESSAGE).toBe("Refunds end once 2 reports from the pack are used.");
  });
  it("is never open twice", () => {
    expect(
      decideRefundEligibility({ status: "refunded", createdAt: bought }, used(0), bought),
    ).toMatchObject({ eligible: false });
  });
});
