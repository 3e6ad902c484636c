import { z } from "zod";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";
import type { Evidence, FoundProduct, SourceSettings } from "../types.ts";
import type { Source, SourceContext } from "./source.ts";
import { mostPromising, productAsThread, productsByName, queriesFor } from "./source.ts";
import { githubHeaders } from "./github.ts";
import { nameAsWord } from "../text/format.ts";

/**
 * GitHub issues, no key (`GITHUB_TOKEN` raises the rate): what users ask open-source incumbents
 * for, and people asking whether a tool for their problem exists.
 *
 * Matching rules: the issue search (`/search/issues`) with `is:issue` (GitHub requires it) and
 * `is:open`, most reacted first. Three kinds of search: the repositories of the open-source
 * products the first results found (`repo:` qualifiers, ORed by GitHub, in one search); the names
 * of found products whose repository is not known (a product people name in the comments), ORed
 * in one search, since users name a tool in its own tracker's issues and in others'; and the
 * plan's first short query across every repository (every word in an issue's title or body).
 * Issues labelled as feature requests or bugs are read first; the comments of the most promising
 * are read too. An issue is quoted as its title and body, verbatim (template comments, which
 * nobody sees, left out), with its link; a comment with its own `#issuecomment-` link.
 * The search allows 10 calls a minute without a token and 30 with one, and the secondary limits
 * answer 403 or 429 with Retry-After or `x-ratelimit-reset`: honoured like every service's.
 */

const REPOSITORIES_SEARCHED = { full: 4, preview: 2 };
const ISSUES_PER_SEARCH = { full: 30, preview: 10 };
const ISSUES_WITH_COMMENTS = { full: 3, preview: 0 };
/** Found products searched by name in one search (GitHub allows five operators in a query). */
const NAMES_SEARCHED = { full: 3, preview: 1 };
/** Labels that mark what users ask for or what breaks for them. */
const FEEDBACK_LABEL = /feature|enhancement|request|bug|idea|suggestion|proposal|wish/i;

export const githubIssueSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  repository_url: z.string(),
  state: z.string().nullish(),
  created_at: z.string().nullish(),
  comments: z.number().nullish(),
  user: z.object({ login: z.string() }).nullish(),
  labels: z.array(z.union([z.string(), z.object({ name: z.string().nullish() })])).nullish(),
  reactions: z.object({ total_count: z.number().nullish() }).nullish(),
  pull_request: z.unknown().optional(),
});
type Issue = z.infer<typeof githubIssueSchema>;

export const githubIssueSearchSchema = z.object({ items: z.array(githubIssueSchema) });

export const githubIssueCommentSchema = z.object({
  id: z.number(),
  body: z.string().nullish(),
  html_url: z.string(),
  created_at: z.string().nullish(),
  user: z.object({ login: z.string() }).nullish(),
  reactions: z.object({ total_count: z.number().nullish() }).nullish(),
});

export const githubIssueCommentsSchema = z.array(githubIssueCommentSchema);

/**
 * Issue templates leave HTML comments that the page never shows; the rest is the author's. A
 * comment is quoted as this; the re-check reads it the same way.
 */
