import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import {
  isoDaysAgo,
  SERVED_MARKETS,
  matchesAllWords,
  searchTokens,
  xPostId,
  xUsername,
} from "./markets/corpus.ts";

/** Recent search covers the last seven days only. */
const RECENT_DAYS = 7;

/**
 * An X query as alternatives of required words: `(a b) OR (c d) -is:retweet lang:en` matches a
 * post with both a and b, or both c and d. Operators (`lang:`, `-is:`) and negations are not words.
 */
function alternatives(query: string): string[][] {
  const positive = query
    .split(/\s+/)
    .filter((part) => part && !part.startsWith("-") && !part.includes(":"))
    .join(" ");
  return positive
    .split(/\s+OR\s+/)
    .map((part) => searchTokens(part.replace(/[()]/g, " ")))
    .filter((words) => words.length > 0);
}

/** X API v2 recent search: space means AND, words match exactly, with author expansions. */
export function startXFake(): Promise<FakeService> {
  const posts = SERVED_MARKETS.flatMap((market) =>
    market.x.map((item) => ({
      item,
      id: xPostId(market, item.key),
      username: xUsername(item.author),
    })),
  );
  return startFakeService("x", (request) => {
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      return {
        status: 401,
        json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" },
      };
    }
    if (request.path !== "/tweets/search/recent")
      return { status: 404, json: { title: "Not Found" } };
    const query = request.query.get("query") ?? "";
    const options = alternatives(query);
    if (options.length === 0) {
      return {
        status: 400,
        json: {
          title: "Invalid Request",
          detail: "One or more parameters to your request was invalid.",
          type: "https://api.twitter.com/2/problems/invalid-request",
        },
      };
    }
    const maxResults = Number(request.query.get("max_results") ?? 10);
    const found = posts
      .filter(
        ({ item }) =>
          item.daysAgo < RECENT_DAYS &&
          options.some((words) => matchesAllWords(words, item.text, "all-exact")),
      )
      .sort((a, b) => a.item.daysAgo - b.item.daysAgo || a.id.localeCompare(b.id))
      .slice(0, maxResults);
    const users = [
      ...new Map(
        found.map(({ item, username }) => [
          username,
          { id: `u_${username}`, username, name: item.author },
        ]),
      ).values(),
    ];
    const data = found.map(({ item, id, username }) => ({
      id,
      text: item.text,
      author_id: `u_${username}`,
      created_at: isoDaysAgo(item.daysAgo),
      edit_history_tweet_ids: [id],
      public_metrics: { retweet_count: 0, reply_count: 0, like_count: item.score, quote_count: 0 },
    }));
    const meta =
      data.length > 0
        ? { newest_id: data[0]?.id, oldest_id: data.at(-1)?.id, result_count: data.length }
        : { result_count: 0 };
    return { json: data.length > 0 ? { data, includes: { users }, meta } : { meta } };
  });
}
