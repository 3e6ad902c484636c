import { Hono } from "hono";
import { APP_ROUTES, PUBLIC_PAGES } from "../../contract/site-routes.ts";
import type { AppEnv } from "../http/app-env.ts";

export function seoRoutes(deps: { appUrl: string }) {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const privatePaths = Object.values(APP_ROUTES).map(
        (route) => `Disallow: ${route.replace(/\/:.*$/, "/")}`,
      );
      const body = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        ...privatePaths,
        "",
        `Sitemap: ${deps.appUrl}/sitemap.xml`,
        "",
      ];
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(body.join("\n"));
    })
    .get("/sitemap.xml", (c) => {
      const urls = PUBLIC_PAGES.filter((page) => page.path !== "/auth").map(
        (page) =>
          `  <url><loc>${deps.appUrl}${page.path === "/" ? "/" : page.path}</loc><priority>${page.priority.toFixed(1)}</priority></url>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(xml);
    });
}