export function visibleIssueText(markdown: string | null | undefined): string {
  return (markdown ?? "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** `https://api.github.com/repos/owner/name` → `owner/name`. */
const repositoryOf = (issue: Issue) => issue.repository_url.split("/repos/").at(-1) ?? "";

const labelsOf = (issue: Issue) =>
  (issue.labels ?? []).map((label) => (typeof label === "string" ? label : (label.name ?? "")));

/**
 * An issue, verbatim. On a found product's tracker it is read as a reply under that product
 * (its listing is the thread), as a store review is: its users rarely repeat what it is for.
 */
export function githubIssueToEvidence(issue: Issue, product?: FoundProduct): Evidence {
  const body = visibleIssueText(issue.body);
  return {
    id: `githubissues:${repositoryOf(issue)}#${issue.number}`,
    platform: "githubissues",
    source: "githubissues",
    kind: product ? "comment" : "post",
    ...(product ? { thread: productAsThread(product), threadKind: "repository" as const } : {}),
    title: issue.title,
    text: body ? `${issue.title}\n${body}` : issue.title,
    author: issue.user?.login ?? null,
    url: issue.html_url,
    createdAt: issue.created_at ?? null,
    score: issue.reactions?.total_count ?? null,
  };
}

/**
 * What an evidence id made here names: an issue (`githubissues:owner/name#12`) or one of its
 * comments (`githubissues:owner/name#12/3456`).
 */
export function githubIssueItemOf(
  evidenceId: string,
): { repository: string; number: string; commentId: string | null } | null {
  const match = /^githubissues:([\w.-]+\/[\w.-]+)#(\d+)(?:\/(\d+))?$/.exec(evidenceId);
  if (!match) return null;
  return { repository: match[1]!, number: match[2]!, commentId: match[3] ?? null };
}

export function createGithubIssuesSource(settings: SourceSettings["github"]): Source {
  const headers = githubHeaders(settings);

  /** One search; issues on a found product's tracker are read under it, others must name the audience. */
  const search = async (context: SourceContext, query: string, products: FoundProduct[]) => {
    const params = new URLSearchParams({
      q: `${query} is:issue is:open`,
      sort: "reactions",
      order: "desc",
      per_page: String(context.preview ? ISSUES_PER_SEARCH.preview : ISSUES_PER_SEARCH.full),
    });
    const url = `${settings.baseUrl}/search/issues?${params}`;
    const body = await context.getJson({
      url,
      headers,
      schema: githubIssueSearchSchema,
      cacheKey: url,
    });
    const issues = body.items
      .filter((issue) => issue.pull_request === undefined)
      .map((issue) => {
        const product =
          products.find((each) => each.repository === repositoryOf(issue)) ??
          products.find(
            (each) =>
              !each.repository && nameAsWord(each.name).test(`${issue.title}\n${issue.body ?? ""}`),
          );
        return { issue, product, evidence: githubIssueToEvidence(issue, product) };
      })
      // Across every repository, an issue that never names the idea's audience is someone else's.
      .filter(({ product, evidence }) => product || !context.relevance(evidence).fromStranger);
    context.emit(issues.map(({ evidence }) => evidence));
    return issues;
  };

  /**
   * An issue's comments, each read under its issue. On a found product's tracker the issue is read
   * with the product's listing, as it was judged itself: "Teams support?" on a check-in bot's
   * tracker is about check-ins though it never says so.
   */
  const readComments = async (
    context: SourceContext,
    { issue, evidence, product }: { issue: Issue; evidence: Evidence; product?: FoundProduct },
  ) => {
    const url = `${settings.baseUrl}/repos/${repositoryOf(issue)}/issues/${issue.number}/comments?per_page=30`;
    const comments = await context.getJson({
      url,
      headers,
      schema: githubIssueCommentsSchema,
      cacheKey: url,
    });
    context.emit(
      comments.flatMap((comment): Evidence[] => {
        const text = visibleIssueText(comment.body);
        if (!text) return [];
        return [
          {
            id: `githubissues:${repositoryOf(issue)}#${issue.number}/${comment.id}`,
            platform: "githubissues",
            source: "githubissues",
            kind: "comment",
            title: issue.title,
            text,
            author: comment.user?.login ?? null,
            url: comment.html_url,
            createdAt: comment.created_at ?? null,
            score: comment.reactions?.total_count ?? null,
            ...(product
              ? {
                  thread: `${productAsThread(product)}\n${evidence.text}`,
                  threadKind: "repository" as const,
                }
              : { thread: evidence.text }),
          },
        ];
      }),
    );
  };

  return {
    name: "githubissues",
    label: SOURCE_LABELS.githubissues,
    purpose: "what users ask open-source tools for",
    missing: [],
    async gather(context) {
      const products = (context.understanding.products ?? [])
        .filter((product) => product.repository)
        .slice(0, context.preview ? REPOSITORIES_SEARCHED.preview : REPOSITORIES_SEARCHED.full);
      const trackers = products.map((product) => `repo:${product.repository}`).join(" ");
      const named = productsByName(context, Infinity)
        .filter((product) => !product.repository)
        .slice(0, context.preview ? NAMES_SEARCHED.preview : NAMES_SEARCHED.full);
      const names = named.map(({ name }) => (name.includes(" ") ? `"${name}"` : name));
      const searches = [
        ...(products.length > 0 ? [search(context, trackers, products)] : []),
        ...(named.length > 0 ? [search(context, names.join(" OR "), named)] : []),
        ...queriesFor(context, 1, context.preview && products.length > 0 ? 0 : 1).map((query) =>
          search(context, query, []),
        ),
      ];
      const found = (await Promise.all(searches)).flat();
      context.searched();
      const byId = new Map(found.map((entry) => [entry.evidence.id, entry]));
      const labelled = (entry: { issue: Issue }) =>
        labelsOf(entry.issue).some((label) => FEEDBACK_LABEL.test(label)) ? 1 : 0;
      const promising = mostPromising(
        context,
        [...byId.values()]
          .filter(({ issue }) => (issue.comments ?? 0) > 0)
          .map(({ evidence }) => evidence),
        context.preview ? ISSUES_WITH_COMMENTS.preview : ISSUES_WITH_COMMENTS.full,
        (evidence) => labelled(byId.get(evidence.id)!),
      );
      await Promise.all(promising.map((evidence) => readComments(context, byId.get(evidence.id)!)));
    },
  };
}
