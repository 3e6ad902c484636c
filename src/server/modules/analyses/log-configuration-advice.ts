import { describeMissingConfiguration, type EngineOptions } from "../../../engine/index.ts";
import type { Logger } from "../../logger.ts";

/** Reports tell readers only that a source was not searched; which variables to set is said here, once at start-up. */
export function logConfigurationAdvice(logger: Logger, options: EngineOptions): void {
  for (const advice of describeMissingConfiguration(options)) {
    logger[advice.level]({ missing: advice.variables }, advice.message);
  }
}
