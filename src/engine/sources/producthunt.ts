import { z } from "zod";
import type { Evidence, SourceSettings } from "../types.ts";
import { normaliseWhitespace } from "../text/format.ts";
import { SourceError } from "../http/source-error.ts";
import type { Source, SourceContext } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

/** Topics whose name starts with the idea's words: Product Hunt files launches under topics, not words. */
export const PRODUCTHUNT_TOPICS_QUERY = `query Topics($query: String, $first: Int) {
  topics(query: $query, first: $first) { edges { node { slug name } } }
}`;

const productHuntTopicsSchema = z.object({
  data: z
    .object({
      topics: z.object({
        edges: z.array(z.object({ node: z.object({ slug: z.string(), name: z.string() }) })),
      }),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** Product Hunt's API has no free-text search, so launches are listed by the idea's topic. */
export const PRODUCTHUNT_QUERY = `query Launches($topic: String, $first: Int) {
  posts(first: $first, order: VOTES, topic: $topic) {
    edges { node { id name tagline description url website votesCount commentsCount createdAt
      topics { edges { node { name } } } } }
  }
}`;

export const productHuntNodeSchema = z.object({
  id: z.string().optional(),
  slug: z.string().optional(),
  name: z.string(),
  tagline: z.string().nullish(),
  description: z.string().nullish(),
  url: z.string().nullish(),
  website: z.string().nullish(),
  votesCount: z.number().nullish(),
  commentsCount: z.number().nullish(),
  createdAt: z.string().nullish(),
  topics: z
    .object({ edges: z.array(z.object({ node: z.object({ name: z.string() }) })) })
    .nullish(),
});

export const productHuntResponseSchema = z.object({
  data: z
    .object({ posts: z.object({ edges: z.array(z.object({ node: productHuntNodeSchema })) }) })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

export function productHuntNodeToEvidence(
  node: z.infer<typeof productHuntNodeSchema>,
): Evidence | null {
  const url = node.url ?? (node.slug ? `https://www.producthunt.com/posts/${node.slug}` : null);
  if (!url) return null;
  const nativeId = node.id ?? node.slug ?? node.name;
  return {
    id: `producthunt:${nativeId}`,
    platform: "producthunt",
    source: "producthunt",
    kind: "product",
    title: node.name,
    text:
      normaliseWhitespace([node.tagline, node.description].filter(Boolean).join("\n")) || node.name,
    author: null,
    url,
    createdAt: node.createdAt ?? null,
    score: node.votesCount ?? null,
    facts: {
      launchedAt: node.createdAt ?? undefined,
      topics: node.topics?.edges.map((edge) => edge.node.name),
      homepage: node.website ?? undefined,
      votes: node.votesCount ?? undefined,
    },
  };
}

export function createProductHuntSource(settings: SourceSettings["producthunt"]): Source {
  return {
    name: "producthunt",
    label: SOURCE_LABELS.producthunt,
    purpose: "launched products",
    missing: settings.token ? [] : ["PRODUCTHUNT_TOKEN"],
    async gather(context) {
      const found = await Promise.all(
        context.understanding.topics.slice(0, 5).map((word) => findTopics(context, word)),
      );
      // Each word's best topic first, then the seconds: every word of the idea gets a look.
      const slugs = [
        ...new Set([0, 1].flatMap((rank) => found.map((topics) => topics[rank]).filter(Boolean))),
      ] as string[];
      await Promise.all(
        slugs.slice(0, context.preview ? 1 : 3).map((topic) => listTopic(context, topic)),
      );
    },
  };

  /** One GraphQL request to Product Hunt's API. */
  function askProductHunt<T>(
    context: SourceContext,
    request: { query: string; variables: Record<string, unknown> },
    schema: z.ZodType<T>,
    cacheKey: string,
  ): Promise<T> {
    return context.getJson({
      url: settings.baseUrl,
      method: "POST",
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      body: JSON.stringify(request),
      schema,
      cacheKey,
    });
  }

  async function findTopics(context: SourceContext, word: string): Promise<string[]> {
    const request = { query: PRODUCTHUNT_TOPICS_QUERY, variables: { query: word, first: 3 } };
    const body = await askProductHunt(context, request, productHuntTopicsSchema, `topics:${word}`);
    return body.data?.topics.edges.map((edge) => edge.node.slug) ?? [];
  }

  async function listTopic(context: SourceContext, topic: string): Promise<void> {
    const request = {
      query: PRODUCTHUNT_QUERY,
      variables: { topic, first: context.preview ? 10 : 20 },
    };
    const body = await askProductHunt(
      context,
      request,
      productHuntResponseSchema,
      JSON.stringify(request.variables),
    );
    if (body.errors?.length && !body.data) {
      throw new SourceError("failed", `GraphQL error: ${body.errors[0]?.message ?? "unknown"}`);
    }
    context.emit(
      (body.data?.posts.edges ?? [])
        .map((edge) => productHuntNodeToEvidence(edge.node))
        .filter((item) => item !== null),
    );
  }
}
