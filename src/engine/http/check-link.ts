import type { FetchPage } from "./safe-fetch.ts";

/**
 * Fetches a link briefly, through the safe page fetcher (a model proposed it, so it is untrusted),
 * to confirm it exists: only a 2xx/3xx web page or text answer in time is "yes".
 */
export function createLinkChecker(
  fetchPage: FetchPage,
  timeoutMs: () => number,
  signal: AbortSignal,
) {
  return async (url: string): Promise<boolean> => {
    const ms = timeoutMs();
    if (ms <= 100) return false;
    const page = await fetchPage(url, { signal, timeoutMs: ms });
    return page.ok && page.status < 400;
  };
}
