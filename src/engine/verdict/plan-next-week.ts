import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import type { Competitor } from "../../contract/report.ts";
import type { WeekPlan } from "../../contract/verdict.ts";
import { painSentence, type LabelledItem } from "./label-evidence.ts";
import { communityOf } from "./community-of.ts";

/** Set before the test, so the result cannot be argued with afterwards (ADR 0017). */
export const KILL_CRITERION =
  "Fewer than 20 sign-ups from 1,000 visitors (2%) within 7 days: stop, or change the pitch before building anything.";

/** About what people did, never what they would do: the interview kit's rule (ADR 0029). */
const OPEN_QUESTIONS = [
  "Walk me through the last time this happened. What did you do?",
  "How did you handle it the last time, and what did that cost you in money or time?",
  "What have you tried that didn't work, and why did you stop using it?",
  "When did you last pay for something to deal with this, and who approved it?",
  "What happened the last time this went badly?",
];
const SEEDED_QUESTIONS = 3;
const MAX_QUOTE_CHARS = 160;

const byRelevance = (a: LabelledItem, b: LabelledItem) =>
  b.entry.item.relevance - a.entry.item.relevance || a.entry.item.id.localeCompare(b.entry.item.id);

function interviewQuestions(pains: LabelledItem[]): WeekPlan["interviewQuestions"] {
  const seeded = pains
    .flatMap((item) => {
      const sentence = painSentence(item);
      // A question quoted back reads oddly ("Someone wrote: 'Is there a tool?'"); statements only.
      return sentence && sentence.length <= MAX_QUOTE_CHARS && !sentence.endsWith("?")
        ? [{ item, sentence }]
        : [];
    })
    .slice(0, SEEDED_QUESTIONS)
    .map(({ item, sentence }) => ({
      question: `Someone wrote: "${sentence}" When did something like that last happen to you, and what did you do?`,
      evidenceIds: [item.entry.item.id],
    }));
  return [
    ...seeded,
    ...OPEN_QUESTIONS.map((question) => ({ question, evidenceIds: [] })).slice(
      0,
      Math.max(3, 8 - seeded.length),
    ),
  ].slice(0, 8);
}

