import type { Competitor, MarketSummary, RedditInsights } from "../../contract/report.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { AnalysedItem, EvidenceAnalysis } from "./analyse-evidence.ts";
import { mentionsOf } from "./extract-competitors.ts";
import {
  capitalise,
  communitiesByCount,
  competitorComplaints,
  complaintShare,
  endSentence,
  inCommunity,
  isRepeated,
  listOf,
  payingIntent,
  payingSays,
  platformsNamed,
  quoted,
  sentimentWithCounts,
  switchingIntents,
  themeBasis,
  themesOf,
  unmetClause,
  unmetRequests,
  verb,
  whoSaid,
} from "./extract-insights.ts";
import type {
  CompetitorComplaint,
  PayingIntent,
  SwitchingIntent,
  ThemeSet,
  UnmetRequest,
} from "./extract-insights.ts";
import { stem } from "../text/words.ts";
import type { Theme } from "./group-themes.ts";

/** Below this many discussions a pattern cannot be told from chance, and the summary says so. */
export const THIN_EVIDENCE = 5;
const NAMED_COMPETITORS = 3;
const SHOWN_PLANS = 2;
const MAX_TAKEAWAYS = 6;

export interface SummaryInput {
  /** Only these fields: the rest of the research plan is not evidence. */
  understanding: Pick<IdeaUnderstanding, "idea" | "audience" | "keywords">;
  analysis: EvidenceAnalysis;
  competitors: Competitor[];
  insights: RedditInsights;
}

/** Everything the summary's sentences are made of, worked out once. */
interface Findings {
  items: AnalysedItem[];
  themes: ThemeSet;
  competitors: Competitor[];
  complaints: CompetitorComplaint[];
  switching: SwitchingIntent[];
  unmet: UnmetRequest[];
  paying: PayingIntent | null;
  thin: boolean;
  keywords: string[];
  audience: string;
}

function conversations(count: number): string {
  return count === 1 ? "one relevant conversation" : `${count} relevant conversations`;
}

/** A price only when the product states it; a model's estimate is not evidence. */
function withStatedPrice(competitor: Competitor): string {
  const pricing = competitor.pricing;
  const priced = pricing && !pricing.isEstimate && /[$€£]\s?\d|\bfree\b/i.test(pricing.value);
  // A pricing page lists plans as "Free: $0 · Pro: $12 per month · …"; two are enough here.
  const plans = pricing?.value.split(" · ").slice(0, SHOWN_PLANS).join(" · ");
  return priced ? `${competitor.name} (${plans})` : competitor.name;
}

function competitionSentence(competitors: Competitor[]): string {
  if (competitors.length === 0) return "No existing product turned up in the search.";
  const named = listOf(competitors.slice(0, NAMED_COMPETITORS).map(withStatedPrice));
  if (competitors.length === 1) return `One existing product already competes: ${named}.`;
  const among = competitors.length > NAMED_COMPETITORS ? ", among them" : ":";
  return `${competitors.length} existing products already compete${among} ${named}.`;
}

function signalCounts(themes: ThemeSet): { pains: number; requests: number } {
  const distinct = (list: Theme[]) => new Set(list.flatMap((theme) => theme.evidenceIds)).size;
  return { pains: distinct(themes.pains), requests: distinct(themes.requests) };
}

function demandSentence(findings: Findings): string {
  const { items, themes } = findings;
  const { pains, requests } = signalCounts(themes);
  const where = `${conversations(items.length)} turned up on ${platformsNamed(items)}`;
  if (pains === 0 && requests === 0)
    return `${capitalise(where)}, but none of them clearly complains about a problem or asks for a solution.`;
  return `${capitalise(where)}: ${pains} describe a problem and ${requests} ask for a solution.`;
}

function topPainSentence(themes: ThemeSet): string {
  const [top] = themes.pains;
  if (!top || !isRepeated(top)) return "";
  return ` The most repeated problem is ${quoted(top.label)}, which ${whoSaid(top.items)} ${verb(top.items, "raises", "raise")}.`;
}

function marketOpportunity(findings: Findings): string {
  const { items, competitors, thin, keywords } = findings;
  if (items.length === 0 && competitors.length === 0) {
    const about = keywords.length > 0 ? ` to ${quoted(keywords.join(" "))}` : "";
    return `Nothing relevant${about} turned up in the sources that answered, so this report cannot yet say whether people want it.`;
  }
  if (items.length === 0)
    return `${competitionSentence(competitors)} No one was found discussing the problem, so demand is unconfirmed.`;
  if (thin) {
    return `The evidence is thin: only ${conversations(items.length)} (on ${platformsNamed(items)}). ${competitionSentence(competitors)} Treat what follows as leads to check, not conclusions.`;
  }
  return `${demandSentence(findings)}${topPainSentence(findings.themes)} ${competitionSentence(competitors)}`;
}

