import type { Competitor } from "../../../../../contract/report.ts";

/** A year between 1980 and 2099 anywhere in the text ("2019", "Founded in 2015"). */
export function parseYear(value: string): number | null {
  const match = /\b(19[89]\d|20\d\d)\b/.exec(value);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The entry price per month in the text's own currency: the first amount with a currency sign
 * ("$29/month", "From €12"), yearly prices divided by 12, and 0 for plans that start free.
 */
export function parseMonthlyPrice(value: string): number | null {
  const lower = value.toLowerCase().trim();
  if (/^(free|freemium)\b/.test(lower)) return 0;
  const match =
    /[$€£]\s*(\d[\d,]*(?:\.\d+)?)/.exec(lower) ??
    /(\d[\d,]*(?:\.\d+)?)\s*(?:usd|eur|gbp|dollars?)\b/.exec(lower);
  if (!match?.[1]) return /\bfree\b/.test(lower) ? 0 : null;
  const amount = Number(match[1].replace(/,/g, ""));
  if (!Number.isFinite(amount)) return null;
  const yearly =
    /(\/\s*(yr|year)|per year|a year|annual|yearly)/.test(lower) && !/(\/\s*mo|month)/.test(lower);
  return yearly ? Math.round((amount / 12) * 100) / 100 : amount;
}

/** The currencies the chart can name, with the sign its price ticks use. */
export const CURRENCY_SIGNS = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  AUD: "A$",
  CAD: "C$",
  NZD: "NZ$",
} as const;
export type Currency = keyof typeof CURRENCY_SIGNS;
const DOLLAR_PREFIXES: Record<string, Currency> = {
  us: "USD",
  a: "AUD",
  au: "AUD",
  c: "CAD",
  ca: "CAD",
  nz: "NZD",
};
const WORD_CODES: Record<string, Currency> = {
  usd: "USD",
  eur: "EUR",
  gbp: "GBP",
  dollar: "USD",
  dollars: "USD",
};

/**
 * The currency of the amount parseMonthlyPrice reads, or null when the text names none: a bare
 * "$" counts as US dollars, "A$" / "C$" / "NZ$" as the other dollars.
 */
export function parsePriceCurrency(value: string): Currency | null {
  const sign = /(?:\b(us|au?|ca?|nz))?([$€£])\s*\d/i.exec(value);
  if (sign) {
    if (sign[2] === "€") return "EUR";
    if (sign[2] === "£") return "GBP";
    return DOLLAR_PREFIXES[sign[1]?.toLowerCase() ?? ""] ?? "USD";
  }
  const word = /\d[\d,.]*\s*(usd|eur|gbp|dollars?)\b/i.exec(value);
  return word?.[1] ? (WORD_CODES[word[1].toLowerCase()] ?? null) : null;
}

/**
 * The price axis title: the one currency the plotted prices share ("USD / month"), or a plain
 * "Price / month" with a note when they mix currencies or all start free.
 */
export function priceAxisLabel(points: Pick<CompetitorPoint, "currency">[]): {
  title: string;
  currency: Currency | null;
} {
  const currencies = new Set(points.flatMap((point) => (point.currency ? [point.currency] : [])));
  const [only] = currencies;
  if (currencies.size === 1 && only) return { title: `${only} / month`, currency: only };
  return {
    title: currencies.size > 1 ? "Price / month (mixed currencies)" : "Price / month",
    currency: null,
  };
}

export type CompetitorPoint = {
  name: string;
  year: number;
  price: number;
  /** Null for free plans and prices that name no currency. */
  currency: Currency | null;
  yearText: string;
  priceText: string;
  estimate: boolean;
};

export function competitorPoints(competitors: Competitor[]): {
  points: CompetitorPoint[];
  skipped: string[];
} {
  const points: CompetitorPoint[] = [];
  const skipped: string[] = [];
  for (const competitor of competitors) {
    const year = competitor.launchYear ? parseYear(competitor.launchYear.value) : null;
    const price = competitor.pricing ? parseMonthlyPrice(competitor.pricing.value) : null;
    if (year === null || price === null || !competitor.launchYear || !competitor.pricing) {
      skipped.push(competitor.name);
      continue;
    }
    points.push({
      name: competitor.name,
      year,
      price,
      currency: price > 0 ? parsePriceCurrency(competitor.pricing.value) : null,
      yearText: competitor.launchYear.value,
      priceText: competitor.pricing.value,
      estimate: competitor.launchYear.isEstimate || competitor.pricing.isEstimate,
    });
  }
  return { points, skipped };
}

/**
 * Moves dots that would cover each other (same year and price, or nearly) sideways, then up and
 * down, in steps of `gap`, so every one stays visible; the rest keep their place. Positions in px.
 */
export function spreadDots(
  dots: { x: number; y: number }[],
  gap: number,
  bounds: { left: number; right: number; top: number; bottom: number },
): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  const steps = [0, 1, -1, 2, -2, 3, -3, 4, -4];
  const candidates = steps
    .flatMap((dy) => steps.map((dx) => ({ dx, dy })))
    .sort(
      (a, b) => Math.abs(a.dx) + Math.abs(a.dy) * 1.5 - (Math.abs(b.dx) + Math.abs(b.dy) * 1.5),
    );
  for (const dot of dots) {
    const free = candidates
      .map(({ dx, dy }) => ({
        x: Math.min(bounds.right, Math.max(bounds.left, dot.x + dx * gap)),
        y: Math.min(bounds.bottom, Math.max(bounds.top, dot.y + dy * gap)),
      }))
      .find((spot) =>
        placed.every((other) => Math.hypot(other.x - spot.x, other.y - spot.y) >= gap - 0.5),
      );
    placed.push(free ?? dot);
  }
  return placed;
}

/** Round price ticks from 0 up to the first one at or above the highest price, about four steps. */
export function priceTicks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const values = [0];
  while (values[values.length - 1]! < max)
    values.push(Math.round(values.length * step * 100) / 100);
  return values;
}
