import type { Warning } from "../../contract/report.ts";
import type { Evidence, EngineOptions, IdeaUnderstanding } from "../types.ts";
import { gatherEvidence } from "../sources/gather.ts";
import type { SourceSelection } from "../sources/registry.ts";
import { createLexicalScorer } from "../evidence/lexical-relevance.ts";
import type { RunContext } from "./run-context.ts";

/**
 * Requests in flight per source. It must fit the widest step an adapter makes at once (Hacker News
 * searches eight queries for comments and for stories together); a lower limit queues that step
 * behind itself and adds a whole round trip to the critical path, which `npm run bench:engine` shows.
 */
const SOURCE_CONCURRENCY = 16;

export interface GatherStageInput {
  run: RunContext;
  options: EngineOptions;
  selection: SourceSelection;
  plan: IdeaUnderstanding;
  /** A model's plan arrives while the rules' plan is already being searched; its new queries run as a second wave. */
  laterPlan: Promise<IdeaUnderstanding | null> | null;
  deadline: number;
  /** Called as items arrive, so competitor pages can be read while slower sources still run. */
  onItems: (items: Evidence[]) => void;
}

export interface GatherStageOutput {
  evidence: Evidence[];
  warnings: Warning[];
  plan: IdeaUnderstanding;
}

function httpSettings(options: EngineOptions, run: RunContext) {
  return {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.http?.timeoutMs ?? 10_000,
    retries: options.http?.retries ?? 2,
    maxBackoffMs: options.http?.maxBackoffMs ?? 4_000,
    now: run.now,
  };
}

/** What the later plan adds: only queries, topics and communities the first wave did not run. */
export function newPartOf(later: IdeaUnderstanding, first: IdeaUnderstanding): IdeaUnderstanding {
  const fresh = (values: string[], ran: string[]) =>
    values.filter((value) => !ran.some((done) => done.toLowerCase() === value.toLowerCase()));
  return {
    ...later,
    queries: fresh(later.queries, first.queries),
    webQueries: fresh(later.webQueries, first.webQueries),
    competitorQueries: fresh(later.competitorQueries, first.competitorQueries),
    topics: fresh(later.topics, first.topics),
    communities: fresh(later.communities, first.communities),
  };
}

function uniqueWarnings(warnings: Warning[]): Warning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.source}:${warning.code}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

export async function gatherStage(input: GatherStageInput): Promise<GatherStageOutput> {
  const { run, options } = input;
  const wave = (plan: IdeaUnderstanding, firstWave: boolean) =>
    gatherEvidence({
      understanding: plan,
      relevance: createLexicalScorer(plan.terms),
      selection: firstWave
        ? input.selection
        : { active: input.selection.active, notConfigured: [] },
      preview: run.preview,
      deadline: input.deadline,
      signal: run.signal,
      http: httpSettings(options, run),
      concurrency: options.http?.concurrency ?? SOURCE_CONCURRENCY,
      cache: options.cache,
      cacheTtlSeconds: options.cacheTtlSeconds ?? 0,
      // The second wave's sources report failures, not a second "finished".
      onProgress: (event) =>
        firstWave || event.type === "source-failed" ? run.emit(event) : undefined,
      onItems: input.onItems,
    });
  const secondWave = input.laterPlan?.then(async (later) => {
    if (!later) return null;
    const output = await wave(newPartOf(later, input.plan), false);
    return { ...output, plan: later };
  });
  const [first, second] = await Promise.all([
    wave(input.plan, true),
    secondWave ?? Promise.resolve(null),
  ]);
  return {
    evidence: [...first.evidence, ...(second?.evidence ?? [])],
    warnings: uniqueWarnings([...first.warnings, ...(second?.warnings ?? [])]),
    plan: second?.plan ?? input.plan,
  };
}
