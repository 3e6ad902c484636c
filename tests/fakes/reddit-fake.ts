import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { FIXED_EPOCH_SECONDS, platformTexts, stableId, topicFrom } from "./content.ts";

const SUBREDDITS = ["productivity", "startups", "remotework", "SaaS"];

/** OAuth app-only token plus /search and /comments/:id listings, shaped like the recordings. */
export function startRedditFake(): Promise<FakeService> {
  const posts = new Map<string, { title: string; query: string }>();
  return startFakeService("reddit", (request) => {
    if (request.path === "/api/v1/access_token") {
      if (!request.headers.authorization?.startsWith("Basic ")) return { status: 401, json: { message: "Unauthorized", error: 401 } };
      return { json: { access_token: "fake-reddit-token", token_type: "bearer", expires_in: 86400, scope: "*" } };
    }
    if (request.headers.authorization !== "Bearer fake-reddit-token") return { status: 401, json: { message: "Unauthorized", error: 401 } };
    if (request.path === "/search") {
      const query = request.query.get("q") ?? "";
      const topic = topicFrom(query);
      const children = [0, 1, 2].map((index) => {
        const id = stableId(`${query}post${index}`, 6);
        const subreddit = SUBREDDITS[index % SUBREDDITS.length] ?? "startups";
        const title = [`What ${topic.phrase} do you use?`, `Frustrated with every ${topic.phrase} I've tried`, `Built a ${topic.phrase} for my team, feedback welcome`][index] ?? topic.phrase;
        posts.set(id, { title, query });
        return {
          kind: "t3",
          data: {
            id,
            name: `t3_${id}`,
            title,
            selftext: index === 1 ? `Every ${topic.phrase} I tried is too expensive or too complicated for a team of five.` : "",
            author: `redditor${index}`,
            subreddit,
            subreddit_name_prefixed: `r/${subreddit}`,
            permalink: `/r/${subreddit}/comments/${id}/${title.toLowerCase().replace(/[^a-z0-9]+/g, "_").slice(0, 40)}/`,
            url: `https://www.reddit.com/r/${subreddit}/comments/${id}/`,
            ups: 150 - index * 40,
            score: 150 - index * 40,
            num_comments: 12 - index * 3,
            created_utc: FIXED_EPOCH_SECONDS - index * 7200,
          },
        };
      });
      return { json: { kind: "Listing", data: { after: null, dist: children.length, modhash: null, children, before: null } } };
    }
    const match = /^\/comments\/([a-z0-9]+)$/.exec(request.path);
    if (match?.[1]) {
      const postId = match[1];
      const { title, query } = posts.get(postId) ?? { title: "Discussion", query: "" };
      const topic = topicFrom(query);
      const subreddit = "productivity";
      const texts = platformTexts(topic, "reddit", 5, [...posts.keys()].indexOf(postId) * 5);
      const comment = (text: string, index: number, replies: unknown) => {
        const id = stableId(`${postId}c${index}`, 7);
        return {
          kind: "t1",
          data: {
            id,
            name: `t1_${id}`,
            body: text,
            author: `commenter${index}`,
            subreddit,
            link_id: `t3_${postId}`,
            permalink: `/r/${subreddit}/comments/${postId}/discussion/${id}/`,
            ups: 40 - index * 5,
            score: 40 - index * 5,
            created_utc: FIXED_EPOCH_SECONDS - index * 600,
            replies,
          },
        };
      };
      const nested = { kind: "Listing", data: { after: null, dist: null, modhash: "", children: [comment(texts[4] ?? "", 4, "")], before: null } };
      const children = [
        ...texts.slice(0, 4).map((text, index) => comment(text, index, index === 0 ? nested : "")),
        { kind: "more", data: { count: 3, name: "t1_more", id: "more", parent_id: `t3_${postId}`, depth: 0, children: ["a", "b"] } },
      ];
      const post = { kind: "Listing", data: { after: null, dist: 1, modhash: "", children: [{ kind: "t3", data: { id: postId, name: `t3_${postId}`, title } }], before: null } };
      return { json: [post, { kind: "Listing", data: { after: null, dist: null, modhash: "", children, before: null } }] };
    }
    return { status: 404, json: { message: "Not Found", error: 404 } };
  });
}
