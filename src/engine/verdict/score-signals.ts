import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import type { Competitor } from "../../contract/report.ts";
import {
  VERDICT_SIGNALS,
  type Confidence,
  type VerdictSignal,
  type VerdictSignalId,
} from "../../contract/verdict.ts";
import type { SpendEvidence } from "../../contract/spend-evidence.ts";
import type { LabelledItem } from "./label-evidence.ts";
import { plural } from "../../contract/plural.ts";
import { nameAsWord } from "../text/format.ts";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Quotes listed under one signal: enough to check it, few enough to read. */
const IDS_PER_SIGNAL = 8;

/** 0 with nothing, rising quickly at first and levelling off: the tenth complaint adds less than the first. */
export function saturate(count: number, halfway: number): number {
  return Math.round(100 * (1 - Math.exp((-count * Math.LN2) / halfway)));
}

const ids = (items: LabelledItem[]) =>
  [...items]
    .sort((a, b) => b.entry.item.relevance - a.entry.item.relevance)
    .slice(0, IDS_PER_SIGNAL)
    .map((item) => item.entry.item.id);

function perPlatform(items: LabelledItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const label = PLATFORM_LABELS[item.entry.item.platform];
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label, count]) => `${label} ${count}`)
    .join(", ");
}

/**
 * A store review is of the app its title names, and an issue on a found product's tracker of
 * the product its thread names, whether or not its text repeats the name.
 */
const namedIn = ({ entry: { item } }: LabelledItem) =>
  item.rating
    ? `${item.title ?? ""}\n${item.text}`
    : item.platform === "githubissues" && item.kind === "comment" && item.thread
      ? `${item.thread}\n${item.text}`
      : item.text;

/** Its author's stars, where a review gives them: two or fewer complain, four or more praise. */
const starsSay = (item: LabelledItem) => {
  const stars = item.entry.item.rating;
  return stars === undefined ? null : stars <= 2 ? "complaint" : stars >= 4 ? "praise" : "neither";
};

/** Items that name a competitor, split by whether they complain about it or praise it. */
export function competitorMentions(items: LabelledItem[], competitors: Competitor[]) {
  const names = competitors
    .map((competitor) => competitor.name.trim())
    .filter((name) => name.length >= 3)
    .map(nameAsWord);
  const naming = items.filter((item) => names.some((name) => name.test(namedIn(item))));
  const complaints = naming.filter((item) =>
    starsSay(item) === null
      ? item.isPain || item.entry.sentiment < -0.1
      : starsSay(item) === "complaint",
  );
  const praise = naming.filter((item) =>
    starsSay(item) === null
      ? !complaints.includes(item) && (item.labels.satisfied || item.entry.sentiment > 0.2)
      : starsSay(item) === "praise",
  );
  return { complaints, praise };
}

export interface SignalInput {
  items: LabelledItem[];
  competitors: Competitor[];
  spendEvidence: SpendEvidence;
  /** When the report is made: recency is measured from here, so the same inputs give the same score. */
  now: Date;
}

type SignalValue = Omit<VerdictSignal, "id" | "label" | "weight">;

function painFrequency(pains: LabelledItem[]): SignalValue {
  const platforms = perPlatform(pains);
  return {
    value: saturate(pains.length, 8),
    basis: `${plural(pains.length, "complaint or request", "complaints or requests")}${platforms ? ` (${platforms})` : ""}`,
    evidenceIds: ids(pains),
  };
}

function painIntensity(pains: LabelledItem[]): SignalValue {
  const strong = pains.filter(
    (item) => item.labels.intense || item.labels.workaround || item.labels.loss,
  );
  return {
    value: saturate(strong.length, 4),
    basis: `${plural(strong.length, "item")} with strong language, a workaround, or time or money lost`,
    evidenceIds: ids(strong),
  };
}

/** Reads the report's spend evidence, the one definition of it (ADR 0030). */
function willingnessToPay(spend: SpendEvidence): SignalValue {
  const quotes = spend.quotes;
  const priced = new Set(spend.pricePoints.map((point) => point.competitor)).size;
  return {
    value: saturate(quotes.length, 3),
    basis: `${plural(quotes.length, "quote")} in the spend evidence stating a price, a payment, a paid tool or a price complaint; ${plural(priced, "competitor")} with a price on its own page (spend evidence, not a promise to pay)`,
    evidenceIds: quotes.slice(0, IDS_PER_SIGNAL).map((quote) => quote.evidenceId),
  };
}

