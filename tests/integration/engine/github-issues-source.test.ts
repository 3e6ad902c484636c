import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGithubIssuesSource } from "../../../src/engine/sources/github-issues.ts";
import { dogGroomingMarket } from "../../fakes/markets/dog-grooming.ts";
import { githubIssueCommentUrl, githubIssueUrl } from "../../fakes/markets/corpus.ts";
import { startGithubFake } from "../../fakes/github-fake.ts";
import { sourceContextFor } from "../../support/source-context.ts";
import type { FoundProduct } from "../../../src/engine/types.ts";

type Fake = Awaited<ReturnType<typeof startGithubFake>>;

let fake: Fake;
beforeEach(async () => {
  fake = await startGithubFake();
});
afterEach(async () => {
  await fake.close();
});

const market = dogGroomingMarket;
const issues = market.githubIssues ?? [];
const repository = market.products.find((product) => product.github)!.github!.repo;
const found: FoundProduct = {
  name: "Kennelbook",
  homepage: null,
  repository,
  description: "Grooming salon bookings, self-hosted",
};

function contextFor(
  options: {
    queries?: string[];
    products?: FoundProduct[];
    preview?: boolean;
    stranger?: (text: string) => boolean;
  } = {},
) {
  return sourceContextFor("githubissues", {
    understanding: { queries: options.queries ?? [], products: options.products },
    preview: options.preview,
    relevance: (item) => ({
      score: 1,
      fromStranger: options.stranger?.(item.text) ?? false,
      onTopic: true,
      vetoed: false,
      matched: [],
    }),
  });
}

const source = (token?: string) => createGithubIssuesSource({ baseUrl: fake.url, token });

describe("GitHub issues", () => {
  it("reads what users ask a found open-source competitor for: its open issues, verbatim and linked, with comments", async () => {
    const { context, collected } = contextFor({ products: [found] });
    await source().gather(context);

    const open = issues.filter((issue) => issue.repo === repository && issue.state !== "closed");
    const isComment = (url: string) => url.includes("#issuecomment-");
    const posts = collected.filter((item) => !isComment(item.url));
    expect(posts.map((item) => item.url).sort()).toEqual(
      open.map((issue) => githubIssueUrl(market, issue)).sort(),
    );
    for (const issue of open) {
      const item = posts.find((post) => post.url === githubIssueUrl(market, issue))!;
      // Read under the product, as a store review is: its users rarely repeat what it is for.
      expect(item).toMatchObject({
        platform: "githubissues",
        author: issue.author,
        kind: "comment",
        thread: "Kennelbook: Grooming salon bookings, self-hosted",
      });
      expect(item.text).toBe(`${issue.title}\n${issue.text}`);
    }
    // Comments of the most promising issues, with their own links; labelled requests first.
    const comments = collected.filter((item) => isComment(item.url));
    expect(comments.length).toBeGreaterThan(0);
    const byUrl = new Map(
      open.flatMap((issue) =>
        issue.comments.map((comment) => [
          githubIssueCommentUrl(market, issue, comment),
          comment.text,
        ]),
      ),
    );
    for (const comment of comments) expect(comment.text).toBe(byUrl.get(comment.url));
    // A comment is read under its issue and, as the issue was, under the product's listing:
    // "Teams support?" on a check-in bot's tracker is about check-ins though it never says so.
    for (const comment of comments) {
      const issue = open.find((each) =>
        each.comments.some((reply) => githubIssueCommentUrl(market, each, reply) === comment.url),
      )!;
      expect(comment).toMatchObject({
        kind: "comment",
        threadKind: "repository",
        thread: `Kennelbook: Grooming salon bookings, self-hosted\n${issue.title}\n${issue.text}`,
      });
    }
    const search = fake.requests.find((request) => request.path === "/search/issues");
    expect(search?.query.get("q")).toBe(`repo:${repository} is:issue is:open`);
    expect(search?.query.get("sort")).toBe("reactions");
  });

  it("finds people asking for a tool across repositories, keeping none that never names the audience", async () => {
    const asking = issues.find((issue) => issue.repo !== repository && issue.onTopic)!;
    const query = asking.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 5)
      .slice(0, 2)
      .join(" ");
    const { context, collected } = contextFor({ queries: [query] });
    await source().gather(context);
    const asked = collected.find((item) => item.url === githubIssueUrl(market, asking));
    // Found across repositories, it is a post of its own.
    expect(asked?.kind).toBe("post");

    const strangers = contextFor({ queries: [query], stranger: () => true });
    await source().gather(strangers.context);
    expect(strangers.collected).toEqual([]);
  });

  it("searches the products people name by their names, reading each issue that names one under it", async () => {
    // Named in the conversations, so no repository is known: users name a tool in its own
    // tracker and in others' ("Slotkit's booking widget is nice, but for a grooming salon…").
    const named = (name: string): FoundProduct => ({
      name,
      homepage: null,
      repository: null,
      description: `${name}, named in the threads`,
    });
    const { context, collected } = contextFor({
      products: [named("Kennelbook"), named("Slotkit")],
      // Neither issue names the audience in words the gate knows; the product they name does.
      stranger: () => true,
    });
    await source().gather(context);
    const naming = (name: string) =>
      issues.filter(
        (issue) =>
          issue.state !== "closed" &&
          new RegExp(`\\b${name}`, "i").test(`${issue.title} ${issue.text}`),
      );
    for (const name of ["Kennelbook", "Slotkit"]) {
      expect(naming(name).length).toBeGreaterThan(0);
      for (const issue of naming(name)) {
        const item = collected.find((each) => each.url === githubIssueUrl(market, issue));
        expect(item).toMatchObject({
          kind: "comment",
          thread: `${name}: ${name}, named in the threads`,
        });
      }
    }
    // The issues that name neither are not what this search found.
    const unnamed = issues.filter(
      (issue) => !/kennelbook|slotkit/i.test(`${issue.title} ${issue.text}`),
    );
    for (const issue of unnamed)
      expect(collected.map((item) => item.url)).not.toContain(githubIssueUrl(market, issue));
  });

  it("reads no comments in a preview", async () => {
    const { context, collected } = contextFor({ products: [found], preview: true });
    await source().gather(context);
    expect(collected.length).toBeGreaterThan(0);
    expect(collected.some((item) => item.url.includes("#issuecomment-"))).toBe(false);
  });

  it("sends the token when one is set, and treats a spent search window (403) as a rate limit", async () => {
    await source("secret-token").gather(contextFor({ products: [found] }).context);
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer secret-token");

    fake.github.searchesRemaining = 0;
    fake.github.resetInSeconds = 600;
    const refused = await source()
      .gather(contextFor({ products: [found] }).context)
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: "rate-limited" });
  });
});
