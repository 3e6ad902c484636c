import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { FIXED_EPOCH_SECONDS, platformTexts, stableId, topicFrom } from "./content.ts";

export function startYoutubeFake(): Promise<FakeService> {
  const videoQueries = new Map<string, string>();
  return startFakeService("youtube", (request) => {
    if (!request.query.get("key")) {
      return { status: 403, json: { error: { code: 403, message: "The request is missing a valid API key.", errors: [{ reason: "forbidden" }] } } };
    }
    if (request.path === "/search") {
      const query = request.query.get("q") ?? "";
      const topic = topicFrom(query);
      const items = [0, 1, 2].map((index) => {
        const videoId = stableId(`${query}v${index}`, 11);
        videoQueries.set(videoId, query);
        return {
          kind: "youtube#searchResult",
          etag: stableId(`${videoId}etag`, 20),
          id: { kind: "youtube#video", videoId },
          snippet: {
            publishedAt: new Date((FIXED_EPOCH_SECONDS - index * 500_000) * 1000).toISOString(),
            channelId: `UC${stableId(`${videoId}c`, 22)}`,
            title: [`Best ${topic.phrase} apps tested`, `${topic.products[0]?.name} vs ${topic.products[2]?.name}: honest review`, `How our team uses a ${topic.phrase}`][index],
            description: `We compare ${topic.phrase} options for teams &amp; individuals.`,
            channelTitle: ["Productivity Lab", "Remote Ops", "Team Tools Weekly"][index],
            liveBroadcastContent: "none",
          },
        };
      });
      return { json: { kind: "youtube#searchListResponse", etag: "e", regionCode: "US", pageInfo: { totalResults: items.length, resultsPerPage: 10 }, items } };
    }
    if (request.path === "/commentThreads") {
      const videoId = request.query.get("videoId") ?? "";
      const topic = topicFrom(videoQueries.get(videoId) ?? "");
      const items = platformTexts(topic, "youtube", 4).map((text, index) => {
        const id = `Ug${stableId(`${videoId}t${index}`, 20)}`;
        return {
          kind: "youtube#commentThread",
          etag: "e",
          id,
          snippet: {
            videoId,
            topLevelComment: {
              kind: "youtube#comment",
              etag: "e",
              id,
              snippet: {
                authorDisplayName: `viewer ${index}`,
                videoId,
                textDisplay: text.replace(/'/g, "&#39;"),
                textOriginal: `${text} [${videoId.slice(0, 4)}]`,
                likeCount: 25 - index * 5,
                publishedAt: new Date((FIXED_EPOCH_SECONDS - index * 3600) * 1000).toISOString(),
              },
            },
            canReply: true,
            totalReplyCount: 0,
            isPublic: true,
          },
        };
      });
      return { json: { kind: "youtube#commentThreadListResponse", etag: "e", pageInfo: { totalResults: items.length, resultsPerPage: 20 }, items } };
    }
    return { status: 404, json: { error: { code: 404, message: "Not Found" } } };
  });
}
