import { stableNumber } from "./content.ts";
import {
  allProducts,
  githubUrl,
  hnId,
  isoDaysAgo,
  SERVED_MARKETS,
  stem,
  productHomepage,
  productHuntUrl,
  redditThreads,
  searchTokens,
  socialPostUrl,
  xPostId,
  xUsername,
  youtubeVideoId,
} from "./markets/corpus.ts";

export interface FakeWebResult {
  url: string;
  title: string;
  content: string;
  publishedDate: string;
}

const STOPWORDS = new Set(
  "a an and are as at be best by do for from how i in is it of on or that the this to with you your vs reddit".split(
    " ",
  ),
);
const SNIPPET_LENGTH = 300;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function snippet(text: string): string {
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text;
}

/** What the open web holds about the markets: articles, product sites, social posts, and the public pages of items the APIs also return. */
function webDocuments(): FakeWebResult[] {
  const products = allProducts().flatMap(({ product }) => {
    const pages: FakeWebResult[] = [];
    const homepage = productHomepage(product);
    const launched = isoDaysAgo(
      product.productHunt?.daysAgo ?? product.github?.daysAgo ?? 400,
    ).slice(0, 10);
    if (homepage)
      pages.push({
        url: homepage,
        title: `${product.name} – ${product.tagline}`,
        content: snippet(`${product.site?.subheadline ?? ""} ${product.description}`.trim()),
        publishedDate: launched,
      });
    if (product.productHunt)
      pages.push({
        url: productHuntUrl(product),
        title: `${product.name} - ${product.tagline} | Product Hunt`,
        content: snippet(product.description),
        publishedDate: launched,
      });
    const repository = githubUrl(product);
    if (repository && product.github)
      pages.push({
        url: repository,
        title: `GitHub - ${product.github.repo}: ${product.tagline}`,
        content: snippet(product.description),
        publishedDate: launched,
      });
    return pages;
  });
  const perMarket = SERVED_MARKETS.flatMap((market) => [
    ...market.articles.map((article) => ({
      url: article.url,
      title: article.title,
      content: snippet(article.text),
      publishedDate: isoDaysAgo(article.daysAgo).slice(0, 10),
    })),
    ...market.tiktok.map((post) => ({
      url: socialPostUrl("tiktok", market, post),
      title: post.title,
      content: post.text,
      publishedDate: isoDaysAgo(post.daysAgo).slice(0, 10),
    })),
    ...market.facebook.map((post) => ({
      url: socialPostUrl("facebook", market, post),
      title: post.title,
      content: post.text,
      publishedDate: isoDaysAgo(post.daysAgo).slice(0, 10),
    })),
    // X's own pages, as a web index holds them: the post is the page, whatever its age.
    ...market.x.map((post) => ({
      url: `https://x.com/${xUsername(post.author)}/status/${xPostId(market, post.key)}`,
      title: `${post.author} on X: "${post.text}" / X`,
      content: post.text,
      publishedDate: isoDaysAgo(post.daysAgo).slice(0, 10),
    })),
    ...market.hackernews.map((thread) => ({
      url: `https://news.ycombinator.com/item?id=${hnId(market, thread.key)}`,
      title: `${thread.title} | Hacker News`,
      content: snippet(thread.text || thread.comments[0]?.text || thread.title),
      publishedDate: isoDaysAgo(thread.daysAgo).slice(0, 10),
    })),
    ...market.youtube.map((thread) => ({
      url: `https://www.youtube.com/watch?v=${youtubeVideoId(market, thread.key)}`,
      title: `${thread.title} - YouTube`,
      content: snippet(thread.text || thread.title),
      publishedDate: isoDaysAgo(thread.daysAgo).slice(0, 10),
    })),
  ]);
  const reddit = redditThreads().map((ref) => ({
    url: `https://www.reddit.com${ref.permalink}`,
    title: `${ref.thread.title} : r/${ref.thread.subreddit}`,
    content: snippet(ref.thread.text || ref.thread.comments[0]?.text || ref.thread.title),
    publishedDate: isoDaysAgo(ref.thread.daysAgo).slice(0, 10),
  }));
  return [...products, ...perMarket, ...reddit];
}

/** Each page's words, stemmed once: a report's dozen searches each rank every page. */
const DOCUMENTS = webDocuments().map((document) => ({
  document,
  host: new URL(document.url).hostname,
  stems: new Set(searchTokens(`${document.title}\n${document.content}`).map(stem)),
}));

/**
 * How rare each word is on the open web (BM25's inverse document frequency): a keyword engine
 * ranks a page sharing "notary" above one sharing only "app", however many pages say "app".
 */
const RARITY = (() => {
  const pagesWith = new Map<string, number>();
  for (const { stems } of DOCUMENTS)
    for (const word of stems) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  const rarity = (word: string) => {
    const count = pagesWith.get(word) ?? 0;
    return Math.log(1 + (DOCUMENTS.length - count + 0.5) / (count + 0.5));
  };
  return rarity;
})();

function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Shared by the Tavily, Brave and Exa fakes: word overlap over the open web, each shared word
 * weighted by its rarity, as a keyword-and-semantic engine ranks. A result needs a third of the
 * query's words, not all.
 */
export function webResults(query: string, domain: string | null, maxResults = 10): FakeWebResult[] {
  const words = [
    ...new Set(searchTokens(query.replace(/site:\S+/g, "")).filter((word) => !STOPWORDS.has(word))),
  ];
  const needed = Math.max(1, Math.ceil(words.length / 3));
  const stems = new Set(words.map(stem));
  return DOCUMENTS.filter(({ host }) => !domain || onDomain(host, domain))
    .map(({ document, stems: pageStems }) => {
      const shared = [...stems].filter((word) => pageStems.has(word));
      return { document, shared: shared.length, score: sum(shared.map(RARITY)) };
    })
    .filter(({ shared }) => shared >= needed)
    .sort(
      (a, b) =>
        b.score - a.score ||
        stableNumber(a.document.url, 1000) - stableNumber(b.document.url, 1000),
    )
    .slice(0, maxResults)
    .map(({ document }) => document);
}
