import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { stableId } from "./content.ts";
import {
  isoDaysAgo,
  SERVED_MARKETS,
  overlap,
  searchTokens,
  youtubeCommentId,
  youtubeVideoId,
} from "./markets/corpus.ts";
import { escapeHtml } from "./escape-html.ts";

const STOPWORDS = new Set(
  "a an and are as at be by do for from how i in is it of on or that the this to with you your".split(
    " ",
  ),
);

function videos() {
  return SERVED_MARKETS.flatMap((market) =>
    market.youtube.map((thread) => ({
      market,
      thread,
      videoId: youtubeVideoId(market, thread.key),
    })),
  );
}

/**
 * YouTube Data API v3: search.list matches loosely (some of the words in the title or
 * description) and ranks by relevance; commentThreads.list returns a video's comments.
 */
export function startYoutubeFake(): Promise<FakeService> {
  const all = videos();
  return startFakeService("youtube", (request) => {
    if (!request.query.get("key")) {
      return {
        status: 403,
        json: {
          error: {
            code: 403,
            message: "The request is missing a valid API key.",
            errors: [{ reason: "forbidden" }],
          },
        },
      };
    }
    if (request.path === "/search") {
      const words = searchTokens(request.query.get("q") ?? "").filter(
        (word) => !STOPWORDS.has(word),
      );
      const maxResults = Number(request.query.get("maxResults") ?? 5);
      const items = all
        .map((video) => ({
          video,
          score: overlap(words, `${video.thread.title}\n${video.thread.text}`),
        }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || b.video.thread.score - a.video.thread.score)
        .slice(0, maxResults)
        .map(({ video }) => ({
          kind: "youtube#searchResult",
          etag: stableId(`${video.videoId}etag`, 20),
          id: { kind: "youtube#video", videoId: video.videoId },
          snippet: {
            publishedAt: isoDaysAgo(video.thread.daysAgo),
            channelId: `UC${stableId(`${video.videoId}c`, 22)}`,
            title: escapeHtml(video.thread.title),
            // Search results truncate descriptions, as the real API does.
            description: escapeHtml(video.thread.text.slice(0, 160)),
            channelTitle: video.thread.channel ?? video.thread.author,
            liveBroadcastContent: "none",
          },
        }));
      return {
        json: {
          kind: "youtube#searchListResponse",
          etag: "e",
          regionCode: "US",
          pageInfo: { totalResults: items.length, resultsPerPage: maxResults },
          items,
        },
      };
    }
    if (request.path === "/commentThreads") {
      const videoId = request.query.get("videoId") ?? "";
      const video = all.find((candidate) => candidate.videoId === videoId);
      if (!video)
        return {
          status: 404,
          json: {
            error: {
              code: 404,
              message: "The video identified by the videoId parameter could not be found.",
              errors: [{ reason: "videoNotFound" }],
            },
          },
        };
      const items = video.thread.comments.map((comment) => {
        const id = youtubeCommentId(video.market, comment.key);
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
                authorDisplayName: comment.author,
                videoId,
                textDisplay: escapeHtml(comment.text),
                textOriginal: comment.text,
                likeCount: comment.score,
                publishedAt: isoDaysAgo(comment.daysAgo),
              },
            },
            canReply: true,
            totalReplyCount: 0,
            isPublic: true,
          },
        };
      });
      return {
        json: {
          kind: "youtube#commentThreadListResponse",
          etag: "e",
          pageInfo: { totalResults: items.length, resultsPerPage: 20 },
          items,
        },
      };
    }
    if (request.path === "/comments")
      return { json: commentsById(all, request.query.get("id") ?? "") };
    return { status: 404, json: { error: { code: 404, message: "Not Found" } } };
  });
}

/** comments.list?id=…: the comments that exist of those asked for; a deleted one is left out. */
function commentsById(all: ReturnType<typeof videos>, ids: string) {
  const wanted = new Set(ids.split(",").filter(Boolean));
  const items = all.flatMap((video) =>
    video.thread.comments.flatMap((comment) => {
      const id = youtubeCommentId(video.market, comment.key);
      if (!wanted.has(id)) return [];
      return [
        {
          kind: "youtube#comment",
          etag: "e",
          id,
          snippet: {
            authorDisplayName: comment.author,
            videoId: video.videoId,
            textDisplay: escapeHtml(comment.text),
            textOriginal: comment.text,
            likeCount: comment.score,
            publishedAt: isoDaysAgo(comment.daysAgo),
          },
        },
      ];
    }),
  );
  return { kind: "youtube#commentListResponse", etag: "e", items };
}
