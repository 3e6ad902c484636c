import type { PageBlock, ReadPage, TableCell } from "./page-text.ts";
import { containerRanges, headingLevel, isFaq, isQuestion, joinBlocks, sectionTitles } from "./page-outline.ts";
import type { BlockRange } from "./page-outline.ts";
import { CUSTOM_PRICE, CUSTOM_PRICE_MENTION, isPeriodAlone, priceElement } from "./price-text.ts";
import type { PriceMatch } from "./price-text.ts";
import { findPlansInProse } from "./find-prose-plans.ts";
import type { SitePlan } from "./sourced.ts";

/**
 * Plans as pricing pages lay them out: cards (a heading over a price), tables (plans as columns
 * or rows) and prose ("The Pro plan costs $12 per user / month"). A plan needs a price written
 * on the page; a name is added only when the layout puts one next to it.
 */

interface PricedPage {
  page: ReadPage;
  blocks: PageBlock[];
  ranges: Map<number, BlockRange>;
  /** Blocks that are a price element, by index. */
  prices: Map<number, PriceMatch>;
  /** Blocks that say the price is custom ("Contact sales" in a plan card), by index. */
  customs: Set<number>;
}

/** Where plans may be read: the main content of a pricing page, or a homepage's pricing section. */
export type PlanScope = "whole-page" | "pricing-section";

const PRICING_LABEL = /(?:^|[\s_-])(?:pricing|prices|plans?)(?:[\s_-]|$)/;
const PRICING_TITLE = /\b(?:pricing|prices|plans)\b/i;
const PRICE_HEADER = /^(?:price|pricing|cost|fee|monthly|yearly|annual|per month|plan price)s?$/i;
const BADGE = /\b(?:popular|best value|recommended|new|save|most|favourite|favorite)\b/i;
const MAX_NAME_WORDS = 5;
const MAX_PLANS = 8;

function inScope(block: PageBlock, title: string | null, scope: PlanScope): boolean {
  if (!block.inMain || isFaq(block, title)) return false;
  return scope === "whole-page" || PRICING_LABEL.test(block.labels) || (title !== null && PRICING_TITLE.test(title));
}

function priceOf(block: PageBlock): PriceMatch | null {
  // "Free" over a card or atop a column is the plan's name, not its price.
  const namesAPlan = headingLevel(block) !== null || block.cell?.isHeader === true;
  return priceElement(block.text, { allowFree: !namesAPlan });
}

function pricePage(page: ReadPage, scope: PlanScope): PricedPage {
  const titles = sectionTitles(page.blocks);
  const prices = new Map<number, PriceMatch>();
  const customs = new Set<number>();
  page.blocks.forEach((block, index) => {
    if (!inScope(block, titles[index] ?? null, scope)) return;
    const price = priceOf(block);
    if (price) prices.set(index, price);
    else if (CUSTOM_PRICE.test(block.text)) customs.add(index);
  });
  return { page, blocks: page.blocks, ranges: containerRanges(page.blocks), prices, customs };
}

function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length <= MAX_NAME_WORDS && !isQuestion(text) && !BADGE.test(text) && !/\d/.test(text) && /^\p{Lu}/u.test(text);
}

function countIn(range: BlockRange, indexes: Iterable<number>): number {
  return [...indexes].filter((index) => index >= range.first && index <= range.last).length;
}

/** The nearest heading above the price in its card, else a short title-like line. */
function nameIndexIn(priced: PricedPage, range: BlockRange, priceIndex: number): number | null {
  const before = Array.from({ length: priceIndex - range.first }, (_, offset) => range.first + offset).filter(
    (index) => !priced.prices.has(index) && !priced.customs.has(index),
  );
  const heading = before.toReversed().find((index) => (headingLevel(priced.blocks[index]!) ?? 1) >= 2);
  if (heading !== undefined) return isNameLike(priced.blocks[heading]!.text) ? heading : null;
  const label = before.find((index) => isNameLike(priced.blocks[index]!.text) && priced.blocks[index]!.text.split(/\s+/).length <= 3);
  return label ?? null;
}

/** The smallest container that holds something besides the price is its card, if it holds at most two prices (monthly and yearly). */
function cardNameIndex(priced: PricedPage, priceIndex: number): number | null {
  const containers = [...priced.blocks[priceIndex]!.containers].reverse();
  for (const container of containers) {
    const range = priced.ranges.get(container);
    if (!range || range.first === priceIndex) continue;
    if (countIn(range, priced.prices.keys()) + countIn(range, priced.customs) > 2) return null;
    return nameIndexIn(priced, range, priceIndex);
  }
  return null;
}

function sameParent(a: PageBlock, b: PageBlock): boolean {
  return a.containers.at(-2) !== undefined && a.containers.at(-2) === b.containers.at(-2);
}

/** Cards that put "per month" on its own line under the amount. */
function periodBelow(priced: PricedPage, priceIndex: number): string | null {
  const next = priced.blocks[priceIndex + 1];
  const block = priced.blocks[priceIndex]!;
  return next && sameParent(block, next) && isPeriodAlone(next.text) ? next.text : null;
}

