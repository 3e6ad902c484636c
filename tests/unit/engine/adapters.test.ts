import { describe, expect, it } from "vitest";
import { hnHitToEvidence, hnSearchSchema } from "../../../src/engine/sources/hackernews.ts";
import {
  githubRepositoryToEvidence,
  githubSearchSchema,
} from "../../../src/engine/sources/github.ts";
import {
  redditCommentsSchema,
  redditCommentsToEvidence,
  redditListingSchema,
  redditPostToEvidence,
  redditTokenSchema,
} from "../../../src/engine/sources/reddit.ts";
import {
  youtubeCommentsToEvidence,
  youtubeCommentThreadsSchema,
  youtubeSearchSchema,
  youtubeVideosToEvidence,
} from "../../../src/engine/sources/youtube.ts";
import { xPostsToEvidence, xSearchSchema } from "../../../src/engine/sources/x.ts";
import { tavilyResults, tavilySearchSchema } from "../../../src/engine/sources/tavily.ts";
import { braveResults, braveSearchSchema } from "../../../src/engine/sources/brave.ts";
import { exaResults, exaSearchSchema } from "../../../src/engine/sources/exa.ts";
import {
  productHuntNodeSchema,
  productHuntNodeToEvidence,
  productHuntResponseSchema,
} from "../../../src/engine/sources/producthunt.ts";
import {
  platformOfUrl,
  webResultToEvidence,
  webSearchesFor,
} from "../../../src/engine/sources/web-search.ts";
import { sourceContextFor } from "../../support/source-context.ts";
import { dedupeEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { hasRecordedFixtures, readRecorded } from "./recorded-fixtures.ts";
import {
  githubIssueSearchSchema,
  githubIssueToEvidence,
} from "../../../src/engine/sources/github-issues.ts";
import { isDiscussion } from "../../../src/engine/synthesis/analyse-evidence.ts";

const recorded = describe.skipIf(!hasRecordedFixtures);

describe("adapters parse their own small fixtures", () => {
  it("Hacker News comments become verbatim text with a permalink", () => {
    const body = hnSearchSchema.parse({
      hits: [
        {
          objectID: "42",
          created_at: "2025-01-01T00:00:00.000Z",
          author: "pg",
          comment_text: "<p>I wish this existed &amp; worked</p>",
          story_title: "Ask HN",
          _tags: ["comment"],
        },
      ],
    });
    const [item] = body.hits.map(hnHitToEvidence);
    expect(item).toMatchObject({
      id: "hackernews:42",
      kind: "comment",
      text: "I wish this existed & worked",
      url: "https://news.ycombinator.com/item?id=42",
    });
  });

  it("Show HN stories are launches that keep their product URL", () => {
    const body = hnSearchSchema.parse({
      hits: [
        {
          objectID: "7",
          title: "Show HN: Foo – a bar",
          url: "https://foo.dev",
          points: 3,
          _tags: ["story", "show_hn"],
        },
      ],
    });
    expect(hnHitToEvidence(body.hits[0]!)).toMatchObject({
      kind: "launch",
      facts: { homepage: "https://foo.dev" },
    });
  });

  it("GitHub repositories carry stars and creation date", () => {
    const body = githubSearchSchema.parse({
      items: [
        {
          id: 1,
          full_name: "a/b",
          html_url: "https://github.com/a/b",
          description: "desc",
          stargazers_count: 5,
          created_at: "2020-01-01T00:00:00Z",
        },
      ],
    });
    expect(githubRepositoryToEvidence(body.items[0]!)).toMatchObject({
      id: "github:1",
      score: 5,
      facts: { launchedAt: "2020-01-01T00:00:00Z" },
    });
  });

  it("Reddit comment trees are flattened, skip deleted comments and collect 'more' stubs to expand", () => {
    const comment = (name: string, body: string, replies: unknown = "") => ({
      kind: "t1",
      data: {
        name,
        body,
        author: "u",
        subreddit: "s",
        permalink: `/r/s/comments/p/x/${name}/`,
        ups: 2,
        created_utc: 1,
        replies,
      },
    });
    const listing = redditListingSchema.parse({
      kind: "Listing",
      data: {
        children: [
          comment("t1_a", "top", {
            kind: "Listing",
            data: {
              children: [
                comment("t1_b", "reply"),
                { kind: "more", data: { children: ["d1", "d2"] } },
              ],
            },
          }),
          comment("t1_c", "[deleted]"),
          { kind: "more", data: { children: ["e1"] } },
        ],
      },
    });
    const tree = redditCommentsToEvidence(listing, "Title");
    expect(tree.moreIds).toEqual(["d1", "d2", "e1"]);
    expect(tree.comments.map((item) => [item.id, item.text, item.url])).toEqual([
      ["reddit:t1_a", "top", "https://www.reddit.com/r/s/comments/p/x/t1_a/"],
      ["reddit:t1_b", "reply", "https://www.reddit.com/r/s/comments/p/x/t1_b/"],
    ]);
  });

  it("X posts get a permalink with the author's username when expanded", () => {
    const body = xSearchSchema.parse({
      data: [{ id: "9", text: "hello", author_id: "1" }],
      includes: { users: [{ id: "1", username: "alice" }] },
    });
    expect(xPostsToEvidence(body)[0]).toMatchObject({
      id: "twitter:9",
      url: "https://x.com/alice/status/9",
      author: "alice",
    });
  });

  it("an X post found by a product's name is read under the product it names as a word", () => {
    const body = xSearchSchema.parse({
      data: [
        { id: "1", text: "Slotback's texts ran out on the 19th again" },
        { id: "2", text: "slotbacking is not a word, nor a product" },
      ],
    });
    const slotback = {
      name: "Slotback",
      homepage: null,
      repository: null,
      description: "Fills last-minute cancellations by text",
    };
    const [named, unnamed] = xPostsToEvidence(body, [slotback]);
    expect(named).toMatchObject({
      kind: "comment",
      thread: "Slotback: Fills last-minute cancellations by text",
    });
    expect(unnamed).toMatchObject({ kind: "post" });
    expect(unnamed).not.toHaveProperty("thread");
  });

  it("web results are classified by domain, so TikTok and Facebook posts land on their platforms", () => {
    expect(platformOfUrl("https://www.tiktok.com/@a/video/1")).toBe("tiktok");
    expect(platformOfUrl("https://m.facebook.com/groups/x")).toBe("facebook");
    expect(platformOfUrl("https://example.com")).toBe("web");
    expect(
      webResultToEvidence(
        { url: "https://www.tiktok.com/@a/video/1", title: "t", text: "body" },
        "tavily",
      ),
    ).toMatchObject({ platform: "tiktok", kind: "post" });
  });

  it("an X post found by a web search is the same post the X API returns: its id, its author, no title", () => {
    const page = webResultToEvidence(
      {
        url: "https://x.com/alice/status/9",
        title: 'Alice on X: "three clients late this month" / X',
        text: "three clients late this month",
      },
      "brave",
    );
    expect(page).toMatchObject({
      id: "twitter:9",
      platform: "twitter",
      author: "alice",
      title: null,
      text: "three clients late this month",
    });
    const api = xPostsToEvidence(
      xSearchSchema.parse({
        data: [{ id: "9", text: "three clients late this month", author_id: "1" }],
        includes: { users: [{ id: "1", username: "alice" }] },
      }),
    );
    expect(dedupeEvidence([page!, ...api])).toHaveLength(1);
    // A profile or search page on x.com is nobody's post.
    expect(
      webResultToEvidence({ url: "https://x.com/alice", title: "Alice", text: "bio" }, "brave"),
    ).toBeNull();
  });

  it("asks a web search for a page of X posts, and for a few TikTok videos and Facebook threads", () => {
    const { context } = sourceContextFor("tavily", {
      understanding: {
        queries: ["late invoices", "chase payments"],
        competitorQueries: [],
        webQueries: [],
      },
      relevance: () => ({
        score: 0,
        fromStranger: false,
        onTopic: false,
        vetoed: false,
        matched: [],
      }),
    });
    const social = webSearchesFor(context).filter((search) => search.domain);
    const asked = (domain: string) =>
      social.filter((search) => search.domain === domain).map((search) => search.maxResults);
    expect(asked("x.com")).toEqual([20, 20]);
    expect(asked("tiktok.com")).toEqual([8, 8]);
    expect(asked("facebook.com")).toEqual([8, 8]);
  });

  it("a video's title is context, never a viewer's comment, and is never repeated as its text", () => {
    const body = youtubeSearchSchema.parse({
      items: [
        {
          id: { kind: "youtube#video", videoId: "v1" },
          snippet: {
            title: "No-shows cost me &amp; my salon",
            description: "No-shows cost me &amp; my salon",
          },
        },
      ],
    });
    const [video] = youtubeVideosToEvidence(body);
    expect(video).toMatchObject({
      kind: "video",
      title: "No-shows cost me & my salon",
      text: "No-shows cost me & my salon",
    });
    expect(isDiscussion({ ...video!, relevance: 1 })).toBe(false);
    const web = webResultToEvidence(
      {
        url: "https://www.youtube.com/watch?v=v1",
        title: "No-shows cost me - YouTube",
        text: "No-shows cost me",
      },
      "tavily",
    );
    expect(web?.kind).toBe("video");
    expect(
      webResultToEvidence(
        {
          url: "https://www.producthunt.com/posts/pawbook",
          title: "PawBook - Bookings | Product Hunt",
          text: "Bookings",
        },
        "tavily",
      )?.kind,
    ).toBe("product");
  });

  it("a Reddit post whose body repeats its title quotes it once", () => {
    const post = redditPostToEvidence({
      id: "p",
      name: "t3_p",
      title: "Third no-show this week",
      selftext: "Third no-show this week. Deposits from now on.",
      subreddit: "doggrooming",
      permalink: "/r/doggrooming/comments/p/x/",
    });
    expect(post?.text).toBe("Third no-show this week. Deposits from now on.");
  });

  it("Exa, Brave and Tavily results normalise to the same shape", () => {
    expect(
      exaResults(
        exaSearchSchema.parse({ results: [{ url: "https://a.com", title: "A", text: "about a" }] }),
      )[0],
    ).toMatchObject({ url: "https://a.com", text: "about a" });
    expect(
      braveResults(
        braveSearchSchema.parse({
          web: {
            results: [
              { url: "https://b.com", title: "B", description: "<strong>bold</strong> text" },
            ],
          },
        }),
      )[0],
    ).toMatchObject({ text: "bold text" });
    expect(
      tavilyResults(
        tavilySearchSchema.parse({ results: [{ url: "https://c.com", title: "C", content: "c" }] }),
      )[0],
    ).toMatchObject({ url: "https://c.com" });
  });

  it("Product Hunt nodes become products with launch date and votes", () => {
    const node = productHuntNodeSchema.parse({
      id: "1",
      name: "Foo",
      tagline: "Does foo",
      url: "https://www.producthunt.com/posts/foo",
      votesCount: 10,
      createdAt: "2024-01-01T00:00:00Z",
    });
    expect(productHuntNodeToEvidence(node)).toMatchObject({
      id: "producthunt:1",
      kind: "product",
      score: 10,
      facts: { votes: 10 },
    });
  });
});

recorded("adapters parse the real recorded responses", () => {
  it("Hacker News search", () => {
    const body = hnSearchSchema.parse(readRecorded("hn_algolia/search_by_url.json"));
    const items = body.hits.map(hnHitToEvidence).filter((item) => item !== null);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.url).toMatch(/^https:\/\/news\.ycombinator\.com\/item\?id=\d+$/);
  });

  it("GitHub repository search", () => {
    const body = githubSearchSchema.parse(readRecorded("github/search_repositories.json"));
    expect(body.items.map(githubRepositoryToEvidence)[0]).toMatchObject({
      platform: "github",
      url: expect.stringMatching(/^https:\/\/github\.com\//),
    });
  });

  it("GitHub issue search", () => {
    const body = githubIssueSearchSchema.parse(readRecorded("github/search_issues.json"));
    const item = githubIssueToEvidence(body.items[0]!);
    expect(item).toMatchObject({
      platform: "githubissues",
      kind: "post",
      url: expect.stringMatching(/^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/\d+$/),
    });
    expect(item.id).toMatch(/^githubissues:[^/]+\/[^#]+#\d+$/);
    expect(item.text.startsWith(body.items[0]!.title)).toBe(true);
  });

  it("Reddit token, search listings and comment threads", () => {
    expect(
      redditTokenSchema.parse(readRecorded("reddit/oauth_app_only_token.json")).access_token,
    ).toBeTruthy();
    for (const file of ["reddit/search_listing.json", "reddit/search_json_public_url_query.json"]) {
      const listing = redditListingSchema.parse(readRecorded(file));
      const posts = listing.data.children
        .map((child) => redditPostToEvidence(child.data))
        .filter((post) => post !== null);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts[0]?.url).toMatch(/^https:\/\/www\.reddit\.com\/r\//);
    }
    for (const file of [
      "reddit/submission_comments_redditdev.json",
      "reddit/submission_comments_with_more.json",
      "reddit/submission_comments_nested.json",
      "reddit/comments_json_public.json",
    ]) {
      const [, comments] = redditCommentsSchema.parse(readRecorded(file));
      const items = redditCommentsToEvidence(comments, null).comments;
      expect(items.length, file).toBeGreaterThan(0);
      expect(items.every((item) => item.id.startsWith("reddit:t1_") && item.text.length > 0)).toBe(
        true,
      );
    }
  });

  it("YouTube search and comment threads", () => {
    for (const file of [
      "youtube/search_list_keywords_page1.json",
      "youtube/search_list_videos_by_channel.json",
    ]) {
      expect(
        youtubeVideosToEvidence(youtubeSearchSchema.parse(readRecorded(file))).length,
      ).toBeGreaterThan(0);
    }
    const items = youtubeCommentsToEvidence(
      youtubeCommentThreadsSchema.parse(readRecorded("youtube/comment_threads_list_by_video.json")),
      null,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=.+&lc=.+/);
    // Channel-level threads have no video to link to, so they cannot be cited and are skipped.
    const channel = youtubeCommentThreadsSchema.parse(
      readRecorded("youtube/comment_threads_list_by_channel.json"),
    );
    expect(channel.items.length).toBeGreaterThan(0);
    expect(youtubeCommentsToEvidence(channel, null)).toEqual([]);
  });

  it("X recent search, with and without expansions", () => {
    for (const file of [
      "x_twitter/search_recent_default_fields.json",
      "x_twitter/search_all_from_kfc_with_includes.json",
      "x_twitter/search_all_rstats_has_geo_with_includes.json",
    ]) {
      expect(xPostsToEvidence(xSearchSchema.parse(readRecorded(file))).length).toBeGreaterThan(0);
    }
    const expanded = xPostsToEvidence(
      xSearchSchema.parse(readRecorded("x_twitter/search_all_from_kfc_with_includes.json")),
    );
    expect(expanded[0]?.url).toMatch(/^https:\/\/x\.com\/kfc\/status\/\d+$/);
  });

  it("Tavily and Brave web search", () => {
    for (const file of ["tavily/search_basic.json", "tavily/search_include_domains.json"]) {
      expect(tavilyResults(tavilySearchSchema.parse(readRecorded(file))).length).toBeGreaterThan(0);
    }
    const brave = braveResults(
      braveSearchSchema.parse(readRecorded("brave/web_search_brave_search.json")),
    );
    expect(brave.length).toBeGreaterThan(0);
    expect(brave.every((result) => !result.text.includes("<strong>"))).toBe(true);
  });

  it("Product Hunt nodes, edges and single posts", () => {
    const nodes = (readRecorded("producthunt/posts_nodes_2025-04-25.json") as { posts: unknown[] })
      .posts;
    const fromNodes = productHuntResponseSchema.parse({
      data: { posts: { edges: nodes.map((node) => ({ node })) } },
    });
    expect(
      fromNodes.data?.posts.edges
        .map((edge) => productHuntNodeToEvidence(edge.node))
        .filter(Boolean).length,
    ).toBe(nodes.length);
    const edges = readRecorded("producthunt/posts_edges_2022-03-23.json");
    const fromEdges = productHuntResponseSchema.parse({ data: { posts: { edges } } });
    expect(
      fromEdges.data?.posts.edges.map((edge) => productHuntNodeToEvidence(edge.node))[0]?.url,
    ).toMatch(/producthunt\.com\/posts\//);
    const single = (
      readRecorded("producthunt/post_by_slug_tome.json") as { data: { post: unknown } }
    ).data.post;
    expect(productHuntNodeToEvidence(productHuntNodeSchema.parse(single))).toMatchObject({
      title: "Tome",
    });
  });
});
