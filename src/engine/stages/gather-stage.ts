import type { Warning } from "../../contract/report.ts";
import type { Evidence, EngineOptions, IdeaUnderstanding } from "../types.ts";
import { gatherEvidence } from "../sources/gather.ts";
import type { SourceSelection } from "../sources/registry.ts";
import { createLexicalScorer } from "../evidence/lexical-relevance.ts";
import { createNameTally, planFromNames, planFromResults } from "../plan/learn-from-results.ts";
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

/** What the later plan adds: only queries, categories, topics and communities the first wave did not run. */
export function newPartOf(later: IdeaUnderstanding, first: IdeaUnderstanding): IdeaUnderstanding {
  const fresh = (values: string[], ran: string[]) =>
    values.filter((value) => !ran.some((done) => done.toLowerCase() === value.toLowerCase()));
  return {
    ...later,
    queries: fresh(later.queries, first.queries),
    webQueries: fresh(later.webQueries, first.webQueries),
    competitorQueries: fresh(later.competitorQueries, first.competitorQueries),
    // GitHub and the App Store search by category: a category searched once is not searched again.
    categories: fresh(later.categories, first.categories),
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

/**
 * Once answers have started, learning waits for the other sources' first answers until the first
 * wave has been quiet this long. A quiet spell, not a fixed time after the first answer: a busy
 * process (reading hundreds of items on a loaded machine) keeps receiving answers and learns from
 * all of them, the same on every run of the same evidence; a source that hangs only costs the spell.
 */
const FEEDBACK_QUIET_MS = 1_000;

/**
 * Each source's first answer: everything its search step found (all its queries, not whichever
 * answered first), resolved once every source has searched or finished, or after a quiet spell
 * with no answer from any source, or when the first wave ends. Learning from whole search steps
 * only makes what is learned the same on every run of the same evidence.
 */
function firstAnswers(sources: string[], firstWaveDone: Promise<unknown>) {
  const batches = new Map<string, Evidence[]>();
  const answered = new Set<string>();
  let settle: (value: Evidence[]) => void = () => undefined;
  const ready = new Promise<Evidence[]>((resolve) => (settle = resolve));
  const snapshot = () => sources.flatMap((source) => batches.get(source) ?? []);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = () => {
    if (sources.every((source) => answered.has(source))) settle(snapshot());
  };
  void firstWaveDone.finally(() => settle(snapshot()));
  return {
    ready,
    /** Any first-wave answer, kept when its source is still in its search step. */
    add(batch: Evidence[]) {
      const source = batch[0]?.source;
      if (!source) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => settle(snapshot()), FEEDBACK_QUIET_MS);
      if (!answered.has(source)) batches.set(source, [...(batches.get(source) ?? []), ...batch]);
    },
    /** The source's search step is over, or the source is. */
    answered(source: string) {
      answered.add(source);
      check();
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

export async function gatherStage(input: GatherStageInput): Promise<GatherStageOutput> {
  const { run, options } = input;
  let collect: (items: Evidence[]) => void = () => undefined;
  let lookUpNamed: (items: Evidence[]) => void = () => undefined;
  let answered: (source: string) => void = () => undefined;
  const wave = (plan: IdeaUnderstanding, firstWave: boolean, tallied = firstWave) =>
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
      // The later waves' sources report failures, not a second "finished".
      onProgress: (event) => {
        if (firstWave && "source" in event && typeof event.source === "string")
          answered(event.source);
        if (firstWave || event.type === "source-failed") run.emit(event);
      },
      onSearched: (source) => {
        if (firstWave) answered(source);
      },
      onItems: (items) => {
        if (firstWave) collect(items);
        if (tallied) lookUpNamed(items);
        input.onItems(items);
      },
    });
  const laterWave = async (
    later: IdeaUnderstanding | null,
    ran: IdeaUnderstanding,
    tallied = true,
  ) => (later ? { ...(await wave(newPartOf(later, ran), false, tallied)), plan: later } : null);
  const first = wave(input.plan, true);
  const answers = firstAnswers(
    input.selection.active.map((source) => source.name),
    first,
  );
  collect = answers.add;
  answered = answers.answered;
  // What the first results teach is searched while the first wave's slower steps still run.
  const feedbackPlan = answers.ready.then((items) => planFromResults(input.plan, items));
  const modelWave = input.laterPlan?.then((later) => laterWave(later, input.plan)) ?? null;
  const feedbackWave = feedbackPlan.then((later) => laterWave(later, input.plan));
  // The products people name are looked up as soon as they are named in enough threads: the
  // tools are named in the comments, which arrive last, and often in the threads only the second
  // wave finds. What the lookups themselves find is not tallied: a lookup starts no other.
  const names = createNameTally(input.plan);
  const nameWaves: Array<ReturnType<typeof laterWave>> = [];
  const named: string[] = [];
  lookUpNamed = (items) => {
    names.add(items);
    const taken = names.take();
    named.push(...taken.map(({ name }) => name));
    const lookups = planFromNames(input.plan, taken);
    if (lookups) nameWaves.push(laterWave(lookups, input.plan, false));
  };
  const [firstOutput, modelOutput, feedbackOutput] = await Promise.all([
    first,
    modelWave ?? Promise.resolve(null),
    feedbackWave,
  ]);
  const namesOutputs = await Promise.all(nameWaves);
  answers.stop();
  const outputs = [firstOutput, modelOutput, feedbackOutput, ...namesOutputs].filter(
    (output) => output !== null,
  );
  const planned = modelOutput?.plan ?? input.plan;
  // What the first results taught: their jargon, and what the audience calls itself in short.
  const learned = feedbackOutput?.plan.terms.slice(input.plan.terms.length) ?? [];
  return {
    evidence: outputs.flatMap((output) => output.evidence),
    warnings: uniqueWarnings(outputs.flatMap((output) => output.warnings)),
    plan: { ...planned, terms: [...planned.terms, ...learned], named },
  };
}
