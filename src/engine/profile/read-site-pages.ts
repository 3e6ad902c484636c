import type { PageResult } from "../http/safe-fetch.ts";
import { answered, isNotFoundPage } from "./found-page.ts";
import { readPage } from "./page-text.ts";
import { findPricingLink } from "./pricing-link.ts";
import type { SitePage } from "./extract-site-profile.ts";

function sameSite(a: string, b: string): boolean {
  return new URL(a).hostname.replace(/^www\./, "") === new URL(b).hostname.replace(/^www\./, "");
}

/**
 * A product's homepage and pricing page, read through the caller's fetcher. The pricing page is
 * the one the homepage links to ("/plans", "/pricing"); /pricing is asked at once beside the
 * homepage, which saves a round trip when the link agrees. A page that did not answer 2xx, or
 * that is the site's not-found page (a soft 404), is not read as anything. Null when the
 * homepage itself cannot be read.
 */
export async function readSitePages(
  homepage: string,
  get: (url: string) => Promise<PageResult>,
): Promise<SitePage[] | null> {
  const readFound = async (url: string) => {
    const result = await get(url);
    if (!answered(result)) return null;
    const page = readPage(result.text, result.url);
    return isNotFoundPage(page) ? null : { url: result.url, page };
  };
  // Product Hunt's outbound links redirect, so the pricing page can only be guessed once there.
  const guess = /producthunt\.com$/.test(new URL(homepage).hostname)
    ? null
    : readFound(new URL("/pricing", homepage).href);
  const home = await readFound(homepage);
  if (!home) {
    void guess?.catch(() => null);
    return null;
  }
  const link = findPricingLink(home.page, home.url);
  const guessed = guess ? await guess : null;
  const pricing =
    link && (!guessed || new URL(link).pathname !== new URL(guessed.url).pathname)
      ? await readFound(link)
      : guessed && sameSite(guessed.url, home.url)
        ? guessed
        : null;
  const pages: SitePage[] = [{ url: home.url, kind: "home", page: home.page }];
  if (pricing && pricing.url !== home.url)
    pages.push({ url: pricing.url, kind: "pricing", page: pricing.page });
  return pages;
}
