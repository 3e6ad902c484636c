import { Client, LogLevel } from "@notionhq/client";
import type { Logger } from "../../../logger.ts";
import type { NotionSettings } from "./notion-settings.ts";

/**
 * Notion allows an integration about three requests a second. Requests with one token are
 * spaced by this much in each process, so an export of a long report stays under the limit
 * instead of leaning on 429s; a 429 that still comes is retried after its Retry-After.
 */
const MIN_SPACING_MS = 340;
const nextSlotByToken = new Map<string, number>();

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function takeSlot(token: string): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextSlotByToken.get(token) ?? 0);
  nextSlotByToken.set(token, slot + MIN_SPACING_MS);
  if (slot > now) await wait(slot - now);
  // Forget idle tokens, so the map does not grow with every user ever served.
  setTimeout(() => {
    if ((nextSlotByToken.get(token) ?? 0) <= Date.now()) nextSlotByToken.delete(token);
  }, MIN_SPACING_MS * 2).unref();
}

/** The client sends its headers as a plain object (its `buildRequestHeaders`). */
type FetchInit = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };

function withBearer(init: FetchInit | undefined, token: string): RequestInit {
  return { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } };
}

export interface NotionClientOptions {
  /** Acts for this workspace; without it only the OAuth endpoints (client id and secret) work. */
  token?: string;
  logger: Logger;
  timeoutMs?: number;
  /**
   * Called once when Notion answers 401: a fresh access token (the refresh grant) to send the
   * same request again with, or null to let the 401 stand. Only the refused request is sent
   * again, so an export half-way through never starts over and makes a second page.
   */
  onUnauthorized?: () => Promise<string | null>;
}

/**
 * The official client, pointed at `settings.apiUrl`, paced per token, retrying 429s after
 * their Retry-After (up to 30 s). Its own log lines go to ours, and never carry the token.
 */
export function createNotionClient(settings: NotionSettings, options: NotionClientOptions): Client {
  const { logger, onUnauthorized } = options;
  let token = options.token;
  const send = async (url: string, init: FetchInit | undefined, bearer: string) => {
    await takeSlot(bearer);
    return fetch(url, withBearer(init, bearer));
  };
  return new Client({
    auth: token,
    baseUrl: settings.apiUrl,
    timeoutMs: options.timeoutMs ?? 60_000,
    retry: { maxRetries: 3, initialRetryDelayMs: 500, maxRetryDelayMs: 30_000 },
    logLevel: LogLevel.WARN,
    logger: (level, message, extraInfo) =>
      logger.warn({ notion: { level, ...extraInfo } }, `notion: ${message}`),
    fetch: async (url, init) => {
      const request = init as FetchInit | undefined;
      if (!token) return fetch(url, request as RequestInit | undefined);
      const response = await send(url, request, token);
      if (response.status !== 401 || !onUnauthorized) return response;
      const fresh = await onUnauthorized();
      if (!fresh) return response;
      token = fresh;
      return send(url, request, fresh);
    },
  });
}
