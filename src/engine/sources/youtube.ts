import { z } from "zod";
import type { Evidence, SourceSettings } from "../types.ts";
import { htmlToText, normaliseWhitespace } from "../text/format.ts";
import type { Source } from "./source.ts";
import { mostPromising, queriesFor } from "./source.ts";
import { SOURCE_LABELS } from "../../contract/report-labels.ts";

export const youtubeSearchSchema = z.object({
  items: z.array(
    z.object({
      id: z.object({ kind: z.string(), videoId: z.string().optional() }),
      snippet: z.object({
        publishedAt: z.string().nullish(),
        title: z.string(),
        description: z.string().nullish(),
        channelTitle: z.string().nullish(),
      }),
    }),
  ),
});

export const youtubeCommentThreadsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        videoId: z.string().optional(),
        topLevelComment: z.object({
          id: z.string(),
          snippet: z.object({
            authorDisplayName: z.string().nullish(),
            textOriginal: z.string().nullish(),
            textDisplay: z.string().nullish(),
            likeCount: z.number().nullish(),
            publishedAt: z.string().nullish(),
            videoId: z.string().optional(),
          }),
        }),
      }),
    }),
  ),
});

export function youtubeVideosToEvidence(body: z.infer<typeof youtubeSearchSchema>): Evidence[] {
  return body.items.flatMap((item) => {
    const videoId = item.id.videoId;
    if (item.id.kind !== "youtube#video" || !videoId) return [];
    const title = htmlToText(item.snippet.title);
    const description = htmlToText(item.snippet.description ?? "");
    return [
      {
        id: `youtube:${videoId}`,
        platform: "youtube" as const,
        source: "youtube" as const,
        kind: "video" as const,
        title,
        // The title is the video's context, never a viewer's words: the text is the description alone.
        text: description && description !== title ? description : title,
        author: item.snippet.channelTitle ?? null,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        createdAt: item.snippet.publishedAt ?? null,
        score: null,
      },
    ];
  });
}

export function youtubeCommentsToEvidence(
  body: z.infer<typeof youtubeCommentThreadsSchema>,
  videoTitle: string | null,
  videoText?: string,
): Evidence[] {
  return body.items.flatMap((thread) => {
    const comment = thread.snippet.topLevelComment;
    const videoId = thread.snippet.videoId ?? comment.snippet.videoId;
    const text = normaliseWhitespace(
      comment.snippet.textOriginal ?? htmlToText(comment.snippet.textDisplay ?? ""),
    );
    if (!videoId || !text) return [];
    return [
      {
        id: `youtube:${comment.id}`,
        platform: "youtube" as const,
        source: "youtube" as const,
        kind: "comment" as const,
        title: videoTitle,
        text,
        author: comment.snippet.authorDisplayName ?? null,
        url: `https://www.youtube.com/watch?v=${videoId}&lc=${comment.id}`,
        createdAt: comment.snippet.publishedAt ?? null,
        score: comment.snippet.likeCount ?? null,
        ...(videoText ? { thread: videoText } : {}),
      },
    ];
  });
}

export function createYoutubeSource(settings: SourceSettings["youtube"]): Source {
  return {
    name: "youtube",
    label: SOURCE_LABELS.youtube,
    purpose: "videos and their comments",
    missing: settings.apiKey ? [] : ["YOUTUBE_API_KEY"],
    async gather(context) {
      const key = settings.apiKey ?? "";
      const searches = [
        ...context.understanding.webQueries.slice(0, 1),
        ...queriesFor(context, 2, 0),
      ].slice(0, context.preview ? 1 : 3);
      const videos = (
        await Promise.all(
          searches.map(async (query) => {
            const params = new URLSearchParams({
              part: "snippet",
              q: query,
              type: "video",
              maxResults: "10",
              order: "relevance",
            });
            const url = `${settings.baseUrl}/search?${params}`;
            const body = await context.getJson({
              url: `${url}&key=${encodeURIComponent(key)}`,
              schema: youtubeSearchSchema,
              cacheKey: url,
            });
            const found = youtubeVideosToEvidence(body);
            context.emit(found);
            return found;
          }),
        )
      ).flat();
      context.searched();
      await Promise.all(
        mostPromising(context, videos, context.preview ? 2 : 5).map(async (video) => {
          const videoId = video.id.replace(/^youtube:/, "");
          const params = new URLSearchParams({
            part: "snippet",
            videoId,
            maxResults: "20",
            order: "relevance",
            textFormat: "plainText",
          });
          const url = `${settings.baseUrl}/commentThreads?${params}`;
          try {
            const body = await context.getJson({
              url: `${url}&key=${encodeURIComponent(key)}`,
              schema: youtubeCommentThreadsSchema,
              cacheKey: url,
            });
            context.emit(youtubeCommentsToEvidence(body, video.title, video.text));
          } catch {
            // Videos with comments disabled answer 403; the other videos still count.
          }
        }),
      );
    },
  };
}
