import type { FakeService } from "./fake-server.ts";
import { jsonBody, startFakeService } from "./fake-server.ts";
import { stableNumber } from "./content.ts";
import { topicFrom } from "./content.ts";

/**
 * Product Hunt GraphQL: the topic variable is a slug, not the idea, so products are generated
 * from the words the last search used (the engine runs PH alongside the other sources).
 */
export function startProductHuntFake(wordsHint: () => string): Promise<FakeService> {
  return startFakeService("producthunt", (request) => {
    if (request.method !== "POST") return { status: 404, json: { error: "Not Found" } };
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      return { status: 401, json: { data: null, errors: [{ error: "invalid_oauth_token", error_description: "Please supply a valid access token." }] } };
    }
    const body = jsonBody(request);
    if (typeof body.query !== "string" || !body.query.includes("posts")) return { json: { data: null, errors: [{ message: "Field 'posts' is missing" }] } };
    const topic = topicFrom(wordsHint());
    const edges = topic.products.slice(0, 4).map((product, index) => ({
      node: {
        id: String(900_000 + stableNumber(product.name, 99_999)),
        name: product.name,
        tagline: product.tagline,
        description: `${product.name} helps teams with ${topic.phrase}.`,
        url: `https://www.producthunt.com/posts/${product.slug}`,
        website: `https://www.producthunt.com/r/${product.slug}`,
        votesCount: 480 - index * 90,
        commentsCount: 40 - index * 7,
        createdAt: `202${index + 1}-04-2${index}T07:01:00Z`,
        topics: { edges: [{ node: { name: "Productivity" } }, { node: { name: "Remote Work" } }] },
      },
    }));
    return { json: { data: { posts: { edges, pageInfo: { endCursor: "MjA", hasNextPage: true } } } } };
  });
}
