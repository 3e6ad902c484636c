/** Fetches a link briefly to confirm it exists; anything but a 2xx/3xx answer in time is "no". */
export function createLinkChecker(fetchImpl: typeof globalThis.fetch, timeoutMs: () => number, signal: AbortSignal) {
  return async (url: string): Promise<boolean> => {
    const ms = timeoutMs();
    if (ms <= 100) return false;
    try {
      const response = await fetchImpl(url, { method: "GET", redirect: "follow", signal: AbortSignal.any([signal, AbortSignal.timeout(Math.ceil(ms))]) });
      await response.body?.cancel().catch(() => undefined);
      return response.status < 400;
    } catch {
      return false;
    }
  };
}
