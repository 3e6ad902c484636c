// End-to-end tests in Debian's Chromium (never a downloaded browser), against a fresh build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ROOT } from "./build-inputs.ts";
import { ensureBuild } from "./ensure-build.ts";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with \`sudo apt-get install -y chromium\`, or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

ensureBuild();
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
process.exit(run.status ?? 1);
