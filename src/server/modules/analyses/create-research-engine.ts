import type { Database } from "../../../db/client.ts";
import { runAnalysis, type EngineOptions } from "../../../engine/index.ts";
import { createDatabaseSourceCache } from "../source-cache/create-database-source-cache.ts";
import type { ResearchEngine } from "./research-engine.ts";

/** The engine with the app's database behind its source cache. */
export function createResearchEngine(options: EngineOptions, db: Database): ResearchEngine {
  const cache = createDatabaseSourceCache(db);
  return {
    run: (idea, mode, controls) =>
      runAnalysis(idea, { ...options, cache, preview: mode === "preview" }, controls),
  };
}

/** Stands in where no engine was wired (tests of unrelated routes): refuses plainly. */
export const unavailableEngine: ResearchEngine = {
  run: () => Promise.reject(new Error("No research engine is configured in this process")),
};