function competition(items: LabelledItem[], competitors: Competitor[]): SignalValue {
  if (competitors.length === 0)
    return {
      value: 50,
      basis: "No competitor found: an open field, or a market nobody pays for yet",
      evidenceIds: [],
    };
  const { complaints, praise } = competitorMentions(items, competitors);
  const priced = competitors.filter((competitor) => competitor.pricing).length;
  // A crowded market is harder to enter, unless its users are unhappy with what they have.
  const crowding = 75 - 4 * Math.min(competitors.length, 12);
  const mentions = complaints.length + praise.length;
  const mood = mentions === 0 ? 0 : (35 * (complaints.length - praise.length)) / mentions;
  return {
    value: Math.round(Math.min(100, Math.max(0, crowding + mood))),
    basis: `${plural(competitors.length, "competitor")} (${priced} with a listed price); users complain about them in ${plural(complaints.length, "item")} and praise them in ${praise.length}`,
    evidenceIds: [
      ...ids([...complaints, ...praise]),
      ...competitors.flatMap((competitor) => competitor.evidenceIds.slice(0, 1)),
    ].slice(0, IDS_PER_SIGNAL + 4),
  };
}

function recency(items: LabelledItem[], now: Date): SignalValue {
  const dated = items.filter((item) => item.entry.item.createdAt);
  const recent = dated.filter(
    (item) => now.getTime() - Date.parse(item.entry.item.createdAt!) <= YEAR_MS,
  );
  if (dated.length === 0) return { value: 0, basis: "No item carries a date", evidenceIds: [] };
  return {
    value: Math.round((100 * recent.length) / dated.length),
    basis: `${recent.length} of ${plural(dated.length, "dated item")} from the last 12 months`,
    evidenceIds: ids(recent),
  };
}

function spread(pains: LabelledItem[]): SignalValue {
  const platforms = new Set(pains.map((item) => item.entry.item.platform));
  const authors = new Set(
    pains.flatMap((item) => (item.entry.item.author ? [item.entry.item.author.toLowerCase()] : [])),
  );
  const value = 60 * (Math.min(platforms.size, 4) / 4) + 40 * (Math.min(authors.size, 12) / 12);
  return {
    value: Math.round(value),
    basis: `The pain appears on ${plural(platforms.size, "platform")}, from ${plural(authors.size, "different author")}`,
    evidenceIds: ids(pains),
  };
}

/** Every signal with its value, weight and evidence, in the contract's order. */
export function scoreSignals(input: SignalInput): VerdictSignal[] {
  const pains = input.items.filter((item) => item.isPain);
  const values: Record<VerdictSignalId, SignalValue> = {
    painFrequency: painFrequency(pains),
    painIntensity: painIntensity(pains),
    willingnessToPay: willingnessToPay(input.spendEvidence),
    competition: competition(input.items, input.competitors),
    recency: recency(input.items, input.now),
    spread: spread(pains),
  };
  return VERDICT_SIGNALS.map(({ id, label, weight }) => ({ id, label, weight, ...values[id] }));
}

export function weightedScore(signals: VerdictSignal[]): number {
  return Math.round(signals.reduce((sum, signal) => sum + signal.value * signal.weight, 0));
}

/** Volume and spread of the pain evidence, whatever the score: thin evidence is low confidence. */
export function confidenceOf(items: LabelledItem[]): { level: Confidence; basis: string } {
  const pains = items.filter((item) => item.isPain);
  const platforms = new Set(pains.map((item) => item.entry.item.platform)).size;
  const level: Confidence =
    pains.length >= 20 && platforms >= 3
      ? "high"
      : pains.length >= 8 && platforms >= 2
        ? "medium"
        : "low";
  const counted = `Based on ${plural(pains.length, "complaint or request", "complaints or requests")} from ${plural(platforms, "platform")}`;
  return {
    level,
    basis:
      level === "low" ? `${counted}: thin evidence, so read the score with care.` : `${counted}.`,
  };
}
