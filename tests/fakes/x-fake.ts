import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { FIXED_EPOCH_SECONDS, platformTexts, stableNumber, topicFrom } from "./content.ts";

export function startXFake(): Promise<FakeService> {
  return startFakeService("x", (request) => {
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      return { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
    }
    if (request.path !== "/tweets/search/recent") return { status: 404, json: { title: "Not Found" } };
    const query = request.query.get("query") ?? "";
    const topic = topicFrom(query);
    const base = 1_900_000_000_000_000_000n + BigInt(stableNumber(query, 1_000_000)) * 1000n;
    const users = [0, 1, 2].map((index) => ({ id: String(5000 + index), username: ["ops_maria", "founder_dev", "teamlead_kim"][index] ?? "user", name: "User" }));
    const data = platformTexts(topic, "twitter", 6).map((text, index) => ({
      id: String(base + BigInt(index)),
      text,
      author_id: users[index % users.length]?.id,
      created_at: new Date((FIXED_EPOCH_SECONDS - index * 1800) * 1000).toISOString(),
      edit_history_tweet_ids: [String(base + BigInt(index))],
      public_metrics: { retweet_count: index, reply_count: 2, like_count: 30 - index * 4, quote_count: 0 },
    }));
    return { json: { data, includes: { users }, meta: { newest_id: data[0]?.id, oldest_id: data.at(-1)?.id, result_count: data.length } } };
  });
}
