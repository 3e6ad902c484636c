import type { HttpSettings } from "../http/request-json.ts";
import { SourceError } from "../http/source-error.ts";
import { createPageFetcher } from "../http/safe-fetch.ts";
import type { FetchPage } from "../http/safe-fetch.ts";
import { normaliseWhitespace, ELLIPSIS } from "../text/format.ts";
import type { SourceSettings } from "../types.ts";
import type {
  LinkRecheckOutcome,
  QuoteRecheckOutcome,
  RecheckablePlatform,
} from "../../contract/integrity.ts";
import { RECHECKABLE_PLATFORMS } from "../../contract/integrity.ts";
import type { Platform } from "../../contract/report.ts";
import { createItemReaders } from "./read-item-again.ts";
import type { ItemToReadAgain } from "./read-item-again.ts";

/** A quoted item to read again: its evidence id, its link, and the text the report holds for it. */
export interface QuoteToRecheck extends ItemToReadAgain {
  platform: Platform;
  kind: string;
  text: string;
}

export interface RecheckOptions {
  sources: SourceSettings;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
  /** Time for the whole run; what is not reached by then is left for the next run. */
  budgetMs?: number;
  /** Pause between two requests to one platform, so a sample never bursts at it. */
  paceMs?: number;
  http?: { timeoutMs?: number; retries?: number; maxBackoffMs?: number };
  pageFetch?: { gatewayUrl?: string };
  now?: () => number;
}

export interface QuoteRecheck {
  evidenceId: string;
  platform: RecheckablePlatform;
  outcome: QuoteRecheckOutcome;
}

/**
 * Items whose platform reads them back by id. YouTube videos are described, not quoted from a
 * viewer, nor is an App Store listing (the developer's words); web-search platforms (X found by
 * search, TikTok, Facebook) have no id to ask for.
 */
export function isRecheckable(item: { platform: Platform; kind: string }): boolean {
  if (!(RECHECKABLE_PLATFORMS as readonly string[]).includes(item.platform)) return false;
  if (item.platform === "youtube" || item.platform === "appstore") return item.kind === "comment";
  return true;
}

/**
 * The same words: both sides whitespace-normalised as the sources do; a report's text cut with an
 * ellipsis (trimQuote) matches the start of the source's text.
 */
export function sameWords(quoted: string, fresh: string): boolean {
  const before = normaliseWhitespace(quoted);
  const now = normaliseWhitespace(fresh);
  if (before === now) return true;
  return before.endsWith(ELLIPSIS) && now.startsWith(before.slice(0, -1).trimEnd());
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

function httpSettings(options: RecheckOptions, now: () => number): HttpSettings {
  return {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.http?.timeoutMs ?? 10_000,
    retries: options.http?.retries ?? 2,
    maxBackoffMs: options.http?.maxBackoffMs ?? 8_000,
    now,
  };
}

/**
 * Reads each quoted item again at its source: "verbatim", "changed", "gone" (the platform says
 * so), or "unreachable" (it did not answer). Platforms are read in parallel, each one item at a
 * time with a pause between; a platform that still refuses for its rate limit after the retries
 * (which honour Retry-After) is left alone for the rest of the run: its remaining items get no
 * result and wait for the next run.
 */
export async function recheckQuotes(
  items: QuoteToRecheck[],
  options: RecheckOptions,
): Promise<QuoteRecheck[]> {
  const now = options.now ?? (() => Date.now());
  const deadline = now() + (options.budgetMs ?? 5 * 60_000);
  const signal = options.signal ?? new AbortController().signal;
  const readers = createItemReaders(options.sources, httpSettings(options, now));
  const byPlatform = new Map<RecheckablePlatform, QuoteToRecheck[]>();
  for (const item of items) {
    if (!isRecheckable(item)) continue;
    const platform = item.platform as RecheckablePlatform;
    if (!readers[platform]) continue;
    byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), item]);
  }
  const perPlatform = await Promise.all(
    [...byPlatform].map(async ([platform, queue]) => {
      const read = readers[platform]!;
      const results: QuoteRecheck[] = [];
      for (const [index, item] of queue.entries()) {
        if (signal.aborted || now() >= deadline) break;
        if (index > 0 && options.paceMs) await wait(options.paceMs, signal);
        try {
          const fresh = await read(item, signal, deadline);
          const outcome =
            fresh === null ? "gone" : sameWords(item.text, fresh) ? "verbatim" : "changed";
          results.push({ evidenceId: item.evidenceId, platform, outcome });
        } catch (error) {
          results.push({ evidenceId: item.evidenceId, platform, outcome: "unreachable" });
          if (error instanceof SourceError && error.code === "rate-limited") break;
        }
      }
      return results;
    }),
  );
  return perPlatform.flat();
}

export interface LinkRecheck {
  url: string;
  outcome: LinkRecheckOutcome;
}

/** Fetches each link again through the safe page fetcher: a 2xx/3xx is alive, 404/410 dead. */
export async function recheckLinks(
  urls: string[],
  options: Pick<RecheckOptions, "signal" | "pageFetch"> & {
    fetchPage?: FetchPage;
    timeoutMs?: number;
  },
): Promise<LinkRecheck[]> {
  const fetchPage = options.fetchPage ?? createPageFetcher(options.pageFetch ?? {});
  const signal = options.signal ?? new AbortController().signal;
  const results: LinkRecheck[] = [];
  for (const url of urls) {
    if (signal.aborted) break;
    const page = await fetchPage(url, { signal, timeoutMs: options.timeoutMs ?? 10_000 });
    const outcome: LinkRecheckOutcome = !page.ok
      ? "unreachable"
      : page.status < 400
        ? "alive"
        : page.status === 404 || page.status === 410
          ? "dead"
          : "unreachable";
    results.push({ url, outcome });
  }
  return results;
}
