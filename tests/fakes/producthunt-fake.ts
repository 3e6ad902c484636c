import type { FakeService } from "./fake-server.ts";
import { jsonBody, startFakeService } from "./fake-server.ts";
import { stableNumber } from "./content.ts";
import {
  allProducts,
  isoDaysAgo,
  productHomepage,
  productHuntUrl,
  productSlug,
  topicSlug,
} from "./markets/corpus.ts";

/**
 * Product Hunt GraphQL v2: no full-text search; `posts(topic:, order: VOTES)` lists a topic's
 * launches by votes, and `topics(query:)` finds topics by name (a name word starting with the
 * query's, as the site's topic search does). The fake answers only those two fields.
 */
export function startProductHuntFake(): Promise<FakeService> {
  const launches = allProducts().flatMap(({ market, product }) =>
    product.productHunt ? [{ market, product, launch: product.productHunt }] : [],
  );
  const topicNames = [...new Set(launches.flatMap(({ launch }) => launch.topics))];
  const findTopics = (variables: unknown) => {
    const { query = "", first = 10 } = (variables ?? {}) as { query?: string; first?: number };
    const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    const matching = topicNames.filter((name) => {
      const nameWords = name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
      return (
        words.length > 0 &&
        words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))
      );
    });
    return {
      edges: matching
        .slice(0, first)
        .map((name) => ({ node: { id: topicSlug(name), name, slug: topicSlug(name) } })),
    };
  };
  return startFakeService("producthunt", (request) => {
    if (request.method !== "POST") return { status: 404, json: { error: "Not Found" } };
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      return {
        status: 401,
        json: {
          data: null,
          errors: [
            {
              error: "invalid_oauth_token",
              error_description: "Please supply a valid access token.",
            },
          ],
        },
      };
    }
    const body = jsonBody(request);
    if (typeof body.query === "string" && /\btopics\s*\(/.test(body.query))
      return { json: { data: { topics: findTopics(body.variables) } } };
    if (typeof body.query !== "string" || !body.query.includes("posts"))
      return { json: { data: null, errors: [{ message: "Field 'posts' is missing" }] } };
    const variables = (body.variables ?? {}) as { topic?: string; first?: number };
    const topic = topicSlug(variables.topic ?? "");
    const edges = launches
      .filter(
        ({ market, launch }) =>
          !topic ||
          launch.topics.map(topicSlug).includes(topic) ||
          market.productHuntTopics.map(topicSlug).includes(topic),
      )
      .sort((a, b) => b.launch.votes - a.launch.votes)
      .slice(0, variables.first ?? 20)
      .map(({ product, launch }) => ({
        node: {
          id: String(900_000 + stableNumber(product.name, 99_999)),
          name: product.name,
          tagline: product.tagline,
          description: product.description,
          url: `${productHuntUrl(product)}?utm_campaign=producthunt-api&utm_medium=api-v2`,
          website: productHomepage(product)
            ? `https://www.producthunt.com/r/${productSlug(product)}`
            : null,
          votesCount: launch.votes,
          commentsCount: launch.comments,
          createdAt: isoDaysAgo(launch.daysAgo),
          topics: { edges: launch.topics.map((name) => ({ node: { name } })) },
        },
      }));
    return {
      json: { data: { posts: { edges, pageInfo: { endCursor: "MjA", hasNextPage: false } } } },
    };
  });
}
