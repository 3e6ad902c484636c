/**
 * Recognises prices the way pricing pages write them ("$29/month", "€12 per user / month",
 * "12,50 €", "Free") and nothing that merely has a number in it (team counts, trial lengths,
 * "24/7", "$5M raised").
 */

export interface PriceMatch {
  /** As written: "$29", "12,50 €", "Free". */
  price: string;
  /** As written right after the price ("/month", "per user / month, billed annually"), or null. */
  period: string | null;
  /** Where the price starts and the period (or the price) ends in the searched text. */
  start: number;
  end: number;
}

const SYMBOL = String.raw`(?:US\$|A\$|AU\$|C\$|CA\$|NZ\$|HK\$|S\$|R\$|\$|€|£|¥|₹|₩|₽|₺|₪|₱|฿)`;
const CODE = String.raw`(?:USD|EUR|GBP|AUD|CAD|NZD|CHF|SEK|NOK|DKK|PLN|JPY|INR)`;
const AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,3})?|\d+(?:[.,]\d{1,3})?)`;
/** Not part of a bigger number, a percentage or an amount in thousands or millions ("$5M raised"). */
const AMOUNT_END = String.raw`(?![\d.,]*\d)(?!\s?(?:[kKmMbB]|bn|million|billion|thousand)\b)(?!\s?%)`;
const MONEY = String.raw`(?:${SYMBOL}\s?${AMOUNT}${AMOUNT_END}(?:\s?${CODE}\b)?|${CODE}\s?${AMOUNT}${AMOUNT_END}|${AMOUNT}${AMOUNT_END}\s?(?:${SYMBOL}|${CODE}\b))`;
export const MONEY_SOURCE = String.raw`(?<![\p{L}\p{N}])${MONEY}`;

const UNIT = String.raw`\p{L}[\p{L}-]*`;
const CALENDAR = "month|mo|year|yr|annum|week|wk|day|hour|hr|quarter|user|seat|member";
const SEGMENT = String.raw`(?:\s*(?:\/|\bper\b)\s*${UNIT}|\s+an?\s+(?:${CALENDAR})\b)`;
const BILLED = String.raw`(?:,?\s+(?:billed|paid)\s+(?:monthly|annually|yearly|quarterly|every\s+${UNIT}|per\s+${UNIT}))`;
const PERIOD = new RegExp(
  String.raw`^(?:${SEGMENT}+${BILLED}?|\s*for\s+\d+\s+${UNIT}|\s*each(?=\s*(?:$|[,.;)]))|\s*(?:monthly|annually|yearly|one-time|once)\b${BILLED}?|${BILLED})`,
  "iu",
);

/** Words that may stand next to a price in a price element without making it something else. */
const PRICE_COMPANIONS = new Set(
  "from starting starts at only just now billed paid monthly annually yearly usd eur gbp vat excl excl. incl incl. ex ex. plus tax taxes + * ( ) – - / forever".split(
    " ",
  ),
);

export const CUSTOM_PRICE =
  /^(?:custom|custom pricing|custom price|custom quote|contact (?:us|sales)|contact sales for pricing|talk to (?:us|sales)|let['’]s talk|get a quote|request a quote|price on request|pricing on request)$/i;
/** A page that prices by conversation says so in a sentence like these. */
export const CUSTOM_PRICE_MENTION =
  /\b(?:contact (?:our )?sales|talk to (?:our )?sales|custom pricing|custom quote|pric(?:e|ed|ing) on request|request a quote|get a quote)\b/i;

const FREE_ALONE = /^free(?: forever)?$/i;

export function periodAfter(text: string, offset: number): string | null {
  const match = PERIOD.exec(text.slice(offset));
  return match ? match[0].trim() : null;
}

function withPeriod(text: string, price: string, start: number): PriceMatch {
  const priceEnd = start + price.length;
  const period = periodAfter(text, priceEnd);
  const end = period ? text.indexOf(period, priceEnd) + period.length : priceEnd;
  return { price, period, start, end };
}

/** Every amount of money in the text, each with the period written after it. */
export function findMoney(text: string): PriceMatch[] {
  return [...text.matchAll(new RegExp(MONEY_SOURCE, "gu"))].map((match) =>
    withPeriod(text, match[0], match.index),
  );
}

const PERCENTAGE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])${AMOUNT}%`, "gu");

/** Payment products charge a share of each sale ("1% per transaction"); a bare percentage is a discount or an uptime. */
function findRates(text: string): PriceMatch[] {
  return [...text.matchAll(PERCENTAGE)]
    .map((match) => withPeriod(text, match[0], match.index))
    .filter((rate) => rate.period !== null);
}

function isCompanionText(rest: string): boolean {
  const words = rest.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => PRICE_COMPANIONS.has(word));
}

/**
 * The price when the text is a price element: one amount (or "Free") with its period and at
 * most words like "from" or "billed annually" around it. A sentence that mentions money is not.
 */
export function priceElement(text: string, options: { allowFree: boolean }): PriceMatch | null {
  if (options.allowFree && FREE_ALONE.test(text.trim()))
    return { price: text.trim(), period: null, start: 0, end: text.trim().length };
  const money = [...findMoney(text), ...findRates(text)];
  const only = money[0];
  if (money.length !== 1 || !only) return null;
  return isCompanionText(text.slice(0, only.start) + " " + text.slice(only.end)) ? only : null;
}

/** A period on its own line, as cards that put "per month" under the amount write it. */
export function isPeriodAlone(text: string): boolean {
  const match = PERIOD.exec(` ${text}`);
  return match !== null && match[0].trim() === text.trim();
}
