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

/**
 * The official client, pointed at `settings.apiUrl`. With `token`, every call acts for that
 * workspace and is paced; without, only the OAuth endpoints (client id and secret) are usable.
 * The client's own log lines go to ours, and never carry the token.
 */
export function createNotionClient(
  settings: NotionSettings,
  options: { token?: string; logger: Logger; timeoutMs?: number },
): Client {
  const { token, logger } = options;
  return new Client({
    auth: token,
    baseUrl: settings.apiUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    retry: { maxRetries: 4, initialRetryDelayMs: 500, maxRetryDelayMs: 10_000 },
    logLevel: LogLevel.WARN,
    logger: (level, message, extraInfo) =>
      logger.warn({ notion: { level, ...extraInfo } }, `notion: ${message}`),
    fetch: async (url, init) => {
      if (token) await takeSlot(token);
      return fetch(url, init);
    },
  });
}
