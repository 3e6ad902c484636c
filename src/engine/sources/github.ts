import { z } from "zod";
import type { Evidence, SourceSettings } from "../types.ts";
import type { Source } from "./source.ts";
import type { SourceContext } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

export const githubSearchSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      full_name: z.string(),
      html_url: z.string(),
      description: z.string().nullish(),
      stargazers_count: z.number().nullish(),
      created_at: z.string().nullish(),
      homepage: z.string().nullish(),
      topics: z.array(z.string()).nullish(),
      owner: z.object({ login: z.string() }).nullish(),
    }),
  ),
});
type GithubRepository = z.infer<typeof githubSearchSchema>["items"][number];

export function githubRepositoryToEvidence(repository: GithubRepository): Evidence {
  return {
    id: `github:${repository.id}`,
    platform: "github",
    source: "github",
    kind: "repository",
    title: repository.full_name,
    text: repository.description?.trim() || repository.full_name,
    author: repository.owner?.login ?? null,
    url: repository.html_url,
    createdAt: repository.created_at ?? null,
    score: repository.stargazers_count ?? null,
    facts: {
      launchedAt: repository.created_at ?? undefined,
      topics: repository.topics ?? undefined,
      homepage: repository.homepage || undefined,
      stars: repository.stargazers_count ?? undefined,
    },
  };
}

/** Words that name a listing, not a product: "best X software for Y" becomes "X". */
const LISTING_WORDS = /\b(best|top|alternatives?|pricing|software|apps?|tools?|for .*)$/gi;

/** Repositories describe what they are ("appointment reminder"), so search by category as well as by the users' words. */
export function githubQueries(context: SourceContext): string[] {
  const categories = context.understanding.competitorQueries.map((query) => query.replace(/^best\s+/i, "").replace(LISTING_WORDS, "").trim());
  // A repository's name or topics often hold the category's head word alone ("waitlist", "invoicing").
  const short = categories.filter((query) => query.split(/\s+/).length <= 3);
  return [...new Set([...short, ...context.understanding.queries])].slice(0, context.preview ? 1 : 4);
}

export function createGithubSource(settings: SourceSettings["github"]): Source {
  return {
    name: "github",
    label: SOURCE_LABELS.github,
    purpose: "open-source alternatives",
    missing: [],
    async gather(context) {
      const headers: Record<string, string> = {
        accept: "application/vnd.github+json",
        "user-agent": "groundtruth-research-engine",
        "x-github-api-version": "2022-11-28",
      };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      await Promise.all(
        githubQueries(context).map(async (query) => {
          const params = new URLSearchParams({ q: query, sort: "stars", order: "desc", per_page: "15" });
          const url = `${settings.baseUrl}/search/repositories?${params}`;
          const body = await context.getJson({ url, headers, schema: githubSearchSchema, cacheKey: url });
          context.emit(body.items.map(githubRepositoryToEvidence));
        }),
      );
    },
  };
}
