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

/**
 * "owner/name" of a repository's page, whoever found it: GitHub's search, or a web search whose
 * title is the page's ("GitHub - owner/name: what it does").
 */
export function repositoryName(url: string): string | null {
  return /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/?$/.exec(url)?.[1] ?? null;
}

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

/** Words that name a kind of listing, not what a product does. */
const LISTING_WORDS = new Set(["software", "app", "apps", "tool", "tools", "platform", "system"]);

/**
 * Repositories describe what they are ("appointment scheduling", "waitlist", "dog groomers"):
 * the category's head words and the audience, each matched as all-words by GitHub.
 */
export function githubQueries(context: SourceContext): string[] {
  const heads = context.understanding.categories.map((category) =>
    category
      .split(/\s+/)
      .filter((word) => !LISTING_WORDS.has(word.toLowerCase()))
      .join(" "),
  );
  const audience = context.understanding.audience.split(/\s+/).slice(-2).join(" ");
  const [first, ...rest] = heads.filter((head) => head.length > 0);
  // Four at most: GitHub allows ten searches a minute without a token.
  return [
    ...new Set([first, audience, ...rest].filter((query): query is string => Boolean(query))),
  ].slice(0, context.preview ? 1 : 4);
}

/** What GitHub's REST API asks every caller to send; the token, when set, raises the rate limit. */
export function githubHeaders(settings: SourceSettings["github"]): Record<string, string> {
  return {
    accept: "application/vnd.github+json",
    "user-agent": "groundtruth-research-engine",
    "x-github-api-version": "2022-11-28",
    ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
  };
}

export function createGithubSource(settings: SourceSettings["github"]): Source {
  return {
    name: "github",
    label: SOURCE_LABELS.github,
    purpose: "open-source alternatives",
    missing: [],
    async gather(context) {
      const headers = githubHeaders(settings);
      await Promise.all(
        githubQueries(context).map(async (query) => {
          const params = new URLSearchParams({
            q: query,
            sort: "stars",
            order: "desc",
            per_page: "15",
          });
          const url = `${settings.baseUrl}/search/repositories?${params}`;
          const body = await context.getJson({
            url,
            headers,
            schema: githubSearchSchema,
            cacheKey: url,
          });
          context.emit(body.items.map(githubRepositoryToEvidence));
        }),
      );
    },
  };
}
