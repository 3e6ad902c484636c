import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import {
  allProducts,
  hnId,
  isoDaysAgo,
  matchesAllWords,
  SERVED_MARKETS,
  productHomepage,
  searchTokens,
  unixDaysAgo,
} from "./markets/corpus.ts";
import { escapeHtml } from "./escape-html.ts";

interface Hit {
  objectID: string;
  created_at: string;
  created_at_i: number;
  author: string;
  points: number | null;
  title?: string;
  url?: string | null;
  story_text?: string | null;
  comment_text?: string | null;
  story_id?: number;
  story_title?: string;
  num_comments?: number;
  _tags: string[];
  /** What Algolia searches for this hit; removed before answering. */
  searchable: string;
}

/** HN text arrives as HTML: paragraphs as <p>, entities escaped. */
function toHnHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => escapeHtml(part, "&#x27;"))
    .join("<p>");
}

function stories(): Hit[] {
  const discussions = SERVED_MARKETS.flatMap((market) =>
    market.hackernews.map((thread) => ({
      objectID: hnId(market, thread.key),
      created_at: isoDaysAgo(thread.daysAgo),
      created_at_i: unixDaysAgo(thread.daysAgo),
      author: thread.author,
      points: thread.score,
      title: thread.title,
      url: null,
      story_text: thread.text ? toHnHtml(thread.text) : null,
      num_comments: thread.comments.length,
      _tags: [
        "story",
        `author_${thread.author}`,
        `story_${hnId(market, thread.key)}`,
        ...(/^ask hn/i.test(thread.title) ? ["ask_hn"] : []),
      ],
      searchable: `${thread.title}\n${thread.text}`,
    })),
  );
  const launches = allProducts().flatMap(({ market, product }) => {
    if (!product.showHn) return [];
    const id = hnId(market, `showhn:${product.name}`);
    const title = `Show HN: ${product.name} – ${product.tagline}`;
    return [
      {
        objectID: id,
        created_at: isoDaysAgo(product.showHn.daysAgo),
        created_at_i: unixDaysAgo(product.showHn.daysAgo),
        author: product.showHn.author,
        points: product.showHn.points,
        title,
        url:
          productHomepage(product) ??
          (product.github ? `https://github.com/${product.github.repo}` : null),
        story_text: toHnHtml(product.showHn.text),
        num_comments: 0,
        _tags: ["story", "show_hn", `author_${product.showHn.author}`, `story_${id}`],
        searchable: `${title}\n${product.showHn.text}`,
      },
    ];
  });
  return [...discussions, ...launches];
}

function comments(): Hit[] {
  return SERVED_MARKETS.flatMap((market) =>
    market.hackernews.flatMap((thread) =>
      thread.comments.map((comment) => ({
        objectID: hnId(market, comment.key),
        created_at: isoDaysAgo(comment.daysAgo),
        created_at_i: unixDaysAgo(comment.daysAgo),
        author: comment.author,
        points: null,
        comment_text: toHnHtml(comment.text),
        story_id: Number(hnId(market, thread.key)),
        story_title: thread.title,
        _tags: ["comment", `author_${comment.author}`, `story_${hnId(market, thread.key)}`],
        searchable: comment.text,
      })),
    ),
  );
}

function wantedTags(tags: string): Set<string> {
  return new Set(
    tags
      .replace(/[()]/g, "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  );
}

interface ItemNode {
  id: number;
  created_at: string;
  created_at_i: number;
  type: "story" | "comment";
  author: string;
  title: string | null;
  url: string | null;
  text: string | null;
  points: number | null;
  parent_id: number | null;
  story_id: number | null;
  children: ItemNode[];
  options: unknown[];
}

/** Algolia's /items/{id}: a story with its whole comment tree. */
function storyTree(id: string): ItemNode | null {
  for (const market of SERVED_MARKETS) {
    const thread = market.hackernews.find((candidate) => hnId(market, candidate.key) === id);
    if (!thread) continue;
    const storyId = Number(id);
    return {
      id: storyId,
      created_at: isoDaysAgo(thread.daysAgo),
      created_at_i: unixDaysAgo(thread.daysAgo),
      type: "story",
      author: thread.author,
      title: thread.title,
      url: null,
      text: thread.text ? toHnHtml(thread.text) : "",
      points: thread.score,
      parent_id: null,
      story_id: null,
      options: [],
      children: thread.comments.map((comment) => ({
        id: Number(hnId(market, comment.key)),
        created_at: isoDaysAgo(comment.daysAgo),
        created_at_i: unixDaysAgo(comment.daysAgo),
        type: "comment",
        author: comment.author,
        title: null,
        url: null,
        text: `<p>${toHnHtml(comment.text)}</p>`,
        points: null,
        parent_id: storyId,
        story_id: storyId,
        options: [],
        children: [],
      })),
    };
  }
  return commentNode(id);
}

/** Algolia's /items/{id} for a comment: the comment alone, with its (here empty) replies. */
function commentNode(id: string): ItemNode | null {
  for (const market of SERVED_MARKETS) {
    for (const thread of market.hackernews) {
      const comment = thread.comments.find((candidate) => hnId(market, candidate.key) === id);
      if (!comment) continue;
      const storyId = Number(hnId(market, thread.key));
      return {
        id: Number(id),
        created_at: isoDaysAgo(comment.daysAgo),
        created_at_i: unixDaysAgo(comment.daysAgo),
        type: "comment",
        author: comment.author,
        title: null,
        url: null,
        text: `<p>${toHnHtml(comment.text)}</p>`,
        points: null,
        parent_id: storyId,
        story_id: storyId,
        options: [],
        children: [],
      };
    }
  }
  return null;
}

/**
 * Algolia HN Search: every query word is required and matches as a prefix; `tags` filters by
 * type, `(a,b)` meaning either. Ranked by relevance then points; here by points.
 */
export function startHackerNewsFake(): Promise<FakeService> {
  const all = [...stories(), ...comments()];
  return startFakeService("hackernews", (request) => {
    const itemId = /^\/items\/(\d+)$/.exec(request.path)?.[1];
    if (itemId) {
      const tree = storyTree(itemId);
      return tree ? { json: tree } : { status: 404, json: { status: 404, error: "Not Found" } };
    }
    if (request.path !== "/search" && request.path !== "/search_by_date")
      return { status: 404, json: { message: "Not Found" } };
    const query = request.query.get("query") ?? "";
    const words = searchTokens(query);
    const tags = wantedTags(request.query.get("tags") ?? "");
    const hitsPerPage = Number(request.query.get("hitsPerPage") ?? 20);
    const found = all
      .filter((hit) => tags.size === 0 || hit._tags.some((tag) => tags.has(tag)))
      .filter((hit) => matchesAllWords(words, hit.searchable, "all-prefix"))
      .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.objectID.localeCompare(b.objectID));
    const hits = found.slice(0, hitsPerPage).map(({ searchable: _searchable, ...hit }) => hit);
    return {
      json: {
        hits,
        nbHits: found.length,
        page: 0,
        nbPages: 1,
        hitsPerPage,
        query,
        params: request.query.toString(),
        processingTimeMS: 3,
      },
    };
  });
}
