import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  isAppRoute,
  isOAuthConsentRoute,
  isUnsubscribeRoute,
  isSharedComparisonRoute,
  isSharedReportRoute,
} from "../../contract/site-routes.ts";
import { prepareHtml, type PreparedHtml, type WebBuild } from "../web-build.ts";
import type { LinkPreview } from "../modules/shares/shared-link-preview.ts";
import type { AppEnv } from "./app-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function sendHtml(c: Context, html: PreparedHtml, status: 200 | 404) {
  c.header("Content-Type", "text/html; charset=utf-8");
  c.header("Cache-Control", REVALIDATE);
  c.header("Vary", "Accept-Encoding");
  c.header("ETag", html.etag);
  if (status === 200 && c.req.header("if-none-match") === html.etag) return c.body(null, 304);
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  const body = encoding === "br" ? html.br : encoding === "gzip" ? html.gzip : html.identity;
  return c.body(new Uint8Array(body), status);
}

interface ManifestRoute {
  path?: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

/**
 * The signed-in shell (the SPA fallback) names only the root's modules; React Router finds the
 * page's own modules after it starts, a round trip or two later. This returns, per signed-in
 * path, a Link header preloading the modules of that page and its layouts that the shell does
 * not already name, so the browser fetches them while it reads the HTML. Nothing when the
 * build has no React Router manifest.
 */
function appShellPreloads(web: WebBuild): (pathname: string) => string | undefined {
  const shell = web.spaFallback.identity.toString("utf8");
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(shell)?.[0];
  if (!manifestUrl) return () => undefined;
  let routes: Record<string, ManifestRoute>;
  try {
    const source = readFileSync(path.join(web.clientDir, manifestUrl), "utf8");
    routes = (
      JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
        routes: Record<string, ManifestRoute>;
      }
    ).routes;
  } catch {
    return () => undefined;
  }
  const named = new Set(shell.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  const pages: { pattern: RegExp; header: string }[] = [];
  for (const route of Object.values(routes)) {
    if (!route.path?.startsWith("/") || !isAppRoute(route.path.replace(/:[a-zA-Z]+/g, "x")))
      continue;
    const files = new Set<string>();
    for (
      let current: ManifestRoute | undefined = route;
      current;
      current = current.parentId ? routes[current.parentId] : undefined
    ) {
      for (const file of [current.module, ...(current.imports ?? [])])
        if (!named.has(file)) files.add(file);
    }
    pages.push({
      pattern: new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, "[^/]+")}$`),
      header: [...files].map((file) => `<${file}>; rel=modulepreload`).join(", "),
    });
  }
  return (pathname) => pages.find((page) => page.pattern.test(pathname))?.header || undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, prerendered public pages as real
 * HTML, signed-in routes as the SPA shell, and the not-found page with status 404.
 */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The shell with a shared report's title and description for link previews: chat apps and
 * social networks read the HTML and run no script.
 */
function withLinkPreview(shell: PreparedHtml, preview: LinkPreview): PreparedHtml {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags = [
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta name="description" content="${description}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].join("");
  const html = shell.identity.toString("utf8");
  const withTitle = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    : html.replace("</head>", `<title>${title}</title></head>`);
  return prepareHtml(Buffer.from(withTitle.replace("</head>", `${tags}</head>`)), true);
}

export interface WebAppOptions {
  /** A live share link's preview; null for any other token. */
  sharedLinkPreview?: (token: string) => Promise<LinkPreview | null>;
  /** A live comparison link's preview, the same way. */
  sharedComparisonPreview?: (token: string) => Promise<LinkPreview | null>;
}

export function mountWebApp(app: Hono<AppEnv>, web: WebBuild, options: WebAppOptions = {}): void {
  const preloadsFor = appShellPreloads(web);
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", value);
    };

  app.use(
    "/assets/*",
    cacheFor(IMMUTABLE),
    serveStatic({ root: web.clientDir, precompressed: true }),
  );

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const pathname = c.req.path;
    if (/\.[a-z0-9]+$/i.test(pathname)) return next();
    const normalized = withoutTrailingSlash(pathname);
    const page = web.pages.get(normalized);
    if (page) return sendHtml(c, page, 200);
    if (isAppRoute(normalized)) {
      const preloads = preloadsFor(normalized);
      if (preloads) c.header("Link", preloads);
      return sendHtml(c, web.spaFallback, 200);
    }
    if (isSharedReportRoute(normalized)) {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      const token = normalized.split("/").at(-1) ?? "";
      const preview = await options.sharedLinkPreview?.(token);
      return sendHtml(
        c,
        preview ? withLinkPreview(web.spaFallback, preview) : web.spaFallback,
        200,
      );
    }
    if (isUnsubscribeRoute(normalized)) {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      return sendHtml(c, web.spaFallback, 200);
    }
    if (isSharedComparisonRoute(normalized)) {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      const token = normalized.split("/").at(-1) ?? "";
      const preview = await options.sharedComparisonPreview?.(token);
      return sendHtml(
        c,
        preview ? withLinkPreview(web.spaFallback, preview) : web.spaFallback,
        200,
      );
    }
    if (isOAuthConsentRoute(normalized)) {
      c.header("X-Robots-Tag", "noindex");
      return sendHtml(c, web.spaFallback, 200);
    }
    return sendHtml(c, web.notFound, 404);
  });

  // A page's form sent before its scripts ran posts here (forms say method="post" so that a
  // password never lands in a URL). The body is left unread; the visitor is sent back to the
  // page, now live, to send it again.
  app.post("*", (c, next) => {
    const normalized = withoutTrailingSlash(c.req.path);
    if (!web.pages.has(normalized) && !isAppRoute(normalized)) return next();
    c.header("Cache-Control", "no-store");
    // The page's own query (a referral code, the sign-up tab) is kept; the form's fields are not.
    return c.redirect(normalized + new URL(c.req.url).search, 303);
  });

  // Unhashed files at the root (favicon, social image): short cache, then the 404 page.
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({ root: web.clientDir, precompressed: true }),
  );
  app.on(["GET", "HEAD"], "*", (c) => sendHtml(c, web.notFound, 404));
}
