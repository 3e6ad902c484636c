import { describe, expect, it } from "vitest";
import { readSitePages } from "../../../src/engine/profile/read-site-pages.ts";
import type { PageResult } from "../../../src/engine/http/safe-fetch.ts";

const HOME = "https://rotabee.example/";
const homepage = (pricingHref: string) =>
  `<!doctype html><title>Rotabee – rotas for cafés</title><header><nav><a href="/">Rotabee</a><a href="${pricingHref}">Pricing</a></nav></header><main><h1>Rotas for cafés</h1><p>Swap shifts in one tap.</p></main>`;
const PLANS = `<!doctype html><title>Plans – Rotabee</title><main><h1>Simple plans</h1><div class="plan"><h3>Café</h3><p>£19/month</p></div></main>`;
const NOT_FOUND = `<!doctype html><title>Page not found – Rotabee</title><header><nav><a href="/plans">Pricing</a></nav></header><main><h1>Oops! We can't find that page</h1><p>Try our <a href="/plans">pricing</a>: plans from £19/month.</p></main>`;

function site(pages: Record<string, { status: number; html: string }>) {
  const asked: string[] = [];
  const get = async (url: string): Promise<PageResult> => {
    asked.push(new URL(url).pathname);
    const page = pages[new URL(url).pathname] ?? { status: 404, html: NOT_FOUND };
    return {
      ok: true,
      url,
      status: page.status,
      contentType: "text/html",
      text: page.html,
      truncated: false,
    };
  };
  return { get, asked };
}

describe("reading a product's homepage and pricing page", () => {
  it("follows the homepage's link to /plans when /pricing is the site's not-found page served with 200", async () => {
    const { get } = site({
      "/": { status: 200, html: homepage("/plans") },
      "/pricing": { status: 200, html: NOT_FOUND },
      "/plans": { status: 200, html: PLANS },
    });
    const pages = await readSitePages(HOME, get);
    expect(pages?.map((page) => [page.kind, new URL(page.url).pathname])).toEqual([
      ["home", "/"],
      ["pricing", "/plans"],
    ]);
  });

  it("never reads a 404 as a pricing page, even when it shows prices", async () => {
    const { get } = site({ "/": { status: 200, html: homepage("/#features") } });
    const pages = await readSitePages(HOME, get);
    expect(pages?.map((page) => page.kind)).toEqual(["home"]);
  });

  it("reads /pricing asked beside the homepage when the homepage links there, without asking twice", async () => {
    const { get, asked } = site({
      "/": { status: 200, html: homepage("/pricing") },
      "/pricing": { status: 200, html: PLANS },
    });
    const pages = await readSitePages(HOME, get);
    expect(pages?.map((page) => new URL(page.url).pathname)).toEqual(["/", "/pricing"]);
    expect(asked.sort()).toEqual(["/", "/pricing"]);
  });

  it("reads nothing of a site whose homepage is gone", async () => {
    const { get } = site({});
    expect(await readSitePages(HOME, get)).toBeNull();
  });
});
