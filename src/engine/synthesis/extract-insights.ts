import { FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type {
  Competitor,
  Insight,
  Platform,
  PlatformSentiment,
  RedditInsights,
  Report,
} from "../../contract/report.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import { escapeRegExp, splitSentences } from "../text/format.ts";
import { isStopword, stem } from "../text/words.ts";
import type { AnalysedItem, EvidenceAnalysis } from "./analyse-evidence.ts";
import { ALTERNATIVE_PATTERN } from "./analyse-evidence.ts";
import { mentionsOf } from "./extract-competitors.ts";
import {
  groupThemes,
  isComplaint,
  platformsByCount,
  quotable,
  saysEnough,
  stemsOf,
} from "./group-themes.ts";
import type { Theme } from "./group-themes.ts";

export interface InsightBasis {
  items: AnalysedItem[];
  platforms: Platform[];
}

/** Reddit when it returned anything; otherwise every discussion platform, and the report says so. */
export function insightBasis(analysis: EvidenceAnalysis): InsightBasis {
  const reddit = analysis.byPlatform.reddit;
  const items = reddit.length > 0 ? reddit : analysis.discussions;
  return { items, platforms: platformsIn(items) };
}

/**
 * Evidence-only themes read every discussion platform: a complaint heard on Reddit and on
 * Facebook is stronger evidence than one heard twice on Reddit, and only all of them can show it.
 */
export function themeBasis(analysis: EvidenceAnalysis): InsightBasis {
  return { items: analysis.discussions, platforms: platformsIn(analysis.discussions) };
}

function platformsIn(items: AnalysedItem[]): Platform[] {
  return [...new Set(items.map((entry) => entry.item.platform))].sort();
}

export function overallSentiment(items: AnalysedItem[]): RedditInsights["overallSentiment"] {
  const { label, score, basis } = sentimentWithCounts(items);
  return { label, score, basis };
}

/** Per platform, from every gathered discussion item (not only the quotes shown), in both modes. */
export function sentimentByPlatform(
  analysis: EvidenceAnalysis,
): NonNullable<Report["sentimentByPlatform"]> {
  return Object.fromEntries(
    FEEDBACK_PLATFORMS.map((platform) => [
      platform,
      sentimentWithCounts(analysis.byPlatform[platform]),
    ]),
  ) as NonNullable<Report["sentimentByPlatform"]>;
}

export function sentimentWithCounts(items: AnalysedItem[]): PlatformSentiment {
  if (items.length === 0)
    return {
      label: "unknown",
      score: null,
      basis: "No discussion items were gathered.",
      items: 0,
      positive: 0,
      negative: 0,
    };
  const mean = items.reduce((sum, entry) => sum + entry.sentiment, 0) / items.length;
  const positive = items.filter((entry) => entry.sentiment > 0).length;
  const negative = items.filter((entry) => entry.sentiment < 0).length;
  const mixed = positive / items.length >= 0.3 && negative / items.length >= 0.3;
  const label = mixed ? "mixed" : mean > 0.05 ? "positive" : mean < -0.05 ? "negative" : "neutral";
  const score = Math.round(mean * 1000) / 1000;
  return {
    label,
    score,
    basis: `Of ${items.length === 1 ? "one conversation" : `${items.length} conversations`}, ${positive} read positive and ${negative} negative by the words they use (an estimate from a word list).`,
    items: items.length,
    positive,
    negative,
  };
}

// ---- Wording: every phrase below is a count, a name or a quote taken from the evidence. ----

export function quoted(text: string): string {
  return `“${text}”`;
}

/** Closes a sentence unless it already ends on the quote's own "?" or "!". */
export function endSentence(text: string): string {
  return /[.?!]”?$/.test(text) ? text : `${text}.`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A", "A and B", "A, B and C" (or "A, B or C"). */
export function listOf(parts: string[], conjunction: "and" | "or" = "and"): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} ${conjunction} ${parts[parts.length - 1]}`;
}

export function platformName(platform: Platform): string {
  return platform === "twitter" ? "X" : PLATFORM_LABELS[platform];
}

const KIND_NOUNS: Record<string, string> = { comment: "comments", video: "videos" };

function kindNouns(items: AnalysedItem[]): string {
  const nouns = [...new Set(items.map((entry) => KIND_NOUNS[entry.item.kind] ?? "posts"))];
  const order = ["posts", "comments", "videos"];
  return listOf(nouns.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
}

/** True when each item has its own named author, so the items can be counted as people. */
function distinctAuthors(items: AnalysedItem[]): boolean {
  const authors = items.map((entry) => entry.item.author);
  return (
    authors.every((author) => author !== null && author !== "") &&
    new Set(authors).size === authors.length
  );
}

const NAMED_PLATFORMS = 3;

/** "Reddit, YouTube and Facebook", or "Reddit, YouTube, Facebook and 2 other platforms". */
export function platformsNamed(items: AnalysedItem[]): string {
  const names = platformsByCount(items).map(platformName);
  if (names.length <= NAMED_PLATFORMS) return listOf(names);
  const others = names.length - NAMED_PLATFORMS;
  return `${names.slice(0, NAMED_PLATFORMS).join(", ")} and ${others === 1 ? "one other platform" : `${others} other platforms`}`;
}

/** Who said it, countable and exact: "one person on Reddit", "6 people across Reddit and Facebook", "3 Reddit comments". */
export function whoSaid(items: AnalysedItem[]): string {
  const platforms = platformsByCount(items).map(platformName);
  if (items.length === 1) return `one person on ${platforms[0] ?? "the web"}`;
  if (platforms.length === 1 && !distinctAuthors(items))
    return `${items.length} ${platforms[0]} ${kindNouns(items)}`;
  const who = distinctAuthors(items)
    ? `${items.length} people`
    : `${items.length} ${kindNouns(items)}`;
  return platforms.length === 1
    ? `${who} on ${platforms[0]}`
    : `${who} across ${platformsNamed(items)}`;
}

/** Verb agreement with whoSaid: "one person asks", "3 people ask". */
export function verb(items: AnalysedItem[], singular: string, plural: string): string {
  return items.length === 1 ? singular : plural;
}

function idsOf(items: AnalysedItem[]): string[] {
  return [...new Set(items.map((entry) => entry.item.id))];
}

// ---- Findings shared by the insights and the summary. ----

export interface ThemeSet {
  pains: Theme[];
  requests: Theme[];
  praise: Theme[];
}

/** The insights and the summary read the same items; they are grouped once per run. */
const themeCache = new WeakMap<AnalysedItem[], ThemeSet>();

export function themesOf(items: AnalysedItem[]): ThemeSet {
  const cached = themeCache.get(items);
  if (cached) return cached;
  const themes = {
    pains: groupThemes(items, "pain"),
    requests: groupThemes(items, "request"),
    praise: groupThemes(items, "praise"),
  };
  themeCache.set(items, themes);
  return themes;
}

export function isRepeated(theme: Theme): boolean {
  return theme.items.length > 1;
}

export interface CompetitorComplaint {
  competitor: Competitor;
  mentions: AnalysedItem[];
  /** Mentions whose sentence naming the product is a complaint, the quoted one first. */
  complaints: AnalysedItem[];
  quote: string;
}

function namingPattern(name: string): RegExp {
  const escaped = escapeRegExp(name);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "iu");
}

/** The sentence that names the product and complains, so the complaint is about that product. */
function complaintNaming(name: string, entry: AnalysedItem): string | null {
  const naming = namingPattern(name);
  return (
    splitSentences(entry.item.text).find(
      (sentence) => naming.test(sentence) && isComplaint(sentence),
    ) ?? null
  );
}

export function competitorComplaints(
  competitors: Competitor[],
  items: AnalysedItem[],
): CompetitorComplaint[] {
  return competitors
    .flatMap((competitor) => {
      const mentions = mentionsOf(competitor.name, items);
      const found = mentions.flatMap((entry) => {
        const sentence = complaintNaming(competitor.name, entry);
        return sentence ? [{ entry, sentence }] : [];
      });
      const [first] = found;
      if (!first) return [];
      return [
        {
          competitor,
          mentions,
          complaints: found.map(({ entry }) => entry),
          quote: quotable(first.sentence),
        },
      ];
    })
    .sort(
      (a, b) =>
        b.complaints.length - a.complaints.length ||
        a.competitor.name.localeCompare(b.competitor.name),
    );
}

export interface SwitchingIntent {
  target: string;
  items: AnalysedItem[];
  quote: string;
}

function switchingSentence(entry: AnalysedItem, target: string): string {
  const sentence = splitSentences(entry.item.text).find(
    (candidate) => ALTERNATIVE_PATTERN.exec(candidate)?.[1] === target,
  );
  return quotable(sentence ?? entry.item.text);
}

/** "Alternative to X", "switched from X", "instead of X": people on their way out of a product. */
export function switchingIntents(items: AnalysedItem[]): SwitchingIntent[] {
  const byTarget = new Map<string, { target: string; items: AnalysedItem[] }>();
  for (const entry of items) {
    for (const target of new Set(entry.alternativesTo)) {
      if (isStopword(target.toLowerCase())) continue;
      const group = byTarget.get(target.toLowerCase()) ?? { target, items: [] };
      group.items.push(entry);
      byTarget.set(target.toLowerCase(), group);
    }
  }
  return [...byTarget.values()]
    .flatMap(({ target, items: group }) => {
      const sorted = [...group].sort((a, b) => a.item.id.localeCompare(b.item.id));
      const [first] = sorted;
      if (!first) return [];
      const written =
        first.alternativesTo.find((name) => name.toLowerCase() === target.toLowerCase()) ?? target;
      return [{ target, items: sorted, quote: switchingSentence(first, written) }];
    })
    .sort((a, b) => b.items.length - a.items.length || a.target.localeCompare(b.target));
}

export interface UnmetRequest {
  theme: Theme;
  /** Key terms of the request that no competitor's description or features contain. */
  missingTerms: string[];
  competitorCount: number;
}

function competitorStems(competitors: Competitor[]): Set<string> {
  const text = competitors
    .flatMap((competitor) => [
      competitor.name,
      competitor.description,
      ...competitor.keyFeatures,
      ...competitor.topFeatures,
    ])
    .join(" \n ");
  return stemsOf(text);
}

/** Requests whose defining words appear nowhere in what the products found say about themselves. */
export function unmetRequests(requests: Theme[], competitors: Competitor[]): UnmetRequest[] {
  if (competitors.length === 0) return [];
  const offered = competitorStems(competitors);
  return requests.filter(isRepeated).flatMap((theme) => {
    const terms = theme.keyTerms.slice(0, 2);
    if (terms.length === 0 || terms.some((term) => offered.has(stem(term)))) return [];
    return [{ theme, missingTerms: terms, competitorCount: competitors.length }];
  });
}

/** A person says they would pay: the strongest demand signal a comment can give. */
const PAYING_INTENT =
  /\b(?:would|i'?d|i'?ll|will|happy to|willing to) (?:happily |gladly )?pay\b|\btake my money\b/i;

export interface PayingIntent {
  items: AnalysedItem[];
  quote: string;
}

export function payingIntent(items: AnalysedItem[]): PayingIntent | null {
  const paying = items
    .map((entry) => ({
      entry,
      sentence: splitSentences(entry.item.text).find((sentence) => PAYING_INTENT.test(sentence)),
    }))
    .filter(
      (found): found is { entry: AnalysedItem; sentence: string } => found.sentence !== undefined,
    )
    .sort(
      (a, b) =>
        b.entry.item.relevance - a.entry.item.relevance ||
        a.entry.item.id.localeCompare(b.entry.item.id),
    );
  const [first] = paying;
  return first
    ? {
        items: paying.map((found) => found.entry),
        quote: quotable(withLeadIn(first.entry.item.text, first.sentence)),
      }
    : null;
}

/** "I would pay for that." says nothing alone; the sentence before it, verbatim, says what. */
function withLeadIn(text: string, sentence: string): string {
  if (saysEnough(sentence)) return sentence;
  const sentences = splitSentences(text);
  const previous = sentences[sentences.indexOf(sentence) - 1];
  if (!previous) return sentence;
  const start = text.indexOf(previous);
  const end = text.indexOf(sentence, start + previous.length);
  return start >= 0 && end >= 0 ? text.slice(start, end + sentence.length) : sentence;
}

// ---- Insight sentences. ----

const MAX_THEMES_LISTED = 5;
const MAX_GAPS_PER_KIND = 3;

function painInsight(theme: Theme): Insight {
  return {
    text: `${quoted(theme.label)} — ${whoSaid(theme.items)} ${verb(theme.items, "raises", "raise")} this.`,
    evidenceIds: theme.evidenceIds,
  };
}

function requestInsight(theme: Theme): Insight {
  return {
    text: `${quoted(theme.label)} — ${whoSaid(theme.items)} ${verb(theme.items, "asks", "ask")} for this.`,
    evidenceIds: theme.evidenceIds,
  };
}

/**
 * "3 of the 5 mentions of Cliniko are complaints", or, once the product is named in the
 * sentence, "3 of its 5 mentions are complaints".
 */
export function complaintShare(
  { competitor, mentions, complaints }: CompetitorComplaint,
  named = false,
): string {
  const total = mentions.length;
  const all = complaints.length === total;
  if (total === 1)
    return named
      ? "its only mention is a complaint"
      : `the only mention of ${competitor.name} is a complaint`;
  if (named)
    return all
      ? `all ${total} of its mentions are complaints`
      : `${complaints.length} of its ${total} mentions are complaints`;
  return all
    ? `all ${total} mentions of ${competitor.name} are complaints`
    : `${complaints.length} of the ${total} mentions of ${competitor.name} are complaints`;
}

function complaintGap(complaint: CompetitorComplaint): Insight {
  return {
    text: endSentence(`${capitalise(complaintShare(complaint))}: ${quoted(complaint.quote)}`),
    evidenceIds: idsOf(complaint.complaints),
  };
}

function switchingGap({ target, items, quote }: SwitchingIntent): Insight {
  return {
    text: endSentence(
      `${capitalise(whoSaid(items))} ${verb(items, "talks", "talk")} about replacing ${target}: ${quoted(quote)}`,
    ),
    evidenceIds: idsOf(items),
  };
}

/** "none of the 5 products found mention", "neither product found mentions". */
function noProductMentions(count: number): string {
  if (count === 1) return "the one product found does not mention";
  if (count === 2) return "neither product found mentions";
  return `none of the ${count} products found mention`;
}

export function unmetClause({ missingTerms, competitorCount }: UnmetRequest): string {
  return `${noProductMentions(competitorCount)} ${listOf(missingTerms.map(quoted), "or")}`;
}

function unmetGap(unmet: UnmetRequest): Insight {
  const { theme } = unmet;
  return {
    text: `Unmet request: ${quoted(theme.label)} (${whoSaid(theme.items)}), and ${unmetClause(unmet)} in ${unmet.competitorCount === 1 ? "its" : "their"} description or features.`,
    evidenceIds: theme.evidenceIds,
  };
}

function leadWithPain(theme: Theme): Insight {
  if (!isRepeated(theme)) {
    return {
      text: `Check whether others share ${quoted(theme.label)}: no complaint comes up more than once in this evidence yet.`,
      evidenceIds: theme.evidenceIds,
    };
  }
  return {
    text: `Lead with the problem in ${quoted(theme.label)}: it is the most repeated complaint, from ${whoSaid(theme.items)}.`,
    evidenceIds: theme.evidenceIds,
  };
}

function testRequest(theme: Theme): Insight {
  const paying = payingIntent(theme.items);
  const payers = paying?.items.length ?? 0;
  const payClause =
    payers === 0
      ? ""
      : !isRepeated(theme)
        ? " and says they would pay"
        : payers === 1
          ? ", and one of them says they would pay"
          : `, and ${payers} of them say they would pay`;
  return {
    text: `Test demand for ${quoted(theme.label)} before building it: ${whoSaid(theme.items)} ${verb(theme.items, "asks", "ask")} for it${payClause}.`,
    evidenceIds: theme.evidenceIds,
  };
}

/** "3 people on Reddit say they would pay, e.g. “…”", "one person on Reddit says they would pay: “…”". */
export function payingSays(paying: PayingIntent): string {
  const { items, quote } = paying;
  return `${whoSaid(items)} ${verb(items, "says", "say")} they would pay${items.length === 1 ? ":" : ", e.g."} ${quoted(quote)}`;
}

function askAboutPrice(paying: PayingIntent): Insight {
  return {
    text: endSentence(`Talk price early: ${payingSays(paying)}`),
    evidenceIds: idsOf(paying.items),
  };
}

function positionAgainst(
  complaint: CompetitorComplaint,
  runnerUp: CompetitorComplaint | undefined,
): Insight {
  const most =
    runnerUp && runnerUp.complaints.length === complaint.complaints.length
      ? ""
      : ", more than any other product found";
  return {
    text: `Position against ${complaint.competitor.name}: ${complaintShare(complaint, true)}${most}.`,
    evidenceIds: idsOf(complaint.complaints),
  };
}

/** "in r/productivity", "on YouTube". */
export function inCommunity(community: string): string {
  return community.startsWith("r/") ? `in ${community}` : `on ${community}`;
}

/** r/subreddit for Reddit, the platform's name elsewhere: where a founder can go and ask. */
export function communityOf(entry: AnalysedItem): string {
  return entry.item.subreddit ? `r/${entry.item.subreddit}` : platformName(entry.item.platform);
}

export function communitiesByCount(
  items: AnalysedItem[],
): Array<{ community: string; items: AnalysedItem[] }> {
  const groups = new Map<string, AnalysedItem[]>();
  for (const entry of items)
    groups.set(communityOf(entry), [...(groups.get(communityOf(entry)) ?? []), entry]);
  return [...groups]
    .map(([community, members]) => ({ community, items: members }))
    .sort((a, b) => b.items.length - a.items.length || a.community.localeCompare(b.community));
}

function whereToInterview(themes: Theme[]): Insight | null {
  const items = [
    ...new Map(
      themes.flatMap((theme) => theme.items).map((entry) => [entry.item.id, entry]),
    ).values(),
  ];
  const top = communitiesByCount(items)
    .slice(0, 2)
    .filter((group) => group.items.length > 1);
  const here = top.flatMap((group) => group.items);
  if (top.length === 0 || items.length < 3) return null;
  return {
    text: `Find people to interview ${listOf(top.map((group) => inCommunity(group.community)))}: ${here.length} of the ${items.length} complaints and requests found came from there.`,
    evidenceIds: idsOf(here),
  };
}

function actionableFrom(
  themes: ThemeSet,
  complaints: CompetitorComplaint[],
  paying: PayingIntent | null,
): Insight[] {
  const [topPain] = themes.pains;
  const [topRequest] = themes.requests;
  const [topComplaint, runnerUp] = complaints;
  const payingOutsideTopRequest =
    paying && !(topRequest && payingIntent(topRequest.items)) ? paying : null;
  return [
    topPain ? leadWithPain(topPain) : null,
    topRequest ? testRequest(topRequest) : null,
    payingOutsideTopRequest ? askAboutPrice(payingOutsideTopRequest) : null,
    topComplaint ? positionAgainst(topComplaint, runnerUp) : null,
    whereToInterview([...themes.pains, ...themes.requests]),
  ].filter((insight): insight is Insight => insight !== null);
}

export function extractInsights(
  analysis: EvidenceAnalysis,
  competitors: Competitor[],
): RedditInsights {
  const basis = themeBasis(analysis);
  const themes = themesOf(basis.items);
  const complaints = competitorComplaints(competitors, basis.items);
  const marketGaps = [
    ...complaints.slice(0, MAX_GAPS_PER_KIND).map(complaintGap),
    ...switchingIntents(basis.items).slice(0, MAX_GAPS_PER_KIND).map(switchingGap),
    ...unmetRequests(themes.requests, competitors).slice(0, MAX_GAPS_PER_KIND).map(unmetGap),
  ];
  return {
    basedOn: basis.platforms,
    overallSentiment: overallSentiment(basis.items),
    topPainPoints: themes.pains.slice(0, MAX_THEMES_LISTED).map(painInsight),
    featureOpportunities: themes.requests.slice(0, MAX_THEMES_LISTED).map(requestInsight),
    marketGaps,
    actionableInsights: actionableFrom(themes, complaints, payingIntent(basis.items)),
  };
}
