import { isVerbatim } from "./page-text.ts";
import type { ReadPage } from "./page-text.ts";
import { findDescription } from "./find-description.ts";
import { findFeatures } from "./find-features.ts";
import { findLaunchYear } from "./find-launch-year.ts";
import { findPlans } from "./find-plans.ts";
import type { PlanScope } from "./find-plans.ts";
import { CUSTOM_PRICE, CUSTOM_PRICE_MENTION } from "./price-text.ts";
import { findPricingLink } from "./pricing-link.ts";
import { contains, isBacked } from "./sourced.ts";
import type { SitePlan, Sourced } from "./sourced.ts";

export { findPricingLink } from "./pricing-link.ts";
export type { SitePlan, Source, Sourced } from "./sourced.ts";

/** A competitor's profile as its own pages state it; a field the pages do not state is absent. */
export interface SiteProfile {
  description: Sourced<string> | null;
  plans: SitePlan[];
  features: Array<Sourced<string>>;
  launchYear: Sourced<string> | null;
  pricingPageUrl: string | null;
}

export interface SitePage {
  /** The address the page was fetched from, after redirects; every field read from it names it. */
  url: string;
  kind: "home" | "pricing";
  page: ReadPage;
}

function backedOrNull(field: Sourced<string> | null, page: ReadPage): Sourced<string> | null {
  return field && isBacked(field, page) ? field : null;
}

function saysCustom(snippet: string): boolean {
  return (
    CUSTOM_PRICE_MENTION.test(snippet) ||
    /\bcustom\b/i.test(snippet) ||
    snippet.split("\n").some((line) => CUSTOM_PRICE.test(line.trim()))
  );
}

/** Keeps a plan only when its snippet is on the page and shows its price and period; a name not on the page is dropped. */
function backedPlan(plan: SitePlan, page: ReadPage): SitePlan | null {
  if (!isVerbatim(plan.snippet, page)) return null;
  const priceShown =
    contains(plan.snippet, plan.price) || (plan.price === "Custom" && saysCustom(plan.snippet));
  if (!priceShown || (plan.period !== null && !contains(plan.snippet, plan.period))) return null;
  return plan.name === null || isVerbatim(plan.name, page) ? plan : { ...plan, name: null };
}

function firstBacked(
  pages: SitePage[],
  find: (page: ReadPage) => Sourced<string> | null,
): Sourced<string> | null {
  for (const { url, page } of pages) {
    const field = backedOrNull(find(page), page);
    if (field) return { ...field, url };
  }
  return null;
}

function backedPlans(entry: SitePage, scope: PlanScope): SitePlan[] {
  return findPlans(entry.page, scope).flatMap((plan) => {
    const backed = backedPlan(plan, entry.page);
    return backed ? [{ ...backed, url: entry.url }] : [];
  });
}

function plansOf(home: SitePage | undefined, pricing: SitePage[]): SitePlan[] {
  const fromPricing = pricing.flatMap((entry) => backedPlans(entry, "whole-page"));
  return fromPricing.length > 0 || !home ? fromPricing : backedPlans(home, "pricing-section");
}

function featuresOf(home: SitePage | undefined): Array<Sourced<string>> {
  if (!home) return [];
  return findFeatures(home.page)
    .filter((feature) => isBacked(feature, home.page))
    .map((feature) => ({ ...feature, url: home.url }));
}

/**
 * Reads a product's homepage and pricing page into a profile. Every field carries the page and
 * the verbatim words it came from, and is checked against the page before it is returned, so a
 * mistake in a finder drops the field instead of showing an unbacked one.
 */
export function extractSiteProfile(pages: SitePage[]): SiteProfile {
  const home = pages.find((page) => page.kind === "home");
  const pricing = pages.filter((page) => page.kind === "pricing");
  const homeFirst = [...(home ? [home] : []), ...pricing];
  return {
    description: firstBacked(homeFirst, findDescription),
    plans: plansOf(home, pricing),
    features: featuresOf(home),
    launchYear: firstBacked(homeFirst, findLaunchYear),
    pricingPageUrl: pricing[0]?.url ?? (home ? findPricingLink(home.page, home.url) : null),
  };
}
