import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { assertPortFree } from "./free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningApp {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, then wait for the graceful shutdown to finish. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. */
  crash: () => Promise<void>;
}

/** Starts the production server (`src/server/main.ts`) as its own process, as `npm start` does. */
export async function startAppServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningApp> {
  await assertPortFree(options.port);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "gt-e2e-data-"));
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "src/server/main.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        APP_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Every browser of a run signs up from 127.0.0.1: one address standing for many people.
        AUTH_THROTTLE_MULTIPLIER: "10",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app did not become ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
