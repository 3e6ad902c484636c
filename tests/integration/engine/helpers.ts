import { afterAll, beforeAll, beforeEach } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { engineOptionsFromConfig } from "../../../src/server/modules/analyses/engine-options.ts";
import type { EngineOptions } from "../../../src/engine/index.ts";
import type { Report } from "../../../src/contract/report.ts";
import { startFakes } from "../../fakes/start-fakes.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";

/** Refuses anything but loopback, so no test can reach the internet even by mistake. */
export const loopbackOnlyFetch: typeof fetch = async (input, init) => {
  const url = new URL(
    typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
  );
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost")
    throw new TypeError(`blocked non-loopback request to ${url.hostname}`);
  return fetch(input, init);
};

export function optionsFor(
  fakes: Fakes,
  overrides: Partial<EngineOptions> = {},
  env: Record<string, string> = {},
): EngineOptions {
  return {
    ...engineOptionsFromConfig(loadConfig({ ...fakes.env, ...env })),
    fetch: loopbackOnlyFetch,
    // Generous for a loaded CI machine, where the in-process fakes share two cores with other test files.
    http: { timeoutMs: 5_000, retries: 1, maxBackoffMs: 200 },
    ...overrides,
  };
}

export function withoutTimings(report: Report): unknown {
  return {
    ...report,
    generatedAt: "",
    timings: {
      ...report.timings,
      stages: report.timings.stages.map((stage) => stage.stage),
      totalMs: 0,
    },
    usage: { ...report.usage },
  };
}

/** Every quote in the report is verbatim text of an item it lists, and every link that item's permalink. */
export function expectFeedbackIsVerbatim(report: Report): number {
  const byId = new Map(report.sources.map((source) => [source.id, source]));
  let checked = 0;
  for (const list of Object.values(report.platformFeedback)) {
    for (const item of list) {
      const source = byId.get(item.evidenceId);
      if (!source)
        throw new Error(`feedback cites ${item.evidenceId}, which is not among the sources`);
      const quote = item.comment.endsWith("…") ? item.comment.slice(0, -1) : item.comment;
      if (!source.text.startsWith(quote))
        throw new Error(`comment for ${item.evidenceId} is not verbatim`);
      if (item.sourceUrl !== source.url)
        throw new Error(`sourceUrl for ${item.evidenceId} is not its permalink`);
      checked += 1;
    }
  }
  return checked;
}

/** Starts the fakes once per file and gives each test a clean slate. */
export function useFakes(aiProvider: "openai-compatible" | "none"): () => Fakes {
  let fakes: Fakes | undefined;
  beforeAll(async () => {
    fakes = await startFakes({ aiProvider });
  });
  afterAll(() => fakes?.close());
  beforeEach(() => {
    fakes?.control.reset();
  });
  return () => {
    if (!fakes) throw new Error("The fakes are not running yet.");
    return fakes;
  };
}
