// `npm test`: unit and integration tests (Vitest), then end-to-end tests (Playwright + Chromium).
import { spawnSync } from "node:child_process";
import { ROOT } from "./build-inputs.ts";

function step(title: string, command: string, args: string[]): void {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

step("Unit and integration tests (Vitest)", "npx", ["vitest", "run"]);
step("End-to-end tests (Playwright, Chromium)", process.execPath, ["scripts/test-e2e.ts"]);