function cardPlan(priced: PricedPage, priceIndex: number, price: string, writtenPeriod: string | null): SitePlan {
  const nameIndex = cardNameIndex(priced, priceIndex);
  const below = writtenPeriod === null && price !== "Custom" ? periodBelow(priced, priceIndex) : null;
  const first = nameIndex === priceIndex - 1 ? nameIndex : priceIndex;
  const last = below ? priceIndex + 1 : priceIndex;
  return {
    name: nameIndex === null ? null : priced.blocks[nameIndex]!.text,
    price,
    period: writtenPeriod ?? below,
    url: priced.page.url,
    snippet: joinBlocks(priced.blocks, first, last),
  };
}

function rowLabel(priced: PricedPage, cell: TableCell): string | null {
  if (cell.column === 0) return null;
  const first = priced.blocks.find((other) => other.cell?.table === cell.table && other.cell.row === cell.row && other.cell.column === 0);
  return first && !priceElement(first.text, { allowFree: true }) ? first.text : null;
}

/** Plans are columns under their names, or rows after them (when the column header says "Price"). */
function tableName(priced: PricedPage, block: PageBlock): string | null {
  const cell = block.cell!;
  const above = priced.blocks.find((other) => other.cell?.table === cell.table && other.cell.column === cell.column && other.cell.row < cell.row && other.cell.isHeader);
  const header = above && !priceElement(above.text, { allowFree: false }) ? above.text : null;
  if (header && !PRICE_HEADER.test(header)) return header;
  return rowLabel(priced, cell) ?? header;
}

function tablePlan(priced: PricedPage, index: number, price: string, period: string | null): SitePlan {
  const block = priced.blocks[index]!;
  const name = tableName(priced, block);
  return { name: name && isNameLike(name) ? name : null, price, period, url: priced.page.url, snippet: block.text };
}

function pricedPlans(priced: PricedPage): SitePlan[] {
  return [...priced.prices].map(([index, match]) =>
    priced.blocks[index]!.cell ? tablePlan(priced, index, match.price, match.period) : cardPlan(priced, index, match.price, match.period),
  );
}

/** "<li><strong>Pro</strong> — $12/month</li>": a bold name, then the price. */
function namedPriceLine(block: PageBlock, url: string): SitePlan | null {
  if (!block.lead) return null;
  const name = block.lead.replace(/[\s:–—-]+$/, "");
  const rest = block.text.slice(block.lead.length).replace(/^[\s:–—-]+/, "");
  const price = isNameLike(name) ? priceElement(rest, { allowFree: true }) : null;
  return price ? { name, price: price.price, period: price.period, url, snippet: block.text } : null;
}

function namedPriceLines(priced: PricedPage, scoped: PageBlock[]): SitePlan[] {
  return scoped.flatMap((block) => namedPriceLine(block, priced.page.url) ?? []);
}

/** A table cell saying "Custom" counts in a row of prices; elsewhere only a named plan card counts. */
function customPlans(priced: PricedPage): SitePlan[] {
  const plans: SitePlan[] = [];
  for (const index of priced.customs) {
    const block = priced.blocks[index]!;
    const cell = block.cell;
    if (cell) {
      const rowHasPrices = [...priced.prices.keys()].some((other) => priced.blocks[other]!.cell?.table === cell.table && priced.blocks[other]!.cell?.row === cell.row);
      if (rowHasPrices) plans.push(tablePlan(priced, index, "Custom", null));
      continue;
    }
    const plan = cardPlan(priced, index, "Custom", null);
    if (plan.name) plans.push(plan);
  }
  return plans;
}

/** A pricing page with no plan on it that tells visitors to ask for a price. */
function askForPrice(priced: PricedPage): SitePlan[] {
  const titles = sectionTitles(priced.blocks);
  const index = priced.blocks.findIndex((block, at) => inScope(block, titles[at] ?? null, "whole-page") && CUSTOM_PRICE_MENTION.test(block.text));
  const block = priced.blocks[index];
  return block ? [{ name: null, price: "Custom", period: null, url: priced.page.url, snippet: block.text }] : [];
}

function dedupe(plans: SitePlan[]): SitePlan[] {
  const seen = new Set<string>();
  return plans.filter((plan) => {
    const key = [plan.name ?? "", plan.price, plan.period ?? ""].join("|").toLowerCase();
    const named = plans.some((other) => other !== plan && other.name !== null && plan.name === null && other.price === plan.price && other.period === plan.period);
    if (seen.has(key) || named) return false;
    seen.add(key);
    return true;
  });
}

export function findPlans(page: ReadPage, scope: PlanScope): SitePlan[] {
  const priced = pricePage(page, scope);
  const titles = sectionTitles(page.blocks);
  const proseBlocks = page.blocks.filter((block, index) => !priced.prices.has(index) && inScope(block, titles[index] ?? null, scope));
  const plans = dedupe([...pricedPlans(priced), ...customPlans(priced), ...namedPriceLines(priced, proseBlocks), ...findPlansInProse(proseBlocks, page.url)]);
  if (plans.length > 0 || scope === "pricing-section") return plans.slice(0, MAX_PLANS);
  return askForPrice(priced);
}
