import type { SourceName } from "../../src/contract/report.ts";
import type { SourceCache } from "../../src/engine/cache.ts";
import type {
  RelevanceJudgement,
  RelevanceScorer,
} from "../../src/engine/evidence/lexical-relevance.ts";
import { createLimiter } from "../../src/engine/http/concurrency.ts";
import { createGetJson, type SourceContext } from "../../src/engine/sources/source.ts";
import type { Evidence, IdeaUnderstanding } from "../../src/engine/types.ts";
import { loopbackOnlyFetch } from "../integration/engine/helpers.ts";

/** What a gate that keeps everything says of an item, with the score a test gives it. */
export function keptByTheGate(score = 1): RelevanceJudgement {
  return { score, fromStranger: false, onTopic: true, vetoed: false, matched: [] };
}

/**
 * The narrow context one source gathers in, as the engine builds it (loopback only, no cache, no
 * retries unless asked), with what the source emitted collected for the test to read.
 */
export function sourceContextFor(
  source: SourceName,
  options: {
    understanding: Partial<IdeaUnderstanding>;
    relevance: RelevanceScorer;
    preview?: boolean;
    deadlineMs?: number;
    cache?: SourceCache;
    /** Retries after a refusal the service asks to retry (none by default). */
    retries?: number;
  },
): { context: SourceContext; collected: Evidence[] } {
  const collected: Evidence[] = [];
  const signal = new AbortController().signal;
  const deadline = Date.now() + (options.deadlineMs ?? 10_000);
  const runtime = {
    http: {
      fetch: loopbackOnlyFetch,
      timeoutMs: 5_000,
      retries: options.retries ?? 0,
      maxBackoffMs: 100,
      now: Date.now,
    },
    limiter: createLimiter(4),
    cache: options.cache,
    cacheTtlSeconds: options.cache ? 3600 : 0,
  };
  const context: SourceContext = {
    understanding: {
      queries: [],
      categories: [],
      terms: [],
      audience: "",
      problem: "",
      ...options.understanding,
    } as IdeaUnderstanding,
    preview: options.preview ?? false,
    signal,
    deadline,
    getJson: createGetJson(source, runtime, signal, deadline),
    emit: (items) => collected.push(...items),
    searched: () => undefined,
    relevance: options.relevance,
  };
  return { context, collected };
}
