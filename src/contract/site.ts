/** Product constants from spec section 9 that both the pages and the server state. */
export const BRAND = {
  name: "Groundtruth",
  tagline: "Validate your startup idea with real evidence, not guesses.",
} as const;

/**
 * Characters as people count them (Unicode code points, so an emoji is one), the unit of every
 * limit below that applies to text. The browser's maxLength and String.length count UTF-16
 * units instead: an idea of 300 emoji must not pass one check and fail the next.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` characters, never splitting an emoji in half. */
export function clipCharacters(text: string, max: number): string {
  return countCharacters(text) <= max ? text : Array.from(text).slice(0, max).join("");
}

export const LIMITS = {
  ideaMaxLength: 500,
  passwordMinLength: 6,
  historyPageSize: 20,
  maxCompetitors: 12,
  dashboardChatMessages: 10,
  dialogChatMessages: 50,
  previewCooldownMs: 60 * 60 * 1000,
  /**
   * Runs that find nothing give their preview or report back, yet each ran the planner and the
   * paid searches: this many an hour per address (previews) or account (analyses), then none.
   */
  emptyRunsPerHour: 5,
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

/**
 * The app's public URL: APP_URL, else this machine on the port it listens on (`PORT=4610 npm
 * start` is reached at http://localhost:4610, and its forms must be accepted from there), without
 * a trailing slash. The build and the server read it alike.
 */
export function appUrlOf(env: Record<string, string | undefined>): string {
  const port = env.PORT?.trim() ?? "";
  const onThisMachine = /^\d+$/.test(port) ? `http://localhost:${port}` : DEFAULTS.appUrl;
  return (env.APP_URL?.trim() || onThisMachine).replace(/\/+$/, "");
}
