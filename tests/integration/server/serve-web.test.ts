import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { loadWebBuild } from "../../../src/server/web-build.ts";
import { buildTestApp } from "../../support/test-app.ts";
import { INLINE_SCRIPT, writeFakeBuild } from "../../support/fake-web-build.ts";
import { createTestDatabase } from "../../support/test-database.ts";

let database: DatabaseHandle;
let app: ReturnType<typeof buildTestApp>["app"];
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  const web = loadWebBuild(writeFakeBuild());
  if (!web) throw new Error("fake build not found");
  app = buildTestApp(database, { web }).app;
});
afterAll(async () => {
  await database?.close();
});

describe("serving the built web app", () => {
  it("serves a prerendered page as HTML that is revalidated, not cached", async () => {
    const response = await app.request("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<h1>About</h1>");
    expect((await app.request("/about/")).status).toBe(200);
  });

  it("answers 304 when the browser already has the current HTML", async () => {
    const first = await app.request("/");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await app.request("/", { headers: { "if-none-match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("compresses HTML for browsers that accept it", async () => {
    const response = await app.request("/", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("caches hashed assets for a year and serves their precompressed form", async () => {
    const response = await app.request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves the app shell for signed-in routes", async () => {
    for (const route of ["/dashboard", "/results/123e4567", "/settings", "/history"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain("<title>Loading</title>");
    }
  });

  it("tells the browser which modules a signed-in page needs beyond those the shell names", async () => {
    const dashboard = (await app.request("/dashboard")).headers.get("link");
    expect(dashboard?.split(", ").sort()).toEqual([
      "</assets/app-layout-1.js>; rel=modulepreload",
      "</assets/dashboard-1.js>; rel=modulepreload",
      "</assets/shared-1.js>; rel=modulepreload",
    ]);
    expect((await app.request("/results/123e4567")).headers.get("link")).toContain(
      "</assets/results-1.js>",
    );
    expect((await app.request("/about")).headers.get("link")).toBeNull();
  });

  it("sends a page's form posted before its scripts ran back to the page, keeping its query and dropping the fields", async () => {
    const response = await app.request("/about/?ref=CODE", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40example.com&password=hunter2",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/about?ref=CODE");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const unknown = await app.request("/no-such-page", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    expect(unknown.status).toBe(404);
  });

  it("answers any other path with the not-found page and status 404", async () => {
    for (const route of ["/nope", "/blog/no-such-article", "/results/1/extra", "/missing.png"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("allows exactly the build's inline scripts in the Content-Security-Policy", async () => {
    const csp = (await app.request("/")).headers.get("content-security-policy") ?? "";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(INLINE_SCRIPT).digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("sends the Content-Security-Policy with documents only, the other hardening headers with everything", async () => {
    for (const route of ["/", "/about", "/dashboard", "/nope", "/favicon.svg"]) {
      const response = await app.request(route);
      expect(response.headers.get("content-security-policy"), route).toContain(
        "default-src 'self'",
      );
    }
    for (const route of ["/assets/entry-abc123.js", "/healthz", "/api/site-config"]) {
      const response = await app.request(route, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get("content-security-policy"), route).toBeNull();
      expect(response.headers.get("x-content-type-options"), route).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), route).toBe(
        "strict-origin-when-cross-origin",
      );
    }
  });

  it("publishes robots.txt and a sitemap of the public pages", async () => {
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots).toContain("Disallow: /dashboard");
    const sitemap = await (await app.request("/sitemap.xml")).text();
    for (const route of [
      "/about",
      "/blog/validate-saas-idea-before-coding",
      "/privacy",
      "/terms",
      "/contact",
    ]) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${route}</loc>`);
    }
    expect(sitemap).not.toContain("/dashboard");
  });
});
