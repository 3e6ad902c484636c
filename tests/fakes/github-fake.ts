import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { stableNumber } from "./content.ts";
import type { FakeRequest, FakeResponse } from "./fake-server.ts";
import type { Item, Market, TrackerIssue } from "./markets/market.ts";
import {
  allProducts,
  githubCommentId,
  githubIssueCommentUrl,
  githubIssueNumber,
  githubIssueUrl,
  isoDaysAgo,
  matchesAllWords,
  productHomepage,
  SERVED_MARKETS,
  searchTokens,
} from "./markets/corpus.ts";

/** What tests change: the rate limits' windows. */
export interface GithubFakeState {
  /** Searches left in the window; at 0 a search answers 403 with `x-ratelimit-remaining: 0`. */
  searchesRemaining: number;
  /** Other calls left in the hour ("core"); at 0 they answer 403 the same way. */
  coreRemaining: number;
  /** Seconds until a window resets, as `x-ratelimit-reset` says it. */
  resetInSeconds: number;
}

/** Qualifiers (`language:go`, `stars:>10`) narrow a search; they are not words to match. */
function queryWords(query: string): string[] {
  return query
    .split(/\s+/)
    .filter((part) => part && !part.includes(":"))
    .flatMap(searchTokens);
}

/**
 * The words of each alternative a query's `OR` operators separate (GitHub's operator is upper
 * case; a lower-case "or" is a word): a text matches when it has every word of one of them.
 */
function alternativeWords(query: string): string[][] {
  return query
    .split(/\s+OR\s+/)
    .map(queryWords)
    .filter((words) => words.length > 0);
}

interface Filed {
  market: Market;
  issue: TrackerIssue;
  number: number;
}

/** Qualifiers of one kind: `repo:a/b repo:c/d` → ["a/b", "c/d"]. */
function qualifiers(query: string, name: string): string[] {
  return query
    .split(/\s+/)
    .filter((part) => part.startsWith(`${name}:`))
    .map((part) => part.slice(name.length + 1));
}

const NOT_FOUND: FakeResponse = {
  status: 404,
  json: {
    message: "Not Found",
    documentation_url: "https://docs.github.com/rest",
    status: "404",
  },
};

/** An issue comment as the REST API returns it. */
function commentJson({ market, issue, number }: Filed, comment: Item) {
  const id = githubCommentId(market, comment);
  return {
    url: `https://api.github.com/repos/${issue.repo}/issues/comments/${id}`,
    html_url: githubIssueCommentUrl(market, issue, comment),
    issue_url: `https://api.github.com/repos/${issue.repo}/issues/${number}`,
    id,
    user: { login: comment.author, type: "User" },
    created_at: isoDaysAgo(comment.daysAgo),
    updated_at: isoDaysAgo(comment.daysAgo),
    author_association: "NONE",
    body: comment.text,
    reactions: { total_count: comment.score, "+1": comment.score },
  };
}

/** An issue as the search API returns it (the fields the engine may read, and a few more). */
function searchedIssue({ market, issue, number }: Filed) {
  return {
    url: `https://api.github.com/repos/${issue.repo}/issues/${number}`,
    repository_url: `https://api.github.com/repos/${issue.repo}`,
    html_url: githubIssueUrl(market, issue),
    id: 2_000_000_000 + stableNumber(`${market.slug}:${issue.key}:issue-id`, 900_000_000),
    number,
    title: issue.title,
    user: { login: issue.author, type: "User" },
    labels: issue.labels.map((name) => ({ name, color: "a2eeef", default: false })),
    state: issue.state ?? "open",
    comments: issue.comments.length,
    created_at: isoDaysAgo(issue.daysAgo),
    updated_at: isoDaysAgo(Math.max(0, issue.daysAgo - 3)),
    author_association: "NONE",
    body: issue.text,
    reactions: { total_count: issue.reactions, "+1": issue.reactions, "-1": 0 },
    score: 1,
  };
}

/**
 * The issue search as GitHub answers it: `is:issue` (or `is:pr`) is required since 2025, `repo:`
 * qualifiers are ORed, `is:open`/`is:closed` and `label:` filter, every other word must be in the
 * title or body; `sort=reactions` orders by reactions. Issue comments by repository and number.
 */
