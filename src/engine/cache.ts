/**
 * Source responses are cached by query. The engine only sees this interface; the app backs it
 * with its database, tests and the CLI with the in-memory version.
 */
export interface SourceCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export function createMemoryCache(now: () => number = Date.now): SourceCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // A copy, so a caller mutating the result cannot corrupt the cache.
      return structuredClone(entry.value);
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}