function toneCounts(negative: number, positive: number, total: number): string {
  const negatives =
    negative === total
      ? `all ${total} conversations read negative`
      : `${negative} of the ${total} conversations read negative`;
  const positives =
    positive === total
      ? `all ${total} conversations read positive`
      : `${positive} of the ${total} conversations read positive`;
  if (negative === 0) return positives;
  return positive === 0 ? negatives : `${negatives} and ${positive} positive`;
}

function toneTakeaway(items: AnalysedItem[]): string | null {
  const tone = sentimentWithCounts(items);
  if (tone.items === 0 || (tone.negative === 0 && tone.positive === 0)) return null;
  const label =
    tone.label === "mixed"
      ? "mixed"
      : tone.label === "neutral"
        ? "neutral on balance"
        : `mostly ${tone.label}`;
  return `The tone is ${label}: ${toneCounts(tone.negative, tone.positive, tone.items)} (a word-score estimate).`;
}

function mostMentionedTakeaway(competitors: Competitor[], items: AnalysedItem[]): string | null {
  const counted = competitors
    .map((competitor) => ({
      name: competitor.name,
      mentions: mentionsOf(competitor.name, items).length,
    }))
    .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
  const [first, second] = counted;
  if (!first || first.mentions < 2 || (second && second.mentions === first.mentions)) return null;
  return `${first.name} is the product people bring up most: ${first.mentions} of the ${items.length} conversations name it.`;
}

function themeTakeaway(theme: Theme | undefined, lead: string): string | null {
  return theme && isRepeated(theme)
    ? `${lead} ${quoted(theme.label)} (${whoSaid(theme.items)}).`
    : null;
}

function keyTakeaways(findings: Findings): string[] {
  const { items, themes, thin, competitors, paying } = findings;
  const candidates = [
    thin && items.length > 0
      ? `Only ${conversations(items.length)} turned up, fewer than ${THIN_EVIDENCE}, so nothing here is a pattern yet.`
      : null,
    themeTakeaway(themes.pains[0], "The most repeated complaint:"),
    themeTakeaway(themes.pains[1], "Also repeated:"),
    themeTakeaway(themes.requests[0], "The most common request:"),
    paying ? endSentence(capitalise(payingSays(paying))) : null,
    toneTakeaway(items),
    mostMentionedTakeaway(competitors, items),
    themeTakeaway(themes.praise[0], "What people already like:"),
  ];
  return candidates
    .filter((takeaway): takeaway is string => takeaway !== null)
    .slice(0, MAX_TAKEAWAYS);
}

/** Two shared key words, not one, before a request is said to be about the same problem. */
const MIN_SHARED_KEY_TERMS = 2;

function requestEcho(pain: Theme, request: Theme | undefined): string {
  if (!request || !isRepeated(request)) return "";
  const painStems = new Set(pain.keyTerms.map(stem));
  const shared = request.keyTerms.filter((term) => painStems.has(stem(term)));
  if (shared.length < MIN_SHARED_KEY_TERMS) return "";
  return `, and the most common request uses the same words (${listOf(shared.map(quoted))}): ${quoted(request.label)}`;
}

function focusOnPain(pain: Theme, nextPain: Theme | undefined, request: Theme | undefined): string {
  const lead =
    nextPain && nextPain.items.length === pain.items.length
      ? "as often as any other complaint"
      : "more than any other complaint";
  return endSentence(
    `Focus on the problem in ${quoted(pain.label)}: ${whoSaid(pain.items)} ${verb(pain.items, "raises", "raise")} it, ${lead}${requestEcho(pain, request)}`,
  );
}

function noFocus(items: AnalysedItem[]): string {
  return items.length === 0
    ? "No conversations turned up to point to a focus."
    : `The evidence does not point to a focus yet: no complaints or requests turned up in ${conversations(items.length)}.`;
}

/** Thin or one-off evidence gets a next step, not a conclusion. */
function tooEarlyToFocus(first: Theme, items: AnalysedItem[]): string {
  if (!isRepeated(first)) {
    return endSentence(
      `Nothing repeats yet, so before choosing a focus find more people who say something like ${quoted(first.label)}`,
    );
  }
  return endSentence(
    `With only ${conversations(items.length)} it is too early to pick a focus; the most repeated point is ${quoted(first.label)} (${whoSaid(first.items)})`,
  );
}

function recommendedFocus({ items, themes, thin }: Findings): string {
  const [pain, nextPain] = themes.pains;
  const [request] = themes.requests;
  const repeated = [pain, request].find((theme) => theme !== undefined && isRepeated(theme));
  const first = repeated ?? pain ?? request;
  if (!first) return noFocus(items);
  if (thin || !repeated) return tooEarlyToFocus(first, items);
  if (pain && repeated === pain) return focusOnPain(pain, nextPain, request);
  return `Focus on what people ask for most: ${quoted(repeated.label)} (${whoSaid(repeated.items)}).`;
}

