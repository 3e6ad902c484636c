import type { SourceName } from "../../contract/report.ts";
import type { SourceCache } from "../cache.ts";
import type { HttpSettings, JsonRequest } from "../http/request-json.ts";
import { requestJson } from "../http/request-json.ts";
import type { Limiter } from "../http/concurrency.ts";
import type { Evidence, IdeaUnderstanding } from "../types.ts";

/** What a source may use while gathering: nothing more than this narrow context. */
export interface SourceContext {
  understanding: IdeaUnderstanding;
  preview: boolean;
  signal: AbortSignal;
  deadline: number;
  /** Fetches and parses JSON through the cache, the retry policy and the source's concurrency limit. */
  getJson<T>(request: SourceRequest<T>): Promise<T>;
  /** Hands over items as soon as they are parsed, so a source cut off by the deadline still counts. */
  emit(items: Evidence[]): void;
}

export type SourceRequest<T> = Omit<JsonRequest<T>, "signal" | "deadline" | "limiter"> & {
  /** Part of the cache key; never includes credentials. False skips the cache (e.g. token calls). */
  cacheKey: string | false;
};

export interface Source {
  name: SourceName;
  /** How a founder knows the service, used in warnings. */
  label: string;
  /** What it is used for, used in warnings about it being skipped. */
  purpose: string;
  /** Configuration variables still missing; empty when the source can run. */
  missing: string[];
  gather(context: SourceContext): Promise<void>;
}

export interface SourceRuntime {
  http: HttpSettings;
  limiter: Limiter;
  cache: SourceCache | undefined;
  cacheTtlSeconds: number;
}

export function createGetJson(source: SourceName, runtime: SourceRuntime, signal: AbortSignal, deadline: number) {
  return async function getJson<T>(request: SourceRequest<T>): Promise<T> {
    const { cacheKey, ...rest } = request;
    const key = cacheKey === false || !runtime.cache || runtime.cacheTtlSeconds <= 0 ? null : `source:${source}:${cacheKey}`;
    if (key && runtime.cache) {
      const cached = await runtime.cache.get(key);
      if (cached !== undefined && cached !== null) {
        const parsed = request.schema.safeParse(cached);
        if (parsed.success) return parsed.data;
      }
    }
    const value = await requestJson(runtime.http, { ...rest, signal, deadline, limiter: runtime.limiter });
    if (key && runtime.cache) await runtime.cache.set(key, value, runtime.cacheTtlSeconds);
    return value;
  };
}

/** The queries a source should run: fewer in a preview to stay inside its shorter budget. */
export function queriesFor(context: SourceContext, full: number, preview = 1): string[] {
  return context.understanding.queries.slice(0, context.preview ? preview : full);
}
