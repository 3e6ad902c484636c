import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import {
  APP_ROUTES,
  OAUTH_CONSENT_ROUTE,
  PUBLIC_PAGES,
  SHARED_COMPARISON_ROUTE,
  SHARED_REPORT_ROUTE,
  UNSUBSCRIBE_ROUTE,
} from "../contract/site-routes.ts";

/**
 * One static route per published article, not "blog/:slug": an unknown slug then falls to the
 * catch-all like any other unknown path, so the 404 HTML the server sends hydrates cleanly.
 */
const ARTICLE_PATHS = PUBLIC_PAGES.map((page) => page.path).filter((path) =>
  path.startsWith("/blog/"),
);

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("blog", "routes/blog.tsx"),
    ...ARTICLE_PATHS.map((path) =>
      route(path.slice(1), "routes/blog-article.tsx", {
        id: `article${path.replaceAll("/", "-")}`,
      }),
    ),
    route("contact", "routes/contact.tsx"),
    route("docs/api", "routes/docs-api.tsx"),
    route("integrity", "routes/integrity.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  layout("routes/app-layout.tsx", [
    route(APP_ROUTES.dashboard, "routes/dashboard.tsx"),
    route(APP_ROUTES.results, "routes/results.tsx"),
    route(APP_ROUTES.pricing, "routes/pricing.tsx"),
    route(APP_ROUTES.history, "routes/history.tsx"),
    route(APP_ROUTES.referral, "routes/referral.tsx"),
    route(APP_ROUTES.settings, "routes/settings.tsx"),
    route(APP_ROUTES.compare, "routes/compare.tsx"),
  ]),
  // A report someone shared: public, outside both layouts, and never prerendered (one per token).
  route(SHARED_REPORT_ROUTE.slice(1), "routes/shared-report.tsx"),
  // A comparison someone shared: public like a shared report, never prerendered.
  route(SHARED_COMPARISON_ROUTE.slice(1), "routes/shared-comparison.tsx"),
  // An assistant asks for access (issue 16): outside both layouts (it sends a signed-out visitor
  // to /auth with the request's query itself), and never prerendered.
  route(OAUTH_CONSENT_ROUTE.slice(1), "routes/oauth-consent.tsx"),
  // A watch e-mail's unsubscribe link (issue 26): public, outside both layouts, never prerendered.
  route(UNSUBSCRIBE_ROUTE.slice(1), "routes/unsubscribe.tsx"),
  // The not-found page is prerendered at /404 through this catch-all; the server serves it with status 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