function readingList(pains: LabelledItem[]): WeekPlan["readingList"] {
  // Comments in one thread share its title: list each thread once.
  const seen = new Set<string>();
  const threadOf = ({ entry: { item } }: LabelledItem) => item.title ?? item.url;
  return pains
    .filter((item) => /^https?:\/\//.test(item.entry.item.url))
    .filter((item) => !seen.has(threadOf(item)) && seen.add(threadOf(item)))
    .slice(0, 5)
    .map(({ entry: { item } }) => ({
      title: item.title ?? `${PLATFORM_LABELS[item.platform]} discussion`,
      url: item.url,
      evidenceId: item.id,
    }));
}

/** One stray comment does not make a community a place where the audience gathers. */
const MIN_ITEMS_PER_PLACE = 2;

/** Communities named by the evidence itself (community-of.ts), several items each. */
function whereUsersGather(pains: LabelledItem[]): WeekPlan["whereUsersGather"] {
  const places = new Map<string, { url: string; ids: string[] }>();
  for (const { entry } of pains) {
    const { item } = entry;
    const place = communityOf(item);
    if (!place) continue;
    const known = places.get(place.name) ?? { url: place.url, ids: [] };
    known.ids.push(item.id);
    places.set(place.name, known);
  }
  return [...places.entries()]
    .filter(([, { ids }]) => ids.length >= MIN_ITEMS_PER_PLACE)
    .sort((a, b) => b[1].ids.length - a[1].ids.length || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([place, { url, ids }]) => ({ place, url, evidenceIds: ids.slice(0, 6) }));
}

interface ListedPrice {
  /** As written before the amount: "$", "£", "€", "A$". */
  currency: string;
  amount: number;
  /** As the page bills it: "/month", " per user / month", "/year", or "" for a one-off. */
  unit: string;
}

/**
 * "$4 per user / month", "£19/mo", "A$99 per year": a currency, an amount and what it is per. A
 * dollar sign after letters other than a country's code ("US$" aside) is not a price.
 */
const PRICE =
  /(?<![A-Za-z$£€])((?:A|C|NZ|HK|S|US)?\$|[£€])\s?(\d+(?:[.,]\d{1,2})?)(\s?(?:\/|per)\s?(?:user|seat|member|practitioner))?(\s?(?:\/|per)\s?(?:month|mo|year|yr)\b)?/gi;

/** The first paid price a competitor lists: "$0 for 30 days" and free tiers are not its price. */
function listedPrice(competitor: Competitor): ListedPrice | null {
  for (const match of (competitor.pricing?.value ?? "").matchAll(PRICE)) {
    const amount = Number((match[2] ?? "").replace(",", "."));
    if (!(amount > 0)) continue;
    const perSeat = match[3] ? " per user" : "";
    const period = match[4] ? (/y/i.test(match[4]) ? "year" : "month") : "";
    return {
      currency: (match[1] ?? "$").toUpperCase() === "US$" ? "$" : (match[1] ?? "$").toUpperCase(),
      amount,
      unit: perSeat ? `${perSeat}${period ? ` / ${period}` : ""}` : period ? `/${period}` : "",
    };
  }
  return null;
}

/**
 * The middle price, in the currency most competitors price in (US dollars on a tie): prices in
 * other currencies are named, never converted, since a rate would be a figure no source gave.
 */
function anchorPrice(competitors: Competitor[]): WeekPlan["smokeTest"]["price"] {
  const priced = competitors.flatMap((competitor) => {
    const listed = listedPrice(competitor);
    return listed === null ? [] : [{ competitor, ...listed }];
  });
  if (priced.length === 0) return null;
  const byCurrency = Map.groupBy(priced, (price) => price.currency);
  const [currency, inIt] = [...byCurrency.entries()].sort(
    (a, b) => b[1].length - a[1].length || Number(b[0] === "$") - Number(a[0] === "$"),
  )[0]!;
  const sorted = [...inIt].sort((a, b) => a.amount - b.amount);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const listed = sorted.map(
    ({ competitor }) => `${competitor.name} (${competitor.pricing!.value})`,
  );
  const others = priced.filter((price) => price.currency !== currency);
  const leftOut =
    others.length > 0
      ? `; priced in other currencies: ${others.map(({ competitor }) => competitor.name).join(", ")}`
      : "";
  const lists = sorted.length === 1 ? "one competitor lists" : `${sorted.length} competitors list`;
  return {
    value: `${currency}${middle.amount}${middle.unit}`,
    basis: `The middle of the ${currency} prices ${lists}: ${listed.join(", ")}${leftOut}`,
    evidenceIds: sorted.flatMap(({ competitor }) =>
      (competitor.pricing!.evidenceIds.length > 0
        ? competitor.pricing!.evidenceIds
        : competitor.evidenceIds
      ).slice(0, 1),
    ),
  };
}

function headline(idea: string): string {
  const first = idea.split(/(?<=[.!?])\s+|\n/)[0]!.trim();
  return first.length <= 90 ? first : `${first.slice(0, 90).replace(/\s+\S*$/, "")}…`;
}

/** The pain phrase most items share ("tedious manual work"), for the smoke test's sub-headline. */
function mostCommonPain(pains: LabelledItem[]): string | undefined {
  const counts = new Map<string, number>();
  for (const { entry } of pains)
    for (const pain of entry.pains) counts.set(pain.label, (counts.get(pain.label) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** What to do in the next seven days, built only from the evidence and the idea's own words. */
export function planNextWeek(input: {
  idea: string;
  audience: string;
  items: LabelledItem[];
  competitors: Competitor[];
}): WeekPlan {
  const pains = input.items.filter((item) => item.isPain).sort(byRelevance);
  const topPain = mostCommonPain(pains);
  return {
    interviewQuestions: interviewQuestions(pains),
    readingList: readingList(pains),
    whereUsersGather: whereUsersGather(pains),
    smokeTest: {
      headline: headline(input.idea),
      subheadline: topPain
        ? `For ${input.audience || "people"} tired of ${topPain}.`
        : `Built for ${input.audience || "people with this problem"}.`,
      price: anchorPrice(input.competitors),
      killCriterion: KILL_CRITERION,
    },
  };
}