function communitySentence(items: AnalysedItem[]): string {
  const groups = communitiesByCount(items);
  const top = groups.slice(0, 3);
  const shown = top.map(
    (group, index) =>
      `${inCommunity(group.community)} (${group.items.length}${index === 0 ? ` of ${items.length}` : ""})`,
  );
  const covered = top.reduce((sum, group) => sum + group.items.length, 0);
  const lead =
    groups.length === 1
      ? "All of the conversations found are"
      : groups.length <= top.length
        ? "The conversations found are"
        : covered * 2 > items.length
          ? "Most of the conversations found are"
          : "The conversations found are spread out; the largest groups are";
  return `${lead} ${listOf(shown)}.`;
}

function complainersSentence(themes: ThemeSet): string {
  const [pain] = themes.pains;
  if (!pain || !isRepeated(pain)) return "";
  const [home] = communitiesByCount(pain.items);
  if (!home || home.items.length * 2 <= pain.items.length) return "";
  return ` The most repeated complaint comes mostly from ${home.community} (${home.items.length} of ${pain.items.length}).`;
}

function targetSegment(findings: Findings): string {
  const audience = findings.audience.trim();
  const described = audience ? `${capitalise(audience)}, as the idea describes them. ` : "";
  if (findings.items.length === 0)
    return `${described}No community conversations turned up to confirm who feels this problem most.`;
  return `${described}${communitySentence(findings.items)}${complainersSentence(findings.themes)}`;
}

function complaintStrategy(complaint: CompetitorComplaint): string {
  return endSentence(
    `Win over unhappy ${complaint.competitor.name} users: ${complaintShare(complaint, true)}, e.g. ${quoted(complaint.quote)}`,
  );
}

function unmetStrategy(unmet: UnmetRequest): string {
  return `Offer what the products found do not describe: ${quoted(unmet.theme.label)} (${whoSaid(unmet.theme.items)}); ${unmetClause(unmet)}.`;
}

function switchingStrategy({ target, items }: SwitchingIntent): string {
  return `Make switching from ${target} easy: ${whoSaid(items)} ${verb(items, "talks", "talk")} about replacing it.`;
}

function fallbackStrategy(findings: Findings): string {
  const { competitors, themes, items } = findings;
  const [pain] = themes.pains;
  const names = listOf(
    competitors.slice(0, NAMED_COMPETITORS).map((competitor) => competitor.name),
    "or",
  );
  if (competitors.length === 0)
    return "No existing product turned up, so the first job is to confirm demand rather than to out-feature anyone.";
  if (pain && isRepeated(pain))
    return endSentence(
      `No one complains about ${names} by name here; stand out on the most repeated problem instead: ${quoted(pain.label)}`,
    );
  return `Nothing in ${conversations(items.length)} sets a product apart yet: no complaints about ${names} and no repeated problem.`;
}

function differentiationStrategy(findings: Findings): string {
  const [complaint] = findings.complaints;
  const [unmet] = findings.unmet;
  const [switching] = findings.switching;
  const strategies = [
    complaint ? complaintStrategy(complaint) : null,
    unmet ? unmetStrategy(unmet) : null,
    switching && switching.target.toLowerCase() !== complaint?.competitor.name.toLowerCase()
      ? switchingStrategy(switching)
      : null,
  ].filter((sentence): sentence is string => sentence !== null);
  return strategies.length > 0 ? strategies.slice(0, 2).join(" ") : fallbackStrategy(findings);
}

/** Every item the summary quotes or counts in a finding, the most important first. */
function citedIds(findings: Findings): string[] {
  const { themes, complaints, unmet, switching, paying } = findings;
  const cited = [themes.pains[0], themes.pains[1], themes.requests[0], themes.praise[0]].flatMap(
    (theme) =>
      theme && (isRepeated(theme) || theme === themes.pains[0] || theme === themes.requests[0])
        ? theme.evidenceIds
        : [],
  );
  const items = [
    ...(paying?.items ?? []),
    ...(complaints[0]?.complaints ?? []),
    ...(switching[0]?.items ?? []),
  ];
  return [
    ...new Set([
      ...cited,
      ...items.map((entry) => entry.item.id),
      ...(unmet[0]?.theme.evidenceIds ?? []),
    ]),
  ];
}

function findingsOf({ understanding, analysis, competitors }: SummaryInput): Findings {
  const { items } = themeBasis(analysis);
  const themes = themesOf(items);
  return {
    items,
    themes,
    competitors,
    complaints: competitorComplaints(competitors, items),
    switching: switchingIntents(items),
    unmet: unmetRequests(themes.requests, competitors),
    paying: payingIntent(items),
    thin: items.length < THIN_EVIDENCE,
    keywords: understanding.keywords,
    audience: understanding.audience,
  };
}

/**
 * Written for a founder from the same themes as the insights: every sentence is a count, a
 * product's name or stated price, a community's name or a verbatim quote, and thin evidence is
 * called thin rather than read into.
 */
export function extractSummary(input: SummaryInput): MarketSummary {
  const findings = findingsOf(input);
  return {
    marketOpportunity: marketOpportunity(findings),
    keyTakeaways: keyTakeaways(findings),
    recommendedFocus: recommendedFocus(findings),
    targetSegment: targetSegment(findings),
    differentiationStrategy: differentiationStrategy(findings),
    evidenceIds: citedIds(findings),
  };
}
