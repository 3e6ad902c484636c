import { recheckLinks, recheckQuotes } from "../../../engine/index.ts";
import type { Config } from "../../config.ts";
import { engineOptionsFromConfig } from "../analyses/engine-options.ts";
import type { IntegrityRecheckers } from "./recheck-sample.ts";

/** A second between two requests to one platform: a day's sample is small, so no hurry. */
const PACE_MS = 1_000;

/** The engine's re-readers with this server's source settings. */
export function createRecheckers(
  config: Config,
  options: { paceMs?: number } = {},
): IntegrityRecheckers {
  const engine = engineOptionsFromConfig(config);
  return {
    recheckQuotes: (items) =>
      recheckQuotes(items, { sources: engine.sources, paceMs: options.paceMs ?? PACE_MS }),
    recheckLinks: (urls) => recheckLinks(urls, { pageFetch: engine.pageFetch }),
  };
}
