import { z } from "zod";
import type { HttpSettings } from "../http/request-json.ts";
import { requestJson } from "../http/request-json.ts";
import { SourceError } from "../http/source-error.ts";
import { htmlToText, normaliseWhitespace } from "../text/format.ts";
import {
  redditCommentsToEvidence,
  redditListingSchema,
  redditPostToEvidence,
  redditTokenSchema,
} from "../sources/reddit.ts";
import type { SourceSettings } from "../types.ts";
import type { RecheckablePlatform } from "../../contract/integrity.ts";

/**
 * Reading one quoted item again by its id, through the platform's own API, and turning it into
 * text exactly as the source module did when it was quoted. null: the platform says it is not
 * there (deleted, removed, 404). A SourceError: the platform did not answer.
 */
export type ReadItemAgain = (
  id: string,
  signal: AbortSignal,
  deadline: number,
) => Promise<string | null>;

const GONE_STATUSES = new Set([404, 410]);

/** A 404 or 410 is the platform saying the item is not there; anything else is a failure to ask. */
async function orGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SourceError && error.status !== null && GONE_STATUSES.has(error.status))
      return null;
    throw error;
  }
}

function redditReader(
  settings: SourceSettings["reddit"],
  http: HttpSettings,
): ReadItemAgain | null {
  if (!settings.clientId || !settings.clientSecret) return null;
  let token: Promise<string> | undefined;
  const tokenFor = (signal: AbortSignal, deadline: number) => {
    token ??= requestJson(http, {
      url: `${settings.authUrl}/api/v1/access_token`,
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": settings.userAgent,
      },
      body: "grant_type=client_credentials",
      schema: redditTokenSchema,
      signal,
      deadline,
    })
      .then((answer) => answer.access_token)
      .catch((error: unknown) => {
        token = undefined;
        throw error;
      });
    return token;
  };
  return async (id, signal, deadline) => {
    const fullname = id.replace(/^reddit:/, "");
    const listing = await orGone(async () =>
      requestJson(http, {
        url: `${settings.apiUrl}/api/info?${new URLSearchParams({ id: fullname, raw_json: "1" })}`,
        headers: {
          authorization: `Bearer ${await tokenFor(signal, deadline)}`,
          "user-agent": settings.userAgent,
        },
        schema: redditListingSchema,
        signal,
        deadline,
      }),
    );
    const thing = listing?.data.children.find((child) => child.data.name === fullname);
    if (!thing) return null;
    // The same conversions as when quoted: a "[deleted]" or "[removed]" body yields nothing.
    if (thing.kind === "t3") return redditPostToEvidence(thing.data)?.text ?? null;
    const [comment] = redditCommentsToEvidence(
      { kind: "Listing", data: { children: [{ ...thing, data: { ...thing.data, replies: "" } }] } },
      null,
    ).comments;
    return comment?.text ?? null;
  };
}

const hnItemAgainSchema = z.object({
  id: z.number(),
  type: z.string().nullish(),
  title: z.string().nullish(),
  text: z.string().nullish(),
});

function hackerNewsReader(
  settings: SourceSettings["hackernews"],
  http: HttpSettings,
): ReadItemAgain {
  return async (id, signal, deadline) => {
    const item = await orGone(() =>
      requestJson(http, {
        url: `${settings.baseUrl}/items/${encodeURIComponent(id.replace(/^hackernews:/, ""))}`,
        schema: hnItemAgainSchema,
        signal,
        deadline,
      }),
    );
    if (!item) return null;
    const text =
      item.type === "comment"
        ? htmlToText(item.text ?? "")
        : htmlToText([item.title, item.text].filter(Boolean).join("\n"));
    return text || null;
  };
}

const youtubeCommentsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        textOriginal: z.string().nullish(),
        textDisplay: z.string().nullish(),
      }),
    }),
  ),
});

function youtubeReader(
  settings: SourceSettings["youtube"],
  http: HttpSettings,
): ReadItemAgain | null {
  const key = settings.apiKey;
  if (!key) return null;
  return async (id, signal, deadline) => {
    const commentId = id.replace(/^youtube:/, "");
    const params = new URLSearchParams({ part: "snippet", id: commentId, textFormat: "plainText" });
    const body = await orGone(() =>
      requestJson(http, {
        url: `${settings.baseUrl}/comments?${params}&key=${encodeURIComponent(key)}`,
        schema: youtubeCommentsSchema,
        signal,
        deadline,
      }),
    );
    const comment = body?.items.find((item) => item.id === commentId);
    if (!comment) return null;
    const text = normaliseWhitespace(
      comment.snippet.textOriginal ?? htmlToText(comment.snippet.textDisplay ?? ""),
    );
    return text || null;
  };
}

/** The platforms this server can re-read, each with its reader; one without its key is left out. */
export function createItemReaders(
  sources: SourceSettings,
  http: HttpSettings,
): Partial<Record<RecheckablePlatform, ReadItemAgain>> {
  const readers = {
    reddit: redditReader(sources.reddit, http),
    hackernews: hackerNewsReader(sources.hackernews, http),
    youtube: youtubeReader(sources.youtube, http),
  };
  return Object.fromEntries(Object.entries(readers).filter(([, reader]) => reader !== null));
}
