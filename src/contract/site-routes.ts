/**
 * The route table of spec section 2, shared by the web router (which files render them)
 * and the server (which HTML each path gets, and with what status).
 */

/** Public pages: prerendered to real HTML at build time and listed in the sitemap. */
export const PUBLIC_PAGES = [
  { path: "/", priority: 1.0 },
  { path: "/about", priority: 0.7 },
  { path: "/blog", priority: 0.7 },
  { path: "/blog/validate-saas-idea-before-coding", priority: 0.8 },
  { path: "/contact", priority: 0.5 },
  { path: "/docs/api", priority: 0.5 },
  { path: "/integrity", priority: 0.5 },
  { path: "/privacy", priority: 0.3 },
  { path: "/terms", priority: 0.3 },
  { path: "/auth", priority: 0.4 },
] as const;

/** Path the not-found page is prerendered at; the server serves it with status 404. */
export const NOT_FOUND_PAGE = "/404";

/** Signed-in pages: served as the SPA shell; the client checks the session. */
export const APP_ROUTES = {
  dashboard: "/dashboard",
  results: "/results/:id",
  pricing: "/pricing",
  history: "/history",
  referral: "/referral",
  settings: "/settings",
  compare: "/compare/:id",
} as const;

const appRoutePatterns = Object.values(APP_ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
);

export function isAppRoute(pathname: string): boolean {
  return appRoutePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * A report someone shared (issue 15): public to whoever holds the link, served as the SPA
 * shell, never indexed, never cached, and its token never sent on as a referrer.
 */
export const SHARED_REPORT_ROUTE = "/shared/:token";

export function isSharedReportRoute(pathname: string): boolean {
  return /^\/shared\/[A-Za-z0-9_-]+\/?$/.test(pathname);
}

/**
 * A comparison someone shared (issue 26): public like a shared report, under its own prefix so
 * a report's token and a comparison's never open each other's page.
 */
export const SHARED_COMPARISON_ROUTE = "/shared/compare/:token";

export function isSharedComparisonRoute(pathname: string): boolean {
  return /^\/shared\/compare\/[A-Za-z0-9_-]+\/?$/.test(pathname);
}

export function comparisonShareUrl(appUrl: string, token: string): string {
  return `${appUrl}/shared/compare/${token}`;
}

/**
 * Where better-auth's OAuth provider asks the signed-in user to approve an assistant (issue 16):
 * served as the SPA shell, never indexed. Its signed query is the request being approved.
 */
export const OAUTH_CONSENT_ROUTE = "/oauth/consent";

export function isOAuthConsentRoute(pathname: string): boolean {
  return pathname === OAUTH_CONSENT_ROUTE || pathname === `${OAUTH_CONSENT_ROUTE}/`;
}

/**
 * Where a watch e-mail's unsubscribe link lands (issue 26): public, no sign-in, served as the SPA
 * shell, never indexed, and its signed query never sent on as a referrer.
 */
export const UNSUBSCRIBE_ROUTE = "/unsubscribe";

export function isUnsubscribeRoute(pathname: string): boolean {
  return pathname === UNSUBSCRIBE_ROUTE || pathname === `${UNSUBSCRIBE_ROUTE}/`;
}
