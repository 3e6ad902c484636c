/** Product constants from spec section 9 that both the pages and the server state. */
export const BRAND = {
  name: "Groundtruth",
  tagline: "Validate your startup idea with real evidence, not guesses.",
} as const;

export const LIMITS = {
  ideaMaxLength: 500,
  passwordMinLength: 6,
  historyPageSize: 20,
  maxCompetitors: 12,
  dashboardChatMessages: 10,
  dialogChatMessages: 50,
  previewCooldownMs: 60 * 60 * 1000,
} as const;

export const PRICING = {
  packPriceUsd: 69,
  packReports: 10,
  packValidityMonths: 12,
  referralRewardReports: 3,
  referralRewardValidityDays: 90,
  refundWindowDays: 7,
  refundMaxReportsUsed: 2,
} as const;

export const LEGAL = {
  privacyUpdated: "November 3, 2025",
  termsUpdated: "October 31, 2025",
} as const;

/** Defaults shared by the server's configuration and the build (prerendered pages state them). */
export const DEFAULTS = {
  appUrl: "http://localhost:3000",
  contactEmail: "hello@groundtruth.dev",
} as const;
