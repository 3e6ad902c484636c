import { z } from "zod";
import type { Evidence, FoundProduct, SourceSettings } from "../types.ts";
import { nameAsWord, normaliseWhitespace } from "../text/format.ts";
import type { Source } from "./source.ts";
import { productAsThread, productsByName, queriesFor } from "./source.ts";
import { readWords } from "../text/words.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

export const xSearchSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        author_id: z.string().optional(),
        created_at: z.string().optional(),
        public_metrics: z.object({ like_count: z.number().optional() }).partial().optional(),
      }),
    )
    .default([]),
  includes: z
    .object({ users: z.array(z.object({ id: z.string(), username: z.string() })).default([]) })
    .partial()
    .optional(),
});

/**
 * `products`: when the search asked for products by name, a post is read under the product it
 * names, as a store review is under its app: its users rarely say what it is for.
 */
export function xPostsToEvidence(
  body: z.infer<typeof xSearchSchema>,
  products: FoundProduct[] = [],
): Evidence[] {
  const usernames = new Map((body.includes?.users ?? []).map((user) => [user.id, user.username]));
  return body.data.map((post) => {
    const username = post.author_id ? usernames.get(post.author_id) : undefined;
    const product = products.find(({ name }) => nameAsWord(name).test(post.text));
    return {
      id: `twitter:${post.id}`,
      platform: "twitter",
      source: "x",
      kind: product ? "comment" : "post",
      ...(product ? { thread: productAsThread(product) } : {}),
      title: null,
      text: normaliseWhitespace(post.text),
      author: username ?? null,
      url: username
        ? `https://x.com/${username}/status/${post.id}`
        : `https://x.com/i/web/status/${post.id}`,
      createdAt: post.created_at ?? null,
      score: post.public_metrics?.like_count ?? null,
    };
  });
}

/** A phrase as written, with its last word singular and plural: "team habit", "team habits". */
function inflections(query: string): string[] {
  const words = readWords(query);
  const last = words.at(-1);
  const head = words
    .slice(0, -1)
    .map((token) => token.normal)
    .join(" ");
  if (!last || last.pos !== "NOUN") return [query];
  const singular = last.lemma;
  const plural = /(s|x|z|ch|sh)$/.test(singular)
    ? `${singular}es`
    : /[^aeiou]y$/.test(singular)
      ? `${singular.slice(0, -1)}ies`
      : `${singular}s`;
  return [query, ...[singular, plural].map((form) => `${head} ${form}`.trim())];
}

/** X refuses a query over 512 characters; the operators take about 30. */
const MAX_ALTERNATIVES_LENGTH = 470;

function fitQuery(alternatives: string[]): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const alternative of alternatives) {
    if (length + alternative.length + 4 > MAX_ALTERNATIVES_LENGTH) break;
    kept.push(alternative);
    length += alternative.length + 4;
  }
  return kept;
}

export function createXSource(settings: SourceSettings["x"]): Source {
  return {
    name: "x",
    label: SOURCE_LABELS.x,
    purpose: "recent posts",
    missing: settings.bearerToken ? [] : ["X_BEARER_TOKEN"],
    async gather(context) {
      // One request asks every planned phrase at once: X bills per post read, not per query.
      // X matches words exactly, so "remote teams" misses "remote team": ask both forms.
      const forms = [...new Set(queriesFor(context, 10, 2).flatMap((query) => inflections(query)))];
      const phrases = fitQuery(forms.map((query) => `(${query})`));
      const search = async (query: string, maxResults: number, products?: FoundProduct[]) => {
        const params = new URLSearchParams({
          query: `(${query}) -is:retweet lang:en`,
          max_results: String(maxResults),
          "tweet.fields": "created_at,public_metrics,author_id",
          expansions: "author_id",
          "user.fields": "username",
        });
        const url = `${settings.baseUrl}/tweets/search/recent?${params}`;
        const headers = { authorization: `Bearer ${settings.bearerToken}` };
        const body = await context.getJson({ url, headers, schema: xSearchSchema, cacheKey: url });
        context.emit(xPostsToEvidence(body, products));
      };
      // What people say of the products the first results found, by their names, in one more request.
      const products = productsByName(context, context.preview ? 1 : 3);
      const names = products.map(({ name }) => (name.includes(" ") ? `"${name}"` : name));
      await Promise.all([
        ...(phrases.length > 0 ? [search(phrases.join(" OR "), context.preview ? 10 : 50)] : []),
        ...(names.length > 0
          ? [search(names.join(" OR "), context.preview ? 10 : 20, products)]
          : []),
      ]);
    },
  };
}
