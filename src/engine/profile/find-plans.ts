import type { PageBlock, ReadPage, TableCell } from "./page-text.ts";
import {
  containerRanges,
  headingLevel,
  isFaq,
  isQuestion,
  joinBlocks,
  sectionTitles,
} from "./page-outline.ts";
import type { BlockRange } from "./page-outline.ts";
import { CUSTOM_PRICE, CUSTOM_PRICE_MENTION, isPeriodAlone, priceElement } from "./price-text.ts";
import type { PriceMatch } from "./price-text.ts";
import { plansInSentences } from "./find-prose-plans.ts";
import type { SitePlan } from "./sourced.ts";

/**
 * Plans as pricing pages lay them out: cards (a heading over a price), tables (plans as columns
 * or rows), name-and-price lines and prose ("The Pro plan costs $12 per user / month"). A plan
 * needs a price written on the page; a name is added only when the layout puts one next to it.
 */

/** Where plans may be read: the main content of a pricing page, or a homepage's pricing section. */
export type PlanScope = "whole-page" | "pricing-section";

interface PricedPage {
  url: string;
  blocks: PageBlock[];
  ranges: Map<number, BlockRange>;
  /** Indexes of the blocks plans may be read from. */
  scoped: number[];
  /** Blocks that are a price element, by index. */
  prices: Map<number, PriceMatch>;
  /** Blocks that say the price is custom ("Contact sales" in a plan card). */
  customs: Set<number>;
}

/** A plan and the block it was read from, so plans found by different layouts keep page order. */
interface Placed {
  at: number;
  plan: SitePlan;
}

const PRICING_LABEL = /(?:^|[\s_-])(?:pricing|prices|plans?)(?:[\s_-]|$)/;
const PRICING_TITLE = /\b(?:pricing|prices|plans)\b/i;
const PRICE_HEADER = /^(?:price|pricing|cost|fee|monthly|yearly|annual|per month|plan price)s?$/i;
const BADGE = /\b(?:popular|best value|recommended|new|save|most|favourite|favorite)\b/i;
const MAX_NAME_WORDS = 5;
const MAX_LABEL_WORDS = 3;
const MAX_PLANS = 8;
/** A card shows at most a monthly and a yearly price; a container with more holds several plans. */
const MAX_PRICES_PER_CARD = 2;

function inScope(block: PageBlock, title: string | null, scope: PlanScope): boolean {
  if (!block.inMain || isFaq(block, title)) return false;
  return (
    scope === "whole-page" ||
    PRICING_LABEL.test(block.labels) ||
    (title !== null && PRICING_TITLE.test(title))
  );
}

function priceOf(block: PageBlock): PriceMatch | null {
  // "Free" over a card or atop a column is the plan's name, not its price.
  const namesAPlan = headingLevel(block) !== null || block.cell?.isHeader === true;
  return priceElement(block.text, { allowFree: !namesAPlan });
}

function pricePage(page: ReadPage, scope: PlanScope): PricedPage {
  const titles = sectionTitles(page.blocks);
  const scoped = page.blocks.flatMap((block, index) =>
    inScope(block, titles[index] ?? null, scope) ? [index] : [],
  );
  const prices = new Map<number, PriceMatch>();
  const customs = new Set<number>();
  for (const index of scoped) {
    const block = page.blocks[index]!;
    const price = priceOf(block);
    if (price) prices.set(index, price);
    else if (CUSTOM_PRICE.test(block.text)) customs.add(index);
  }
  return {
    url: page.url,
    blocks: page.blocks,
    ranges: containerRanges(page.blocks),
    scoped,
    prices,
    customs,
  };
}

function isNameLike(text: string): boolean {
  return (
    text.split(/\s+/).length <= MAX_NAME_WORDS &&
    !isQuestion(text) &&
    !BADGE.test(text) &&
    !/\d/.test(text) &&
    /^\p{Lu}/u.test(text)
  );
}

function isSubheading(block: PageBlock): boolean {
  return (headingLevel(block) ?? 1) >= 2;
}

function countIn(range: BlockRange, indexes: Iterable<number>): number {
  return [...indexes].filter((index) => index >= range.first && index <= range.last).length;
}

/** The nearest heading above the price in its card, else a short title-like line. */
function nameIndexIn(priced: PricedPage, range: BlockRange, priceIndex: number): number | null {
  const before = Array.from(
    { length: priceIndex - range.first },
    (_, offset) => range.first + offset,
  ).filter((index) => !priced.prices.has(index) && !priced.customs.has(index));
  const heading = before.toReversed().find((index) => isSubheading(priced.blocks[index]!));
  if (heading !== undefined) return isNameLike(priced.blocks[heading]!.text) ? heading : null;
  const label = before.find(
    (index) =>
      isNameLike(priced.blocks[index]!.text) &&
      priced.blocks[index]!.text.split(/\s+/).length <= MAX_LABEL_WORDS,
  );
  return label ?? null;
}

/** A price's card is the smallest container that holds something before the price. */
function cardNameIndex(priced: PricedPage, priceIndex: number): number | null {
  for (const container of priced.blocks[priceIndex]!.containers.toReversed()) {
    const range = priced.ranges.get(container);
    if (!range || range.first === priceIndex) continue;
    if (countIn(range, priced.prices.keys()) + countIn(range, priced.customs) > MAX_PRICES_PER_CARD)
      return null;
    return nameIndexIn(priced, range, priceIndex);
  }
  return null;
}

/** Cards that put "per month" on its own line under the amount. */
function periodBelow(priced: PricedPage, priceIndex: number): string | null {
  const block = priced.blocks[priceIndex]!;
  const next = priced.blocks[priceIndex + 1];
  const sameParent =
    next !== undefined &&
    block.containers.at(-2) !== undefined &&
    next.containers.at(-2) === block.containers.at(-2);
  return sameParent && isPeriodAlone(next.text) ? next.text : null;
}

