import type { Platform, SourceName } from "../../contract/report.ts";
import type { Evidence } from "../types.ts";
import { normaliseWhitespace, shortHash } from "../text/format.ts";
import type { Source, SourceContext } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

/** One web search to run: competitors on the open web, or social posts on one domain. */
export interface WebSearch {
  query: string;
  domain: "tiktok.com" | "facebook.com" | null;
  maxResults: number;
}

/** Platforms whose APIs are closed to us, reached by domain-restricted web searches that only a full report runs. */
export const SOCIAL_SEARCH_DOMAINS = { tiktok: "tiktok.com", facebook: "facebook.com" } as const;

/**
 * Competitor searches in natural language ("best appointment reminder software for physios",
 * "… alternatives", "… pricing"), one search for discussions, and, in a full report, the users'
 * words on TikTok and Facebook.
 */
export function webSearchesFor(context: SourceContext): WebSearch[] {
  const { competitorQueries, webQueries, queries } = context.understanding;
  const searches: WebSearch[] = competitorQueries
    .slice(0, context.preview ? 2 : 4)
    .map((query) => ({ query, domain: null, maxResults: 10 }));
  if (context.preview) return searches;
  const [discussion] = webQueries;
  if (discussion) searches.push({ query: discussion, domain: null, maxResults: 8 });
  for (const domain of Object.values(SOCIAL_SEARCH_DOMAINS)) {
    searches.push(...queries.slice(0, 2).map((query) => ({ query, domain, maxResults: 8 })));
  }
  return searches;
}

export function platformOfUrl(url: string): Platform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "web";
  }
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (on("tiktok.com")) return "tiktok";
  if (on("facebook.com") || on("fb.com")) return "facebook";
  if (on("reddit.com")) return "reddit";
  if (on("youtube.com") || on("youtu.be")) return "youtube";
  if (on("x.com") || on("twitter.com")) return "twitter";
  if (on("producthunt.com")) return "producthunt";
  if (on("github.com")) return "github";
  if (on("news.ycombinator.com")) return "hackernews";
  return "web";
}

/**
 * What a web result is, by where it lives: a YouTube page is a video (its title is the channel's,
 * never a viewer's comment), a Product Hunt or GitHub page is a product; the rest are posts.
 */
const WEB_KINDS: Partial<Record<Platform, Evidence["kind"]>> = {
  web: "search-result",
  youtube: "video",
  producthunt: "product",
  github: "repository",
};

export interface WebResult {
  url: string;
  title: string | null;
  text: string;
  author?: string | null;
  publishedAt?: string | null;
}

export function webResultToEvidence(result: WebResult, source: SourceName): Evidence | null {
  const text = normaliseWhitespace(result.text);
  if (!text || !/^https?:\/\//.test(result.url)) return null;
  const platform = platformOfUrl(result.url);
  return {
    id: `${platform}:${shortHash(result.url)}`,
    platform,
    source,
    kind: WEB_KINDS[platform] ?? "post",
    title: result.title ? normaliseWhitespace(result.title) : null,
    text,
    author: result.author ?? null,
    url: result.url,
    createdAt: result.publishedAt ?? null,
    score: null,
  };
}

export function emitWebResults(
  context: SourceContext,
  results: WebResult[],
  source: SourceName,
): void {
  context.emit(
    results.map((result) => webResultToEvidence(result, source)).filter((item) => item !== null),
  );
}

/**
 * A web search provider: the searches, their fan-out and the evidence they yield are the same for
 * every provider; only the request and the response's shape differ.
 */
export function createWebSearchSource(
  name: "tavily" | "brave" | "exa",
  missing: string[],
  search: (context: SourceContext, search: WebSearch) => Promise<WebResult[]>,
): Source {
  return {
    name,
    label: SOURCE_LABELS[name],
    purpose: "competitors on the web and public TikTok and Facebook posts",
    missing,
    async gather(context) {
      await Promise.all(
        webSearchesFor(context).map(async (each) =>
          emitWebResults(context, await search(context, each), name),
        ),
      );
    },
  };
}
