import { cutAtWord } from "./quote-text.ts";
import type { Competitor, Fact, Report, SourceRef } from "./report.ts";
import type { Confidence, Verdict } from "./verdict.ts";

/**
 * The report's first screen (issue 24): "should I build this?" answered from what the report
 * already holds — the verdict, the three strongest pains each with one verbatim quote, the closest
 * competitors with their prices, and this week's steps. Nothing here is new text: every quote is a
 * span of its source, every price a competitor's own fact. The page, the PDF and every export
 * read it from here, so they agree.
 */
export type GlancePain = {
  text: string;
  /**
   * Where the pain was said. `text` is verbatim from the source, or null when the pain's own words
   * already hold it; the whole is null when the pain cites nothing that can be quoted.
   */
  quote: { text: string | null; source: SourceRef } | null;
};

export type GlanceCompetitor = {
  name: string;
  link: string | null;
  /** The competitor's own stated price, or an estimate said to be one; null when none was found. */
  price: Pick<Fact, "value" | "isEstimate"> | null;
};

export type GlanceStep =
  | { kind: "interview"; question: string }
  | { kind: "gather"; place: string; url: string }
  | { kind: "smoke-test"; headline: string; price: string | null; killCriterion: string };

export type ReportGlance = {
  score: number;
  confidence: Confidence;
  summary: string;
  pains: GlancePain[];
  competitors: GlanceCompetitor[];
  /** How many competitors the report holds in all, for "3 of 9". */
  competitorCount: number;
  steps: GlanceStep[];
};

export const GLANCE_PAINS = 3;
export const GLANCE_COMPETITORS = 3;
/** Long enough for a complete thought, short enough that three fit on the first screen. */
const QUOTE_CHARACTERS = 150;

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(WORD) ?? []).filter((word) => word.length > 2));
}

/** Sentences as spans of the text itself, so whatever is picked is still verbatim. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((part) => part.trim()).filter(Boolean);
}

function clipped(text: string): string {
  return cutAtWord(text, QUOTE_CHARACTERS);
}

/** The source's sentence that shares the most words with the pain, as the pain's quote. */
function bestSentence(pain: string, source: SourceRef): string {
  const wanted = words(pain);
  let best = "";
  let bestShared = -1;
  for (const sentence of sentences(source.text)) {
    let shared = 0;
    for (const word of words(sentence)) if (wanted.has(word)) shared += 1;
    if (shared > bestShared) {
      best = sentence;
      bestShared = shared;
    }
  }
  return best;
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A quote the pain's own words already contain is not shown twice. */
function unlessRepeated(
  pain: string,
  quote: { text: string; source: SourceRef },
): GlancePain["quote"] {
  const said = comparable(quote.text.replace(/…$/, ""));
  return comparable(pain).includes(said) ? { text: null, source: quote.source } : quote;
}

function painQuote(
  pain: { text: string; evidenceIds: readonly string[] },
  verdict: Verdict,
  sources: ReadonlyMap<string, SourceRef>,
): { text: string; source: SourceRef } | null {
  // The verdict's own quotes were checked word for word against their sources: prefer them.
  for (const id of pain.evidenceIds) {
    const source = sources.get(id);
    const checked = verdict.evidenceFor.find((item) => item.evidenceId === id);
    if (source && checked) return { text: clipped(checked.quote), source };
  }
  for (const id of pain.evidenceIds) {
    const source = sources.get(id);
    const sentence = source ? bestSentence(pain.text, source) : "";
    if (source && sentence) return { text: clipped(sentence), source };
  }
  return null;
}

function pains(report: Report, verdict: Verdict): GlancePain[] {
  const sources = new Map(report.sources.map((source) => [source.id, source]));
  const stated = report.redditInsights.topPainPoints.slice(0, GLANCE_PAINS);
  if (stated.length > 0)
    return stated.map((pain) => {
      const quote = painQuote(pain, verdict, sources);
      return { text: pain.text, quote: quote ? unlessRepeated(pain.text, quote) : null };
    });
  // No pain was summarised: the strongest quotes for the idea speak for themselves.
  return verdict.evidenceFor.slice(0, GLANCE_PAINS).flatMap((item) => {
    const source = sources.get(item.evidenceId);
    return source ? [{ text: item.reason, quote: { text: clipped(item.quote), source } }] : [];
  });
}

function competitor(entry: Competitor): GlanceCompetitor {
  return {
    name: entry.name,
    link: entry.link,
    price: entry.pricing
      ? { value: entry.pricing.value, isEstimate: entry.pricing.isEstimate }
      : null,
  };
}

function steps(verdict: Verdict): GlanceStep[] {
  const plan = verdict.nextSevenDays;
  const question = plan.interviewQuestions[0]?.question;
  const place = plan.whereUsersGather[0];
  const test = plan.smokeTest;
  return [
    ...(question ? [{ kind: "interview" as const, question }] : []),
    ...(place ? [{ kind: "gather" as const, place: place.place, url: place.url }] : []),
    {
      kind: "smoke-test" as const,
      headline: test.headline,
      price: test.price?.value ?? null,
      killCriterion: test.killCriterion,
    },
  ];
}

/** The first screen of a report with a verdict; null for reports stored before verdicts existed. */
export function toReportGlance(report: Report | null): ReportGlance | null {
  const verdict = report?.verdict;
  if (!report || !verdict) return null;
  return {
    score: verdict.score,
    confidence: verdict.confidence,
    summary: verdict.summary,
    pains: pains(report, verdict),
    // The report ranks the closest competitors first.
    competitors: report.competitors.slice(0, GLANCE_COMPETITORS).map(competitor),
    competitorCount: report.competitors.length,
    steps: steps(verdict),
  };
}

/** How each step of the week opens, worded once for the page and every export. */
export const GLANCE_STEP_LEADS: Record<GlanceStep["kind"], string> = {
  interview: "Ask five people who have this problem:",
  gather: "Find them where they already talk:",
  "smoke-test": "Put a one-page offer in front of them:",
};

export const GLANCE_HEADINGS = {
  section: "At a glance",
  pains: "Strongest pains",
  competitors: "Closest competitors",
  steps: "This week",
} as const;

/** "$19/month", "$19/month (estimate)" or the words that say no price was found. */
export function glancePrice(price: GlanceCompetitor["price"]): string {
  if (!price) return "No price stated";
  return price.isEstimate ? `${price.value} (estimate)` : price.value;
}