function cardPlan(
  priced: PricedPage,
  priceIndex: number,
  price: string,
  writtenPeriod: string | null,
): SitePlan {
  const nameIndex = cardNameIndex(priced, priceIndex);
  const below =
    writtenPeriod === null && price !== "Custom" ? periodBelow(priced, priceIndex) : null;
  const first = nameIndex === priceIndex - 1 ? nameIndex : priceIndex;
  return {
    name: nameIndex === null ? null : priced.blocks[nameIndex]!.text,
    price,
    period: writtenPeriod ?? below,
    url: priced.url,
    snippet: joinBlocks(priced.blocks, first, below ? priceIndex + 1 : priceIndex),
  };
}

function cellAt(priced: PricedPage, matches: (cell: TableCell) => boolean): PageBlock | undefined {
  return priced.blocks.find((block) => block.cell !== null && matches(block.cell));
}

function rowLabel(priced: PricedPage, cell: TableCell): string | null {
  if (cell.column === 0) return null;
  const first = cellAt(
    priced,
    (other) => other.table === cell.table && other.row === cell.row && other.column === 0,
  );
  return first && !priceElement(first.text, { allowFree: true }) ? first.text : null;
}

/** Plans are columns under their names, or rows after them when the column header says "Price". */
function tableName(priced: PricedPage, cell: TableCell): string | null {
  const above = cellAt(
    priced,
    (other) =>
      other.table === cell.table &&
      other.column === cell.column &&
      other.row < cell.row &&
      other.isHeader,
  );
  const header = above && !priceElement(above.text, { allowFree: false }) ? above.text : null;
  if (header && !PRICE_HEADER.test(header)) return header;
  return rowLabel(priced, cell) ?? header;
}

function tablePlan(
  priced: PricedPage,
  index: number,
  price: string,
  period: string | null,
): SitePlan {
  const block = priced.blocks[index]!;
  const name = tableName(priced, block.cell!);
  return {
    name: name && isNameLike(name) ? name : null,
    price,
    period,
    url: priced.url,
    snippet: block.text,
  };
}

function pricedPlans(priced: PricedPage): Placed[] {
  return [...priced.prices].map(([at, { price, period }]) => ({
    at,
    plan: priced.blocks[at]!.cell
      ? tablePlan(priced, at, price, period)
      : cardPlan(priced, at, price, period),
  }));
}

function rowHasPrices(priced: PricedPage, cell: TableCell): boolean {
  return [...priced.prices.keys()].some((index) => {
    const other = priced.blocks[index]!.cell;
    return other?.table === cell.table && other.row === cell.row;
  });
}

/** "Custom" counts in a table row of prices or under a plan card's name, not as a stray button. */
function customPlans(priced: PricedPage): Placed[] {
  return [...priced.customs].flatMap((at) => {
    const cell = priced.blocks[at]!.cell;
    if (cell)
      return rowHasPrices(priced, cell)
        ? [{ at, plan: tablePlan(priced, at, "Custom", null) }]
        : [];
    const plan = cardPlan(priced, at, "Custom", null);
    return plan.name ? [{ at, plan }] : [];
  });
}

/** "<li><strong>Pro</strong> — $12/month</li>": a bold name, then the price. */
function namedPriceLine(block: PageBlock, url: string): SitePlan | null {
  if (!block.lead) return null;
  const name = block.lead.replace(/[\s:–—-]+$/, "");
  const rest = block.text.slice(block.lead.length).replace(/^[\s:–—-]+/, "");
  const price = isNameLike(name) ? priceElement(rest, { allowFree: true }) : null;
  return price
    ? { name, price: price.price, period: price.period, url, snippet: block.text }
    : null;
}

function writtenPlans(priced: PricedPage): Placed[] {
  return priced.scoped
    .filter((at) => !priced.prices.has(at))
    .flatMap((at) => {
      const block = priced.blocks[at]!;
      const line = namedPriceLine(block, priced.url);
      return (line ? [line] : plansInSentences(block, priced.url)).map((plan) => ({ at, plan }));
    });
}

/** A pricing page with no plan on it that tells visitors to ask for a price. */
function askForPrice(priced: PricedPage): SitePlan[] {
  const at = priced.scoped.find((index) => CUSTOM_PRICE_MENTION.test(priced.blocks[index]!.text));
  const block = at === undefined ? undefined : priced.blocks[at];
  return block
    ? [{ name: null, price: "Custom", period: null, url: priced.url, snippet: block.text }]
    : [];
}

/** One plan seen twice (a "Custom" price and a "Contact sales" button; a name and a nameless copy) is kept once. */
function dedupe(plans: SitePlan[]): SitePlan[] {
  const seen = new Set<string>();
  const samePrice = (a: SitePlan, b: SitePlan) => a.price === b.price && a.period === b.period;
  return plans.filter((plan) => {
    const key = [plan.name ?? "", plan.price, plan.period ?? ""].join("|").toLowerCase();
    const namedCopy =
      plan.name === null && plans.some((other) => other.name !== null && samePrice(other, plan));
    if (seen.has(key) || namedCopy) return false;
    seen.add(key);
    return true;
  });
}

export function findPlans(page: ReadPage, scope: PlanScope): SitePlan[] {
  const priced = pricePage(page, scope);
  const placed = [...pricedPlans(priced), ...customPlans(priced), ...writtenPlans(priced)].sort(
    (a, b) => a.at - b.at,
  );
  const plans = dedupe(placed.map(({ plan }) => plan));
  if (plans.length > 0 || scope === "pricing-section") return plans.slice(0, MAX_PLANS);
  return askForPrice(priced);
}
