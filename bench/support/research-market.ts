import { loadConfig } from "../../src/server/config.ts";
import { engineOptionsFromConfig } from "../../src/server/modules/analyses/engine-options.ts";
import { runAnalysis } from "../../src/engine/index.ts";
import type { Report } from "../../src/contract/report.ts";
import { startFakes } from "../../tests/fakes/start-fakes.ts";
import type { Market } from "../../tests/fakes/markets/market.ts";

export type ResearchMode = "evidence-only" | "model";

export interface ResearchOptions {
  mode?: ResearchMode;
  /** Every upstream answers this late. */
  latencyMs?: number;
  /** Configuration over the fakes' own (e.g. a source's address pointed at a closed port). */
  env?: Record<string, string>;
  fetch?: typeof fetch;
  /**
   * An idea researched first on the same fakes, its time not counted: the report then starts as
   * on a running server, with the tokens and sessions the services grant for hours already held.
   */
  warmUp?: string;
}

/**
 * A full report of a market, as the engine writes it, from fresh fakes of every service (and of
 * the model, in model mode): what the benchmarks score, diff and serve.
 */
export async function researchMarket(
  market: Market,
  options: ResearchOptions = {},
): Promise<{ report: Report; wallMs: number }> {
  const fakes = await startFakes({
    aiProvider: options.mode === "model" ? "openai-compatible" : "none",
    behaviour: { latencyMs: options.latencyMs ?? 0 },
  });
  try {
    const engineOptions = {
      ...engineOptionsFromConfig(loadConfig({ ...fakes.env, ...options.env })),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    if (options.warmUp) await runAnalysis(options.warmUp, engineOptions);
    const started = performance.now();
    const report = await runAnalysis(market.idea, engineOptions);
    return { report, wallMs: performance.now() - started };
  } finally {
    await fakes.close();
  }
}
