import type { ReadPage } from "./page-text.ts";

/** Finds the link to a site's pricing page among the links of its homepage. */

const PRICING_PATH_SEGMENT =
  /^(?:pricing|plans|prices|price|plans-and-pricing|pricing-plans|plans-pricing|tarifs|preise|precios|prezzi)(?:\.html?)?$/i;
const PRICING_TEXT =
  /^(?:pricing|plans|prices|plans (?:&|and) pricing|pricing (?:&|and) plans|see (?:all )?(?:plans|pricing)|view (?:plans|pricing)|compare plans|our plans|tarifs|preise|precios)$/i;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return null;
  }
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

function score(href: string, text: string): number {
  const pathSays = new URL(href).pathname
    .split("/")
    .some((segment) => PRICING_PATH_SEGMENT.test(segment));
  const textSays = PRICING_TEXT.test(text.trim());
  return (pathSays ? 2 : 0) + (textSays ? 1 : 0);
}

/** Same host only: a pricing link elsewhere is a reseller's or a marketplace's, not the product's. */
export function findPricingLink(page: ReadPage, homeUrl: string): string | null {
  const host = hostOf(homeUrl);
  if (!host) return null;
  const home = withoutHash(homeUrl);
  let best: { href: string; score: number } | null = null;
  for (const link of page.links) {
    if (hostOf(link.href) !== host) continue;
    const href = withoutHash(link.href);
    // "/#pricing" is a section of the homepage, which has already been read.
    if (href === home) continue;
    const linkScore = score(href, link.text);
    if (linkScore > 0 && (!best || linkScore > best.score)) best = { href, score: linkScore };
  }
  return best?.href ?? null;
}
