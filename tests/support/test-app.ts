import { Writable } from "node:stream";
import { createApp, type AppDeps } from "../../src/server/app.ts";
import { loadConfig, type Config } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { engineOptionsFromConfig } from "../../src/server/modules/analyses/engine-options.ts";
import { createChatEngine } from "../../src/server/modules/chat/chat-engine.ts";

/** Captures every log line so tests can assert what was (and was not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "debug", destination }) };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/groundtruth-test-unused",
    ...overrides,
  });
}

export function buildTestApp(
  database: DatabaseHandle,
  options: Partial<Omit<AppDeps, "database">> = {},
) {
  const logs = captureLogs();
  const config = options.config ?? testConfig();
  const app = createApp({
    ...options,
    config,
    logger: options.logger ?? logs.logger,
    database,
    web: options.web ?? null,
    // As main.ts wires it: from the same options the research engine is built with.
    chat: options.chat ?? createChatEngine(engineOptionsFromConfig(config)),
  });
  return { app, logs: logs.lines };
}
