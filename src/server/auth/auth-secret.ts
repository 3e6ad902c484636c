import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../logger.ts";

const FILE_NAME = "auth-secret";

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept under DATA_DIR (mode
 * 600), so sessions survive restarts with zero configuration. The value is never logged.
 */
export function resolveAuthSecret(options: {
  configured: string | undefined;
  dataDir: string;
  logger: Logger;
}): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, FILE_NAME);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "w" });
  chmodSync(file, 0o600);
  options.logger.info(
    { file },
    "AUTH_SECRET is not set: generated a session secret and saved it under DATA_DIR",
  );
  return secret;
}
