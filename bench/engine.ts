// `npm run bench:engine`: runs the research pipeline against the loopback fakes with injected,
// seeded latencies and compares its wall time with the critical path those latencies allow.
//   node bench/engine.ts [--seed N] [--budget MS] [--preview]
import { loadConfig } from "../src/server/config.ts";
import { engineOptionsFromConfig } from "../src/server/modules/analyses/engine-options.ts";
import { runAnalysis } from "../src/engine/index.ts";
import type { Report } from "../src/contract/report.ts";
import { startFakes } from "../tests/fakes/start-fakes.ts";
import type { Fakes, FakeServiceName } from "../tests/fakes/start-fakes.ts";

const TARGET_RATIO = 1.15;
const IDEA = "a habit tracker for remote teams";

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : undefined;
};
const seed = argValue("--seed") ?? 20261123;
const preview = args.includes("--preview");
const budgetMs = argValue("--budget") ?? (preview ? 25_000 : 60_000);

/** mulberry32: a tiny seeded generator, so every run injects the same latencies. */
function seededRandom(initial: number): () => number {
  let state = initial >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type SourceFake = Exclude<FakeServiceName, "llm">;

/**
 * The requests of each source that wait for an earlier answer, in order, as its adapter makes
 * them (src/engine/sources): Reddit needs a token before searching and a search before reading
 * comments; YouTube needs the videos before their comments. Requests inside one step run in
 * parallel. `match` names the step's path so the bench can check the adapter still makes it.
 */
const REQUEST_CHAINS: Partial<Record<SourceFake, Array<{ step: string; match: RegExp }>>> = {
  hackernews: [
    { step: "search", match: /\/search$/ },
    { step: "items", match: /\/items\// },
  ],
  reddit: [
    { step: "token", match: /\/access_token$/ },
    { step: "search", match: /\/search$/ },
    { step: "comments", match: /\/comments\// },
    { step: "morechildren", match: /\/api\/morechildren$/ },
  ],
  youtube: [
    { step: "search", match: /\/search$/ },
    { step: "commentThreads", match: /\/commentThreads$/ },
  ],
  x: [{ step: "search", match: /\/search\/recent$/ }],
  // Web search uses the first configured provider, Tavily with the fakes' variables.
  tavily: [{ step: "search", match: /\/search$/ }],
  producthunt: [{ step: "graphql", match: /./ }],
  // A later wave reads the trackers of the repositories the first found, then their comments.
  github: [
    { step: "repositories", match: /\/search\/repositories$/ },
    { step: "issues", match: /\/search\/issues$/ },
    { step: "comments", match: /\/issues\/\d+\/comments$/ },
  ],
  // The network's site list (once a day) before the trade's own sites are searched.
  stackexchange: [
    { step: "sites", match: /\/sites$/ },
    { step: "search", match: /\/search\/advanced$/ },
    { step: "answers", match: /\/answers$/ },
  ],
  appstore: [
    { step: "search", match: /\/search$/ },
    { step: "reviews", match: /\/customerreviews\// },
  ],
  bluesky: [
    { step: "session", match: /createSession$/ },
    { step: "search", match: /searchPosts$/ },
    { step: "thread", match: /getPostThread$/ },
  ],
  // Competitor pages, read through the sites gateway after Product Hunt names a product: its
  // outbound link redirects to the homepage, then the homepage's pricing link is read.
  sites: [
    { step: "redirect", match: /^\/www\.producthunt\.com\/r\// },
    { step: "homepage", match: /^\/[^/]+\/$/ },
    { step: "pricing", match: /\/pricing$/ },
  ],
};

/** Chains that start only when another has answered: page reads wait for Product Hunt. */
const AFTER: Partial<Record<SourceFake, SourceFake>> = { sites: "producthunt" };

/** The four model sections start together after ranking and need nothing from each other. */
const MODEL_SECTIONS = ["competitors", "feedback", "insights", "market_summary"] as const;
/** The fast model's plan (searched as a second wave) and its relevance labels (after gathering). */
const MODEL_STEPS = ["research_plan", "relevance"] as const;
/** The interview kit's questions: the fast model, once the insights name the pains (synthesis-stage.ts). */
const KIT_STEP = "interview_kit";
/** How long past the other sections the engine waits for the kit (KIT_GRACE_MS in synthesis-stage.ts). */
const KIT_GRACE_MS = 2_000;

const random = seededRandom(seed);
const between = (low: number, high: number) => Math.round(low + random() * (high - low));
const sourceLatency = Object.fromEntries(
  Object.keys(REQUEST_CHAINS).map((name) => [name, between(500, 3_000)]),
) as Record<SourceFake, number>;
const modelLatency = Object.fromEntries([
  ...MODEL_SECTIONS.map((name) => [name, between(2_000, 8_000)]),
  // Fast-model calls, bounded by the engine (2.5 s for a plan, 5 s for labels).
  ...MODEL_STEPS.map((name) => [name, between(500, 2_000)]),
  [KIT_STEP, between(500, 2_000)],
]) as Record<
  (typeof MODEL_SECTIONS)[number] | (typeof MODEL_STEPS)[number] | typeof KIT_STEP,
  number
>;

interface PathPart {
  label: string;
  ms: number;
}

/** Longest chain of dependent injected latencies: the slowest source chain (a second wave after the model's plan), then the model's labels and slowest section. */
function criticalPath(fakes: Fakes, withModel: boolean): { ms: number; parts: PathPart[] } {
  const chainMs = (name: SourceFake): number => {
    const steps = REQUEST_CHAINS[name] ?? [];
    const requests = fakes.control.services[name].requests;
    const made = steps.filter(({ match }) => requests.some((request) => match.test(request.path)));
    if (made.length === 0 && name !== "sites") {
      throw new Error(
        `${name} made none of its requests; update REQUEST_CHAINS in bench/engine.ts to match its adapter.`,
      );
    }
    const before = AFTER[name];
    return made.length * sourceLatency[name] + (before ? chainMs(before) : 0);
  };
  const sourceChains = (Object.keys(REQUEST_CHAINS) as SourceFake[]).map((name) => ({
    label: `${name} (${(REQUEST_CHAINS[name] ?? []).map((step) => step.step).join(" → ")}${AFTER[name] ? `, after ${AFTER[name]}` : ""})`,
    ms: chainMs(name),
  }));
  const slowestSource = sourceChains.reduce((best, chain) => (chain.ms > best.ms ? chain : best));
  if (!withModel) return { ms: slowestSource.ms, parts: [slowestSource] };
  const calls = new Set(fakes.control.model.calls.map((call) => call.name));
  const plan = calls.has("research_plan")
    ? { label: "model: research_plan, then a second wave", ms: modelLatency.research_plan }
    : { label: "no plan", ms: 0 };
  const gathering = Math.max(slowestSource.ms, plan.ms + slowestSource.ms);
  const labels = calls.has("relevance")
    ? { label: "model: relevance", ms: modelLatency.relevance }
    : { label: "no labels", ms: 0 };
  const sections = MODEL_SECTIONS.filter((name) => calls.has(name)).map((name) => ({
    label: `model: ${name}`,
    ms: modelLatency[name],
  }));
  const slowestOther = sections.reduce((best, section) => (section.ms > best.ms ? section : best), {
    label: "no model call",
    ms: 0,
  });
  // The kit's call follows the insights' and is awaited a grace period past the other sections.
  const kitChain = calls.has(KIT_STEP)
    ? Math.min(modelLatency.insights + modelLatency[KIT_STEP], slowestOther.ms + KIT_GRACE_MS)
    : 0;
  const slowestSection =
    kitChain > slowestOther.ms
      ? { label: `model: insights then ${KIT_STEP}`, ms: kitChain }
      : slowestOther;
  return {
    ms: gathering + labels.ms + slowestSection.ms,
    parts: [plan, slowestSource, labels, slowestSection],
  };
}

async function runMode(
  withModel: boolean,
): Promise<{ report: Report; wallMs: number; path: { ms: number; parts: PathPart[] } }> {
  const fakes = await startFakes({ aiProvider: withModel ? "openai-compatible" : "none" });
  try {
    for (const [name, latencyMs] of Object.entries(sourceLatency))
      fakes.control.set(name as SourceFake, { latencyMs });
    Object.assign(fakes.control.model.latencyByName, modelLatency);
    const config = loadConfig({
      ...fakes.env,
      ANALYSIS_BUDGET_MS: String(budgetMs),
      PREVIEW_BUDGET_MS: String(budgetMs),
    });
    const started = performance.now();
    const report = await runAnalysis(IDEA, { ...engineOptionsFromConfig(config), preview });
    const wallMs = performance.now() - started;
    return { report, wallMs, path: criticalPath(fakes, withModel) };
  } finally {
    await fakes.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `Engine benchmark${preview ? " (preview)" : ""} · seed ${seed} · budget ${seconds(budgetMs)} · idea "${IDEA}"`,
);
console.log(
  `Injected source latency per request: ${Object.entries(sourceLatency)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(", ")}`,
);
console.log(
  `Injected model latency per call: ${Object.entries(modelLatency)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(", ")}`,
);

for (const withModel of [true, false]) {
  const { report, wallMs, path } = await runMode(withModel);
  const ratio = wallMs / path.ms;
  const withinBudget = wallMs <= budgetMs;
  const cutOff = report.warnings.filter(
    (warning) => warning.code === "timeout" || warning.code === "model-fallback",
  );
  const usage = report.usage;
  console.log(
    `\n${withModel ? "AI mode (fake OpenAI-compatible model)" : "Evidence-only mode (no model)"}: mode reported "${report.mode}", ${report.metadata.totalEvidence} evidence items`,
  );
  console.log(`  wall time      ${seconds(wallMs)}`);
  console.log(
    `  critical path  ${seconds(path.ms)} = ${path.parts.map((part) => `${part.label} ${part.ms} ms`).join(" + ")}`,
  );
  console.log(
    `  ratio          ${ratio.toFixed(3)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? "met" : "MISSED"})`,
  );
  console.log(
    `  budget         ${withinBudget ? "within" : "OVER"} ${seconds(budgetMs)}${cutOff.length > 0 ? `; ${cutOff.length} cut-off or fallback warnings` : ""}`,
  );
  console.log(
    `  stages         ${report.timings.stages.map((stage) => `${stage.stage} ${stage.ms} ms`).join(", ")}`,
  );
  console.log(
    `  model calls    ${usage.calls.length}, tokens in/out ${usage.inputTokens}/${usage.outputTokens}`,
  );
}
