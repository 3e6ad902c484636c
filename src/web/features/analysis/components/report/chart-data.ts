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
  const match = /[$€£]\s*(\d[\d,]*(?:\.\d+)?)/.exec(lower) ?? /(\d[\d,]*(?:\.\d+)?)\s*(?:usd|eur|gbp|dollars?)\b/.exec(lower);
  if (!match?.[1]) return /\bfree\b/.test(lower) ? 0 : null;
  const amount = Number(match[1].replace(/,/g, ""));
  if (!Number.isFinite(amount)) return null;
  const yearly = /(\/\s*(yr|year)|per year|a year|annual|yearly)/.test(lower) && !/(\/\s*mo|month)/.test(lower);
  return yearly ? Math.round((amount / 12) * 100) / 100 : amount;
}

export type CompetitorPoint = {
  name: string;
  year: number;
  price: number;
  yearText: string;
  priceText: string;
  estimate: boolean;
};

export function competitorPoints(competitors: Competitor[]): { points: CompetitorPoint[]; skipped: string[] } {
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
      yearText: competitor.launchYear.value,
      priceText: competitor.pricing.value,
      estimate: competitor.launchYear.isEstimate || competitor.pricing.isEstimate,
    });
  }
  return { points, skipped };
}
