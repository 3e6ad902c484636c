import type { SourceName } from "../../contract/report.ts";
import type { SourceCache } from "../cache.ts";
import type { HttpSettings, JsonRequest } from "../http/request-json.ts";
import { requestJson } from "../http/request-json.ts";
import type { Limiter } from "../http/concurrency.ts";
import type { Evidence, FoundProduct, IdeaUnderstanding } from "../types.ts";
import { isKnown } from "../text/wordnet.ts";
import type { RelevanceScorer } from "../evidence/lexical-relevance.ts";

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
  /**
   * Says the search step is over (the threads it found are read next): what it emitted is the
   * source's first answer, which a later wave learns from. A source of one step need not say it.
   */
  searched(): void;
  /** Scores text against the plan, so a source reads the promising threads first. */
  relevance: RelevanceScorer;
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

export function createGetJson(
  source: SourceName,
  runtime: SourceRuntime,
  signal: AbortSignal,
  deadline: number,
) {
  return async function getJson<T>(request: SourceRequest<T>): Promise<T> {
    const { cacheKey, ...rest } = request;
    const key =
      cacheKey === false || !runtime.cache || runtime.cacheTtlSeconds <= 0
        ? null
        : `source:${source}:${cacheKey}`;
    if (key && runtime.cache) {
      const cached = await runtime.cache.get(key);
      if (cached !== undefined && cached !== null) {
        const parsed = request.schema.safeParse(cached);
        if (parsed.success) return parsed.data;
      }
    }
    const value = await requestJson(runtime.http, {
      ...rest,
      signal,
      deadline,
      limiter: runtime.limiter,
    });
    if (key && runtime.cache) await runtime.cache.set(key, value, runtime.cacheTtlSeconds);
    return value;
  };
}

/** The short all-words queries a source should run: fewer in a preview to stay inside its shorter budget. */
export function queriesFor(context: SourceContext, full: number, preview = 1): string[] {
  return context.understanding.queries.slice(0, context.preview ? preview : full);
}

/** The most promising of a source's containers (threads, videos) to read further, best first. */
export function mostPromising<T extends Pick<Evidence, "title" | "text" | "kind"> & { id: string }>(
  context: SourceContext,
  items: T[],
  limit: number,
  weight: (item: T) => number = () => 0,
): T[] {
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  return unique
    .map((item) => ({ item, score: context.relevance(item).score + weight(item) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * The products the first results found whose name says one product and nothing else, to search
 * people's posts by: "Slotback" or "Standup Sparrow", not "Loop" or "Streak", which everyone
 * writes about everything. None in a first wave, which has found nothing yet.
 */
export function productsByName(context: SourceContext, limit: number): FoundProduct[] {
  return (context.understanding.products ?? [])
    .filter(({ name }) => {
      const words = name.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length !== 1) return words.length > 1;
      const [word = ""] = words;
      return (
        word.length >= 4 && !(["noun", "verb", "adj"] as const).some((pos) => isKnown(word, pos))
      );
    })
    .slice(0, limit);
}

/** A found product as the thread its users' posts, issues and reviews are read in. */
export function productAsThread(product: FoundProduct): string {
  return `${product.name}: ${product.description}`;
}
