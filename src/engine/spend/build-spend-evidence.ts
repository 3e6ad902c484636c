import type { Competitor } from "../../contract/report.ts";
import {
  MAX_SPEND_QUOTES,
  type PricePoint,
  type SpendEvidence,
  type SpendQuote,
} from "../../contract/spend-evidence.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { collapseWhitespace } from "../profile/page-text.ts";
import { findMoney } from "../profile/price-text.ts";
import { detectSpend } from "./detect-spend.ts";

/** Each on-topic item that shows spend, by its sentence that shows it, most relevant first. */
function spendQuotes(items: RankedEvidence[]): SpendQuote[] {
  return [...items]
    .sort((a, b) => b.relevance - a.relevance)
    .flatMap((item) => {
      const match = detectSpend(item.text);
      return match
        ? [
            {
              evidenceId: item.id,
              quote: match.sentence,
              kind: match.kind,
              platform: item.platform,
              url: item.url,
            },
          ]
        : [];
    })
    .slice(0, MAX_SPEND_QUOTES);
}

/** "12,50" is twelve and a half; "1,200" is twelve hundred. */
function amountOf(price: string): number | null {
  const digits = price.replace(/[^\d.,]/g, "");
  const normalised = /,\d{1,2}$/.test(digits)
    ? digits.replace(/\./g, "").replace(",", ".")
    : digits.replace(/,/g, "");
  const value = Number.parseFloat(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Per month where the period says how often; null where it does not (per transaction, one-off, none). */
function perMonth(amount: number, period: string | null): number | null {
  if (!period) return null;
  if (/\b(?:month|mo|monthly)\b/i.test(period)) return amount;
  if (/\b(?:year|yr|annum|annually|yearly)\b/i.test(period)) return amount / 12;
  if (/\b(?:week|wk|weekly)\b/i.test(period)) return (amount * 52) / 12;
  return null;
}

/** A competitor's plan prices, only those read on its own pages and present in the page's words. */
function pagePricePoints(competitor: Competitor): PricePoint[] {
  const pricing = competitor.pricing;
  const snippets = pricing?.pageSnippets;
  if (!pricing || pricing.isEstimate || !snippets) return [];
  return pricing.value.split(" · ").flatMap((text, index) => {
    const page = snippets[index];
    const money = findMoney(text)[0];
    if (!page || !money || !collapseWhitespace(page.snippet).includes(money.price)) return [];
    const amount = amountOf(money.price);
    if (amount === null) return [];
    const monthly = perMonth(amount, money.period);
    const currency = money.price.replace(/[\d.,\s]/g, "");
    return [
      {
        competitor: competitor.name,
        text,
        url: page.url,
        monthly: monthly === null ? null : Math.round(monthly * 100) / 100,
        currency,
      },
    ];
  });
}

function monthlyRanges(points: PricePoint[]): SpendEvidence["monthlyRanges"] {
  const byCurrency = new Map<string, number[]>();
  for (const point of points)
    if (point.monthly !== null)
      byCurrency.set(point.currency, [...(byCurrency.get(point.currency) ?? []), point.monthly]);
  return [...byCurrency.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([currency, values]) => ({
      currency,
      low: Math.min(...values),
      high: Math.max(...values),
    }));
}

/**
 * The spend evidence of a report: verbatim sentences of its on-topic items that state money, a
 * payment, a paid tool or a price complaint, and the competitors' page-backed prices.
 */
export function buildSpendEvidence(
  items: RankedEvidence[],
  competitors: Competitor[],
): SpendEvidence {
  const pricePoints = competitors
    .flatMap(pagePricePoints)
    .sort((a, b) => Number(a.monthly === null) - Number(b.monthly === null));
  return {
    quotes: spendQuotes(items),
    pricePoints,
    monthlyRanges: monthlyRanges(pricePoints),
  };
}
