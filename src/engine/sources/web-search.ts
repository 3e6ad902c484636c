import type { Platform, SourceName } from "../../contract/report.ts";
import type { Evidence } from "../types.ts";
import { normaliseWhitespace, shortHash } from "../text/format.ts";
import type { Source, SourceContext } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

/** One web search to run: competitors on the open web, or social posts on one domain. */
export interface WebSearch {
  query: string;
  domain: (typeof SOCIAL_SEARCH_DOMAINS)[keyof typeof SOCIAL_SEARCH_DOMAINS] | null;
  maxResults: number;
}

/**
 * Platforms reached by domain-restricted web searches that only a full report runs: TikTok and
 * Facebook, whose APIs are closed to us, and X, whose API is paid per post and searches only the
 * last seven days (a web search finds older posts, and X's voices with no X key at all).
 */
export const SOCIAL_SEARCH_DOMAINS = {
  tiktok: "tiktok.com",
  facebook: "facebook.com",
  twitter: "x.com",
} as const;

/**
 * Results a social search asks for. X posts are short and many, and a search returns a page of
 * them where it returns a few TikTok videos or Facebook threads; the gate sorts them.
 */
function socialResults(domain: string): number {
  return domain === SOCIAL_SEARCH_DOMAINS.twitter ? 20 : 8;
}

/**
 * Results a competitor search asks for: the most one page of each service holds, at one search's
 * price. A natural-language search for a kind of product returns the threads where people ask for
 * one as well as the products' sites, and both are wanted (ADR 0020, twelfth round).
 */
const COMPETITOR_RESULTS = 20;

/** Platforms only a web search reaches: a preview, which runs none of those searches, never shows them. */
export const WEB_SEARCH_ONLY_PLATFORMS: ReadonlySet<Platform> = new Set(["tiktok", "facebook"]);

/**
 * Competitor searches in natural language ("best appointment reminder software for physios",
 * "… alternatives", "… pricing"), one search for discussions, and, in a full report, the users'
 * words on TikTok, Facebook and X.
 */
export function webSearchesFor(context: SourceContext): WebSearch[] {
  const { competitorQueries, webQueries, queries } = context.understanding;
  const searches: WebSearch[] = competitorQueries
    .slice(0, context.preview ? 2 : 4)
    .map((query) => ({ query, domain: null, maxResults: COMPETITOR_RESULTS }));
  if (context.preview) return searches;
  const [discussion] = webQueries;
  if (discussion) searches.push({ query: discussion, domain: null, maxResults: 8 });
  for (const domain of Object.values(SOCIAL_SEARCH_DOMAINS)) {
    searches.push(
      ...queries.slice(0, 2).map((query) => ({ query, domain, maxResults: socialResults(domain) })),
    );
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

/** An X post's page, x.com/<user>/status/<id>: the same post the X API returns under that id. */
const X_STATUS_PATH = /^\/([A-Za-z0-9_]{1,15})\/status\/(\d+)/;

function xStatusOf(url: string): { username: string; id: string } | null {
  const match = X_STATUS_PATH.exec(new URL(url).pathname);
  return match?.[1] && match[2] ? { username: match[1], id: match[2] } : null;
}

export function webResultToEvidence(result: WebResult, source: SourceName): Evidence | null {
  const text = normaliseWhitespace(result.text);
  if (!text || !/^https?:\/\//.test(result.url)) return null;
  const platform = platformOfUrl(result.url);
  // A post's page title only repeats the post ("Ana on X: \"…\" / X"); its id and author are in the address.
  const status = platform === "twitter" ? xStatusOf(result.url) : null;
  if (platform === "twitter" && !status) return null;
  return {
    id: status ? `twitter:${status.id}` : `${platform}:${shortHash(result.url)}`,
    platform,
    source,
    kind: WEB_KINDS[platform] ?? "post",
    title: status ? null : result.title ? normaliseWhitespace(result.title) : null,
    text,
    author: status?.username ?? result.author ?? null,
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
    purpose: "competitors on the web and public TikTok, Facebook and X posts",
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
