import MiniSearch from "minisearch";
import type { Evidence, IdeaUnderstanding } from "../types.ts";
import { isStopword } from "../text.ts";

export interface RankedEvidence extends Evidence {
  relevance: number;
}

function dedupeKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().slice(0, 200);
}

/** The same post arrives from several queries and mirrors; keep one per URL and per text. */
export function dedupeEvidence(items: Evidence[]): Evidence[] {
  const sorted = [...items].sort((a, b) => a.id.localeCompare(b.id));
  const seenIds = new Set<string>();
  const seenUrls = new Set<string>();
  const seenTexts = new Set<string>();
  return sorted.filter((item) => {
    const textKey = dedupeKey(item.text);
    if (seenIds.has(item.id) || seenUrls.has(item.url) || seenTexts.has(textKey)) return false;
    seenIds.add(item.id);
    seenUrls.add(item.url);
    seenTexts.add(textKey);
    return true;
  });
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

/**
 * BM25 relevance of each item to the idea's keywords, nudged by the item's own score
 * (upvotes, stars) so well-received items win ties. Items matching no keyword are dropped.
 */
export function rankEvidence(items: Evidence[], understanding: IdeaUnderstanding, perPlatformLimit: number): RankedEvidence[] {
  const unique = dedupeEvidence(items);
  const index = new MiniSearch<Evidence>({
    fields: ["title", "text"],
    storeFields: [],
    processTerm: evidenceSearchTerm,
  });
  index.addAll(unique);
  const query = [understanding.idea, ...understanding.keywords].join(" ");
  const hits = index.search(query, EVIDENCE_SEARCH_OPTIONS);
  const relevanceById = new Map(hits.map((hit) => [String(hit.id), hit.score]));
  const ranked = unique.flatMap((item) => {
    const bm25 = relevanceById.get(item.id);
    if (bm25 === undefined) return [];
    const popularity = 1 + 0.15 * Math.log10(1 + Math.max(0, item.score ?? 0));
    return [{ ...item, relevance: Math.round(bm25 * popularity * 1000) / 1000 }];
  });
  ranked.sort((a, b) => b.relevance - a.relevance || a.id.localeCompare(b.id));
  const perPlatform = new Map<string, number>();
  return ranked.filter((item) => {
    const count = perPlatform.get(item.platform) ?? 0;
    perPlatform.set(item.platform, count + 1);
    return count < perPlatformLimit;
  });
}
