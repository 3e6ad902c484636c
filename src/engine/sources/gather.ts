import type { ProgressEvent, Warning } from "../../contract/report.ts";
import type { Evidence, IdeaUnderstanding } from "../types.ts";
import { SourceError } from "../http/source-error.ts";
import { createLimiter } from "../http/concurrency.ts";
import type { HttpSettings } from "../http/request-json.ts";
import type { SourceCache } from "../cache.ts";
import type { Source } from "./source.ts";
import { createGetJson } from "./source.ts";
import type { SourceSelection } from "./registry.ts";
import type { RelevanceScorer } from "../evidence/lexical-relevance.ts";

export interface GatherInput {
  understanding: IdeaUnderstanding;
  selection: SourceSelection;
  preview: boolean;
  deadline: number;
  signal: AbortSignal;
  http: HttpSettings;
  concurrency: number;
  cache: SourceCache | undefined;
  cacheTtlSeconds: number;
  onProgress: (event: ProgressEvent) => void;
  relevance: RelevanceScorer;
  /** Receives items as soon as a source parses them, e.g. to start reading product pages. */
  onItems?: (items: Evidence[]) => void;
  /** Called when a source's search step is over (`SourceContext.searched`). */
  onSearched?: (source: Source["name"]) => void;
}

export interface GatherOutput {
  evidence: Evidence[];
  warnings: Warning[];
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function describeFailure(source: Source, error: unknown, kept: number, elapsedMs: number): Warning {
  const keptNote = kept > 0 ? ` ${kept} items that arrived before that are included.` : "";
  const code = error instanceof SourceError ? error.code : "failed";
  const detail = error instanceof Error ? error.message : String(error);
  const messages: Record<string, string> = {
    timeout: `${source.label} did not answer in time and was cut off after ${seconds(elapsedMs)}, so this report may be missing ${source.purpose}.${keptNote}`,
    "rate-limited": `${source.label} limited our requests (${detail}), so this report may be missing ${source.purpose}.${keptNote}`,
    "malformed-response": `${source.label} sent a response we could not read (${detail}), so it was left out.${keptNote}`,
    failed: `${source.label} failed (${detail}), so this report may be missing ${source.purpose}.${keptNote}`,
  };
  return {
    code: code === "not-configured" ? "failed" : code,
    source: source.name,
    message: messages[code] ?? messages.failed ?? detail,
  };
}

/** Runs every active source in parallel until the deadline; a failing source only adds a warning. */
export async function gatherEvidence(input: GatherInput): Promise<GatherOutput> {
  const evidence: Evidence[] = [];
  const warnings: Warning[] = input.selection.notConfigured.map(({ source, message }) => ({
    code: "not-configured" as const,
    source: source.name,
    message,
  }));
  const started = input.http.now();
  const deadlineSignal = AbortSignal.any([
    input.signal,
    AbortSignal.timeout(Math.max(1, Math.ceil(input.deadline - started))),
  ]);

  const runSource = async (source: Source) => {
    const collected: Evidence[] = [];
    const runtime = {
      http: input.http,
      limiter: createLimiter(input.concurrency),
      cache: input.cache,
      cacheTtlSeconds: input.cacheTtlSeconds,
    };
    const work = source.gather({
      understanding: input.understanding,
      preview: input.preview,
      signal: deadlineSignal,
      deadline: input.deadline,
      getJson: createGetJson(source.name, runtime, deadlineSignal, input.deadline),
      emit: (items) => {
        if (deadlineSignal.aborted) return;
        collected.push(...items);
        input.onItems?.(items);
      },
      searched: () => input.onSearched?.(source.name),
      relevance: input.relevance,
    });
    // The race guarantees the deadline even if an adapter ignores its signal.
    const cutOff = new Promise<never>((_, reject) => {
      const fail = () => reject(new SourceError("timeout", "deadline reached"));
      if (deadlineSignal.aborted) fail();
      else deadlineSignal.addEventListener("abort", fail, { once: true });
    });
    try {
      await Promise.race([work, cutOff]);
      input.onProgress({
        type: "source-finished",
        source: source.name,
        count: collected.length,
        ms: input.http.now() - started,
      });
    } catch (rawError) {
      work.catch(() => undefined);
      const error =
        deadlineSignal.aborted && !input.signal.aborted
          ? new SourceError("timeout", "deadline reached")
          : rawError;
      const warning = describeFailure(source, error, collected.length, input.http.now() - started);
      warnings.push(warning);
      input.onProgress({
        type: "source-failed",
        source: source.name,
        code: warning.code,
        message: warning.message,
      });
    }
    evidence.push(...collected);
  };

  await Promise.all(input.selection.active.map(runSource));
  return { evidence, warnings };
}