function issueAnswers(
  filed: Filed[],
  request: FakeRequest,
  everFiled: Set<string>,
): FakeResponse | null {
  const comments = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues\/(\d+)\/comments$/.exec(request.path);
  if (comments) {
    const found = filed.find(
      (entry) => entry.issue.repo === comments[1] && entry.number === Number(comments[2]),
    );
    if (!found) return NOT_FOUND;
    return {
      json: found.issue.comments.map((comment) => commentJson(found, comment)),
    };
  }
  const comment = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues\/comments\/(\d+)$/.exec(request.path);
  if (comment) {
    for (const entry of filed.filter(({ issue }) => issue.repo === comment[1]))
      for (const each of entry.issue.comments)
        if (githubCommentId(entry.market, each) === Number(comment[2]))
          return { json: commentJson(entry, each) };
    return NOT_FOUND;
  }
  const issue = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues\/(\d+)$/.exec(request.path);
  if (issue) {
    const found = filed.find(
      (entry) => entry.issue.repo === issue[1] && entry.number === Number(issue[2]),
    );
    if (found) {
      const { score: _score, ...json } = searchedIssue(found);
      return { json };
    }
    // An issue the tracker once had and has no more was deleted: GitHub says so with a 410.
    return everFiled.has(`${issue[1]}#${issue[2]}`)
      ? {
          status: 410,
          json: {
            message: "This issue was deleted",
            documentation_url: "https://docs.github.com/rest/issues/issues#get-an-issue",
            status: "410",
          },
        }
      : NOT_FOUND;
  }
  if (request.path !== "/search/issues") return null;
  const query = request.query.get("q") ?? "";
  const kinds = qualifiers(query, "is");
  if (!kinds.includes("issue") && !kinds.includes("pr"))
    return {
      status: 422,
      json: {
        message: "Validation Failed",
        errors: [
          { message: "Query must include 'is:issue' or 'is:pull-request'", code: "invalid" },
        ],
      },
    };
  const repos = qualifiers(query, "repo");
  const labels = qualifiers(query, "label");
  const alternatives = alternativeWords(query);
  const found = filed
    .filter(() => kinds.includes("issue"))
    .filter(({ issue }) => repos.length === 0 || repos.includes(issue.repo))
    .filter(({ issue }) => !kinds.includes("open") || (issue.state ?? "open") === "open")
    .filter(({ issue }) => labels.every((label) => issue.labels.includes(label)))
    .filter(
      ({ issue }) =>
        alternatives.length === 0 ||
        alternatives.some((words) =>
          matchesAllWords(words, `${issue.title}\n${issue.text}`, "all-stemmed"),
        ),
    )
    .sort((a, b) =>
      request.query.get("sort") === "reactions" ? b.issue.reactions - a.issue.reactions : 0,
    );
  if (repos.length === 0 && alternatives.length === 0)
    return { status: 422, json: { message: "Validation Failed" } };
  const perPage = Math.min(100, Number(request.query.get("per_page") ?? 30));
  return {
    json: {
      total_count: found.length,
      incomplete_results: false,
      items: found.slice(0, perPage).map(searchedIssue),
    },
  };
}

/**
 * GitHub's REST API: repository search (every word required, in the name, description or
 * topics), issue search, an issue's comments, and an issue or a comment by its number or id (a
 * deleted issue answers 410, a deleted comment 404). Searches share one rate-limit window, every
 * other call the hourly "core" one; each answer carries its window's `x-ratelimit-*` headers and
 * a spent window answers 403, as GitHub does.
 */
export async function startGithubFake(): Promise<FakeService & { github: GithubFakeState }> {
  const state: GithubFakeState = {
    searchesRemaining: 10_000,
    coreRemaining: 10_000,
    resetInSeconds: 60,
  };
  const everFiled = new Set(filedIssues().map(({ issue, number }) => `${issue.repo}#${number}`));
  const limitHeaders = (resource: "search" | "core") => ({
    "x-ratelimit-limit": resource === "search" ? "30" : "5000",
    "x-ratelimit-remaining": String(
      Math.max(0, resource === "search" ? state.searchesRemaining : state.coreRemaining),
    ),
    "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + state.resetInSeconds),
    "x-ratelimit-resource": resource,
  });
  const service = await startFakeService("github", (request) => {
    const resource = request.path.startsWith("/search/") ? "search" : "core";
    const left = resource === "search" ? state.searchesRemaining : state.coreRemaining;
    if (left <= 0)
      return {
        status: 403,
        headers: limitHeaders(resource),
        json: {
          message: "API rate limit exceeded for 127.0.0.1.",
          documentation_url:
            "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
        },
      };
    if (resource === "search") state.searchesRemaining -= 1;
    else state.coreRemaining -= 1;
    // The trackers as they are now: an issue or comment removed since (a planted deletion) is gone.
    const answer = issueAnswers(filedIssues(), request, everFiled) ?? repositoryAnswer(request);
    return { ...answer, headers: { ...limitHeaders(resource), ...answer.headers } };
  });
  return Object.assign(service, { github: state });
}

function filedIssues(): Filed[] {
  return SERVED_MARKETS.flatMap((market) =>
    (market.githubIssues ?? []).map((issue) => ({
      market,
      issue,
      number: githubIssueNumber(market, issue),
    })),
  );
}

const repositories = () =>
  allProducts().flatMap(({ product }) =>
    product.github ? [{ product, github: product.github }] : [],
  );

function repositoryAnswer(request: FakeRequest): FakeResponse {
  if (request.path !== "/search/repositories")
    return { status: 404, json: { message: "Not Found" } };
  const words = queryWords(request.query.get("q") ?? "");
  if (words.length === 0)
    return {
      status: 422,
      json: {
        message: "Validation Failed",
        errors: [{ resource: "Search", field: "q", code: "missing" }],
      },
    };
  const perPage = Number(request.query.get("per_page") ?? 30);
  const found = repositories()
    .filter(({ product, github }) =>
      matchesAllWords(
        words,
        `${github.repo.replace(/[/-]/g, " ")} ${product.description} ${github.topics.join(" ")}`,
        "all-stemmed",
      ),
    )
    .sort((a, b) => b.github.stars - a.github.stars);
  const items = found.slice(0, perPage).map(({ product, github }) => {
    const [owner = "owner"] = github.repo.split("/");
    return {
      id: 900_000 + stableNumber(github.repo, 99_999),
      name: github.repo.split("/")[1] ?? github.repo,
      full_name: github.repo,
      owner: { login: owner },
      html_url: `https://github.com/${github.repo}`,
      description: product.description,
      fork: false,
      created_at: isoDaysAgo(github.daysAgo),
      homepage: productHomepage(product) ?? "",
      stargazers_count: github.stars,
      language: "TypeScript",
      topics: github.topics,
    };
  });
  return { json: { total_count: found.length, incomplete_results: false, items } };
}
