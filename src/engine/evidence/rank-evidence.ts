import MiniSearch from "minisearch";
import type { Evidence, IdeaUnderstanding } from "../types.ts";
import { isStopword } from "../text/words.ts";
import type { RelevanceScorer } from "./lexical-relevance.ts";
import { stemsOf as stems } from "../text/words.ts";

export interface RankedEvidence extends Evidence {
  relevance: number;
}

/** Fragments that name one item among many on a page: a store review, an issue's comment. */
const ITEM_FRAGMENTS = [
  { host: "apps.apple.com", prefix: "#review-" },
  { host: "github.com", prefix: "#issuecomment-" },
];

/** The same page under its tracking parameters, www, scheme or trailing slash is one page. */
export function canonicalUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^(www|m|old)\./, "");
    const keep = host === "youtube.com" || host === "news.ycombinator.com" ? ["v", "id", "lc"] : [];
    // A store page's reviews and an issue's comments share the page's address: the item's id,
    // in the fragment, tells them apart.
    const item = ITEM_FRAGMENTS.some(
      (fragment) => host === fragment.host && parsed.hash.startsWith(fragment.prefix),
    )
      ? parsed.hash
      : "";
    const params = [...parsed.searchParams.entries()]
      .filter(([key]) => keep.includes(key))
      .sort(([a], [b]) => a.localeCompare(b));
    const query = params.length > 0 ? `?${new URLSearchParams(params)}` : "";
    return `${host}${parsed.pathname.replace(/\/+$/, "")}${query}${item}`.toLowerCase();
  } catch {
    return url;
  }
}

/** An API item carries authors, scores, dates and product facts a web search copy of it lacks. */
function richness(item: Evidence): number {
  const fromWebSearch =
    item.source === "tavily" || item.source === "brave" || item.source === "exa";
  return (
    (fromWebSearch ? 0 : 10) +
    (item.facts ? 2 : 0) +
    (item.author ? 1 : 0) +
    (item.score !== null ? 1 : 0)
  );
}

function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, 200);
}

function shingles(text: string): Set<string> {
  const words = stems(text);
  const set = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1)
    set.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  return set;
}

/** Share of three-word runs two texts have in common: reposts and quoted copies score near 1. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

const NEAR_DUPLICATE = 0.8;

/**
 * The same item arrives from several queries, from an API and a web search, and as reposts.
 * Keep one of each: the richest copy (the API item, which can become a competitor) first.
 */
export function dedupeEvidence(items: Evidence[]): Evidence[] {
  const sorted = [...items].sort((a, b) => richness(b) - richness(a) || a.id.localeCompare(b.id));
  const seen = { ids: new Set<string>(), urls: new Set<string>(), texts: new Set<string>() };
  const kept: Array<{ item: Evidence; shingles: Set<string> }> = [];
  for (const item of sorted) {
    const url = canonicalUrl(item.url);
    const key = textKey(item.text);
    if (seen.ids.has(item.id) || seen.urls.has(url) || seen.texts.has(key)) continue;
    const itemShingles = shingles(item.text);
    if (
      itemShingles.size >= 4 &&
      kept.some((other) => similarity(itemShingles, other.shingles) >= NEAR_DUPLICATE)
    )
      continue;
    seen.ids.add(item.id);
    seen.urls.add(url);
    seen.texts.add(key);
    kept.push({ item, shingles: itemShingles });
  }
  return kept.map(({ item }) => item);
}

/** Stopwords out, case folded: the same terms for the report's ranking and the chat's retrieval. */
export function evidenceSearchTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return isStopword(lowered) ? null : lowered;
}

/** Titles count a little more; long words match their inflections and small typos. */
export const EVIDENCE_SEARCH_OPTIONS = {
  boost: { title: 1.5 },
  combineWith: "OR",
  prefix: (term: string) => term.length > 4,
  fuzzy: (term: string) => (term.length > 5 ? 0.15 : false),
} as const;

export interface RankInput {
  items: Evidence[];
  understanding: IdeaUnderstanding;
  perPlatformLimit: number;
  /** Says which items are about the idea; the others are dropped before ranking. */
  isOnTopic: (item: Evidence) => boolean;
  relevance: RelevanceScorer;
}

export interface RankOutput {
  evidence: RankedEvidence[];
  /** Items the relevance gate turned away, for the report's counts. */
  offTopic: number;
}

/** An item from a stranger (RelevanceJudgement): less sure to be the audience's, so it ranks behind. */
const STRANGER_SHARE = 0.6;

/**
 * Ranks on-topic items by BM25 against the plan's words plus the gate's own score, nudged by
 * the item's upvotes or stars so well-received items win ties, and behind them what may be
 * someone else's.
 */
export function rankEvidence(input: RankInput): RankOutput {
  const unique = dedupeEvidence(input.items);
  // Copies are judged before one is kept: a product's own site stays when its launch page, which
  // says the same in more words, is turned away for a phrase the site does not have.
  const onTopic = dedupeEvidence(input.items.filter(input.isOnTopic));
  const index = new MiniSearch<Evidence>({
    fields: ["title", "text"],
    storeFields: [],
    processTerm: evidenceSearchTerm,
  });
  index.addAll(onTopic);
  const { understanding } = input;
  const query = [
    understanding.idea,
    ...understanding.queries,
    ...understanding.terms.map((term) => term.phrase),
  ].join(" ");
  const bm25 = new Map(
    index.search(query, EVIDENCE_SEARCH_OPTIONS).map((hit) => [String(hit.id), hit.score]),
  );
  const ranked = onTopic.map((item) => {
    const popularity = 1 + 0.15 * Math.log10(1 + Math.max(0, item.score ?? 0));
    const judgement = input.relevance(item);
    const confidence = judgement.fromStranger ? STRANGER_SHARE : 1;
    const score = ((bm25.get(item.id) ?? 0) + 4 * judgement.score) * popularity * confidence;
    return { ...item, relevance: Math.round(score * 1000) / 1000 };
  });
  ranked.sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id));
  const perPlatform = new Map<string, number>();
  const evidence = ranked.filter((item) => {
    const count = perPlatform.get(item.platform) ?? 0;
    perPlatform.set(item.platform, count + 1);
    return count < input.perPlatformLimit;
  });
  return { evidence, offTopic: Math.max(0, unique.length - onTopic.length) };
}
